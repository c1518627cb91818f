import { runActions, type DocumentAction } from './actions'
import { readImage, uploadImage } from './assets'
import { LakeError, notFound } from './errors'
import { cors, fromThisMachine, readBody, readJson, sendJson, type LakeRequest, type LakeResponse } from './http'
import { listen } from './listen'
import { mutate, type SanityMutation } from './mutations'
import { documentsFor } from './perspective'
import { paramsFromSearch, QueryError, runQuery, type LakeDocument } from './query'
import { sendBytes, serveStudio } from './static'
import type { DocumentStore } from './store'
import type { createStudioApi } from './studio-api'

export type LakeContext = {
  store: DocumentStore
  projectId: string
  dataset: string
  /** Where uploads are written. */
  filesDir: string
  /** Where image files are looked up: uploads and the seed images. */
  mediaDirs: readonly string[]
  studioDir?: string
  studioApi: ReturnType<typeof createStudioApi>
}

type Call = { method: string; path: string; url: URL; version: string; request: LakeRequest; response: LakeResponse }

const searchParams = (url: URL) => Object.fromEntries(url.searchParams.entries())

async function query(context: LakeContext, call: Call, text: unknown, params: Record<string, unknown>) {
  if (typeof text !== 'string' || !text.trim()) throw new LakeError(400, 'queryParseError', 'Missing query')
  const started = performance.now()
  const documents = documentsFor(context.store.all(), call.url.searchParams.get('perspective'), call.version)
  try {
    const result = await runQuery(documents, text, params)
    return { query: text, result, ms: Math.round(performance.now() - started) }
  } catch (error) {
    if (error instanceof QueryError) throw new LakeError(400, 'queryParseError', error.message)
    throw error
  }
}

/** The dataset routes: `/v<date>/<kind>/<dataset>[/<rest>]`. */
async function dataRoute(context: LakeContext, call: Call, kind: string, rest: string) {
  const { method, url, request, response } = call
  const route = `${method} ${kind}`
  if (route === 'GET data/query') {
    return sendJson(
      response,
      200,
      await query(context, call, url.searchParams.get('query'), paramsFromSearch(searchParams(url))),
    )
  }
  if (route === 'POST data/query') {
    const body = await readJson<{ query?: unknown; params?: Record<string, unknown> }>(request)
    return sendJson(response, 200, await query(context, call, body.query, { ...body.params }))
  }
  if (route === 'GET data/doc' && rest) {
    const ids = rest.split(',').map(decodeURIComponent)
    const documents = ids.map((id) => context.store.get(id)).filter((document) => document !== null)
    const omitted = ids.filter((id) => !context.store.get(id)).map((id) => ({ id, reason: 'existence' }))
    return sendJson(response, 200, { documents, omitted })
  }
  if (route === 'GET data/listen') {
    const text = url.searchParams.get('query')
    if (!text) throw new LakeError(400, 'queryParseError', 'Missing query')
    listen(context.store, response, {
      query: text,
      params: paramsFromSearch(searchParams(url)),
      includeResult: url.searchParams.get('includeResult') !== 'false',
      includePrevious: url.searchParams.get('includePreviousRevision') === 'true',
    })
    return
  }
  if (route === 'POST data/mutate') {
    const body = await readJson<{ mutations?: SanityMutation[]; transactionId?: string }>(request)
    const tx = await mutate(context.store, body.mutations ?? [], body.transactionId)
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
    return sendJson(response, 200, {
      transactionId: tx.id,
      results: tx.results,
      ...(returnDocuments && { documents: tx.results.map(({ id }) => tx.read(id)).filter(Boolean) }),
    })
  }
  if (route === 'POST data/actions') {
    const body = await readJson<{ actions?: DocumentAction[]; transactionId?: string }>(request)
    const tx = await runActions(context.store, body.actions ?? [], body.transactionId)
    return sendJson(response, 200, { transactionId: tx.id })
  }
  if (route === 'POST assets/images') {
    const filename = url.searchParams.get('filename') ?? undefined
    const bytes = await readBody(request)
    const document = await uploadImage(context.store, context.filesDir, bytes, { ...context, filename })
    return sendJson(response, 200, { document })
  }
  if (route === 'GET data/history' && /^(events\/documents|transactions)\//.test(rest)) {
    // The lake keeps no history: the Studio's history panel shows no earlier versions.
    if (rest.startsWith('transactions/')) return sendBytes(response, Buffer.alloc(0), 'application/x-ndjson')
    return sendJson(response, 200, { events: {}, nextCursor: '' })
  }
  throw notFound(`${method} ${url.pathname}`)
}

