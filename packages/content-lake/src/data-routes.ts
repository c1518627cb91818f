import { runActions, type DocumentAction } from './actions'
import { uploadImage } from './assets'
import { LakeError, notFound } from './errors'
import { documentsAt, transactionLog } from './history-routes'
import { readBody, readJson, sendJson, type LakeRequest, type LakeResponse } from './http'
import { listen } from './listen'
import { syncTag } from './live-events'
import { mutate, type SanityMutation } from './mutations'
import { documentsFor, isPublishedId } from './perspective'
import { paramsFromSearch, QueryError, runQuery, type LakeDocument } from './query'
import type { LakeContext } from './routes'
import { tagDocuments, untagResult } from './source-map'
import { sendBytes } from './static'
import type { Editor } from './studio-api'

export type Call = {
  method: string
  path: string
  url: URL
  version: string
  request: LakeRequest
  response: LakeResponse
  /** Who the credential says asks (the author of a write); undefined without one. */
  editor?: Editor
}

const searchParams = (url: URL) => Object.fromEntries(url.searchParams.entries())

/**
 * Who may read a document: published documents are open to this machine (the site reads them
 * without a credential); drafts, the Studio's preview secrets and other ids with a dot (`drafts.*`,
 * `sanity-preview-url-secret.*`) only with the credential, as the Studio, Node scripts and the
 * site's previews send it. Without it the lake answers as if they did not exist.
 */
const readableBy = (call: Call) => (id: string) => call.editor !== undefined || isPublishedId(id)

/** With `resultSourceMap` (what `@sanity/client` asks for when stega is on), the Content Source Map too. */
async function evaluate(
  documents: readonly LakeDocument[],
  text: string,
  params: Record<string, unknown>,
  sourceMap: boolean,
) {
  if (!sourceMap) return { result: await runQuery(documents, text, params) }
  const { tagged, origins } = tagDocuments(documents)
  return untagResult(await runQuery(tagged, text, params), documents, origins)
}

async function query(context: LakeContext, call: Call, text: unknown, params: Record<string, unknown>) {
  if (typeof text !== 'string' || !text.trim()) throw new LakeError(400, 'queryParseError', 'Missing query')
  const started = performance.now()
  const { searchParams } = call.url
  const readable = readableBy(call)
  const all = context.store.all().filter(({ _id }) => readable(_id))
  const documents = documentsFor(all, searchParams.get('perspective'), call.version)
  const sourceMap = (searchParams.get('resultSourceMap') ?? 'false') !== 'false'
  try {
    const answer = await evaluate(documents, text, params, sourceMap)
    return { query: text, ...answer, syncTags: [syncTag], ms: Math.round(performance.now() - started) }
  } catch (error) {
    if (error instanceof QueryError) throw new LakeError(400, 'queryParseError', error.message)
    throw error
  }
}

/** The dataset routes: `/v<date>/<kind>/<dataset>[/<rest>]`. Writes come with an editor (routes.ts). */
export async function dataRoute(context: LakeContext, call: Call, kind: string, rest: string) {
  const { method, url, request, response } = call
  const route = `${method} ${kind}`
  const readable = readableBy(call)
  // Writes are refused without a credential before they get here, so they always have an editor.
  const author = () => call.editor!.id
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
    const found = (id: string) => (readable(id) ? context.store.get(id) : null)
    const documents = ids.map(found).filter((document) => document !== null)
    const omitted = ids.filter((id) => !found(id)).map((id) => ({ id, reason: 'existence' }))
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
      readable,
    })
    return
  }
  if (route === 'POST data/mutate') {
    const body = await readJson<{ mutations?: SanityMutation[]; transactionId?: string }>(request)
    const tx = await mutate(context.store, body.mutations ?? [], author(), body.transactionId)
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
    return sendJson(response, 200, {
      transactionId: tx.id,
      results: tx.results,
      ...(returnDocuments && { documents: tx.results.map(({ id }) => tx.read(id)).filter(Boolean) }),
    })
  }
  if (route === 'POST data/actions') {
    const body = await readJson<{ actions?: DocumentAction[]; transactionId?: string }>(request)
    const tx = await runActions(context.store, body.actions ?? [], author(), body.transactionId)
    return sendJson(response, 200, { transactionId: tx.id })
  }
  if (route === 'POST assets/images') {
    const filename = url.searchParams.get('filename') ?? undefined
    const bytes = await readBody(request)
    const document = await uploadImage(context.store, context.filesDir, bytes, {
      ...context,
      filename,
      author: author(),
    })
    return sendJson(response, 200, { document })
  }
  if (route === 'GET data/history' && rest.startsWith('transactions/')) {
    const ids = rest.slice('transactions/'.length).split(',').map(decodeURIComponent).filter(readable)
    const log = transactionLog(context.store.history.all(), ids, url.searchParams)
    return sendBytes(response, Buffer.from(log), 'application/x-ndjson')
  }
  if (route === 'GET data/history' && rest.startsWith('documents/')) {
    const ids = rest.slice('documents/'.length).split(',').map(decodeURIComponent).filter(readable)
    return sendJson(
      response,
      200,
      documentsAt(context.store.history.all(), ids, url.searchParams, (id) => context.store.get(id)),
    )
  }
  if (route === 'GET data/ping') return sendJson(response, 200, { message: 'PONG' })
  if (route === 'GET data/references' && /^documents\/[^/]+\/to$/.test(rest)) {
    // References from other datasets: the lake has one dataset, so there are none.
    return sendJson(response, 200, { totalCount: 0, references: [] })
  }
  throw notFound(`${method} ${url.pathname}`)
}
