import Fastify from 'fastify'
import { paramsFromSearch, QueryError, runQuery, type LakeDocument } from './query'

export type Lake = { url: string; close: () => Promise<void> }

type LakeOptions = {
  documents: readonly LakeDocument[]
  dataset: string
  port: number
  /** Loopback only: the lake is for this machine. */
  host?: '127.0.0.1'
}

type QueryRoute = { Params: { version: string; dataset: string } }

/**
 * The local content lake: the subset of Sanity's HTTP API the site uses, served from the seed
 * documents, so the same @sanity/client and the same queries work with no account and no internet.
 */
export async function startLake({ documents, dataset, port, host = '127.0.0.1' }: LakeOptions): Promise<Lake> {
  const app = Fastify({ logger: false })

  const answer = async (
    version: string,
    requestedDataset: string,
    query: unknown,
    params: () => Record<string, unknown>,
  ) => {
    if (!/^v\d/.test(version)) return { status: 404, body: { error: 'Unknown API version' } }
    if (requestedDataset !== dataset) {
      return { status: 404, body: { error: 'Not Found', message: `Dataset "${requestedDataset}" not found` } }
    }
    if (typeof query !== 'string' || !query.trim()) {
      return { status: 400, body: { error: { description: 'Missing query', type: 'queryParseError' } } }
    }
    const started = performance.now()
    try {
      const result = await runQuery(documents, query, params())
      return { status: 200, body: { query, result, ms: Math.round(performance.now() - started) } }
    } catch (error) {
      if (!(error instanceof QueryError)) throw error
      return { status: 400, body: { error: { description: error.message, type: 'queryParseError' } } }
    }
  }

  app.get<QueryRoute & { Querystring: Record<string, unknown> }>(
    '/:version/data/query/:dataset',
    async (request, reply) => {
      const { status, body } = await answer(request.params.version, request.params.dataset, request.query.query, () =>
        paramsFromSearch(request.query),
      )
      return reply.code(status).send(body)
    },
  )

  app.post<QueryRoute & { Body: { query?: unknown; params?: Record<string, unknown> } }>(
    '/:version/data/query/:dataset',
    async (request, reply) => {
      const { status, body } = await answer(
        request.params.version,
        request.params.dataset,
        request.body?.query,
        () => ({
          ...request.body?.params,
        }),
      )
      return reply.code(status).send(body)
    },
  )

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'Not Found',
      message: `The local content lake does not implement ${request.method} ${request.url.split('?')[0]}`,
    }),
  )

  await app.listen({ port, host })
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return { url: `http://${host}:${actualPort}`, close: () => app.close() }
}