async function versioned(context: LakeContext, call: Call) {
  const data = /^\/(data\/\w+|assets\/\w+)\/([^/]+)(?:\/(.*))?$/.exec(call.path)
  if (data) {
    if (data[2] !== context.dataset) throw new LakeError(404, 'notFound', `Dataset "${data[2]}" not found`)
    return dataRoute(context, call, data[1]!, data[3] ?? '')
  }
  const answer = await context.studioApi(call.method, call.path, () => readJson(call.request))
  if (answer === undefined) throw notFound(`${call.method} ${call.url.pathname}`)
  return sendJson(call.response, 200, answer)
}

/**
 * The lake's own endpoints, for `npm run seed`: whether editors changed anything since the
 * fixtures were loaded, and loading them again (refused over editors' changes unless forced).
 */
async function lakeRoute(context: LakeContext, method: string, url: URL, request: LakeRequest, response: LakeResponse) {
  const { store } = context
  if (method === 'GET' && url.pathname === '/lake/status') {
    return sendJson(response, 200, { edited: store.edited, fixturesChanged: store.fixturesChanged })
  }
  if (method === 'POST' && url.pathname === '/lake/seed') {
    const { documents } = await readJson<{ documents?: LakeDocument[] }>(request)
    if (!Array.isArray(documents)) throw new LakeError(400, 'validationError', 'Send { documents: [...] }')
    if (store.edited && url.searchParams.get('force') !== 'true') {
      throw new LakeError(409, 'editedSinceSeed', 'Editors changed documents since the fixtures were loaded')
    }
    await store.reseed(documents)
    return sendJson(response, 200, { documents: documents.length })
  }
  throw notFound(`${method} ${url.pathname}`)
}

/** Every request the lake serves, over HTTP/2 with TLS or plain HTTP/1.1 on loopback. */
export async function handle(context: LakeContext, request: LakeRequest, response: LakeResponse) {
  if (!fromThisMachine(request)) {
    return sendJson(
      response,
      403,
      new LakeError(403, 'forbidden', 'The local content lake serves this machine only').body,
    )
  }
  if (cors(request, response)) return
  const url = new URL(request.url ?? '/', 'http://lake')
  const method = request.method ?? 'GET'
  try {
    const version = /^\/v(\d{4}-\d{2}-\d{2}|1)(\/.*)$/.exec(url.pathname)
    if (version) {
      return await versioned(context, { method, path: version[2]!, url, version: version[1]!, request, response })
    }
    if (url.pathname.startsWith('/lake/')) return await lakeRoute(context, method, url, request, response)
    const image = /^\/images\/[^/]+\/([^/]+)\/([^/]+)$/.exec(url.pathname)
    if (method === 'GET' && image && image[1] === context.dataset) {
      const file = await readImage(context.store, context.mediaDirs, image[2]!)
      if (file) return sendBytes(response, file.bytes, file.mimeType, 'public, max-age=31536000, immutable')
    }
    if (method === 'GET' && context.studioDir && (await serveStudio(context.studioDir, url.pathname, response))) return
    throw notFound(`${method} ${url.pathname}`)
  } catch (error) {
    if (response.headersSent) return void response.end()
    if (error instanceof LakeError) return sendJson(response, error.status, error.body)
    sendJson(response, 500, { error: { type: 'internalError', description: String(error) } })
  }
}
