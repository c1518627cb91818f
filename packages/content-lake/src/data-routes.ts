import { runActions, type DocumentAction } from './actions'
import { uploadImage } from './assets'
import { LakeError } from './errors'
import { documentsAt, transactionLog } from './history-routes'
import { readBody, readJson, sendJson } from './http'
import { listen } from './listen'
import { syncTag } from './live-events'
import { mutate, type SanityMutation } from './mutations'
import { documentsFor, isPublishedId } from './perspective'
import type { LakeDocument } from './lake-document'
import { paramsFromSearch, QueryError, runQuery } from './query'
import type { Call } from './call'
import { tagDocuments, untagResult } from './source-map'
import { sendBytes } from './static'

const searchParams = (url: URL) => Object.fromEntries(url.searchParams.entries())

/**
 * Who may read a document: published documents are open to this machine (the site reads them
 * without a credential); drafts, the Studio's preview secrets and other ids with a dot (`drafts.*`,
 * `sanity-preview-url-secret.*`) only with the credential, as the Studio, Node scripts and the
 * site's previews send it. Without it the lake answers as if they did not exist.
 */
const readableBy = (editor: Call['editor']) => (id: string) => editor !== undefined || isPublishedId(id)

/** With `resultSourceMap` (what `@sanity/client` asks for when stega is on), the Content Source Map too. */
async function evaluate(
  documents: readonly LakeDocument[],
  text: string,
  params: Record<string, unknown>,
  sourceMap: boolean,
  languages: readonly string[],
) {
  if (!sourceMap) return { result: await runQuery(documents, text, params) }
  const { tagged, origins } = tagDocuments(documents, languages)
  return untagResult(await runQuery(tagged, text, params), documents, origins)
}

async function query({ context, url, params: path, editor }: Call, text: unknown, params: Record<string, unknown>) {
  if (typeof text !== 'string' || !text.trim()) throw new LakeError(400, 'queryParseError', 'Missing query')
  const started = performance.now()
  const { searchParams } = url
  const readable = readableBy(editor)
  const all = context.store.all().filter(({ _id }) => readable(_id))
  const documents = documentsFor(all, searchParams.get('perspective'), path.version!)
  const sourceMap = (searchParams.get('resultSourceMap') ?? 'false') !== 'false'
  try {
    const answer = await evaluate(documents, text, params, sourceMap, context.languages)
    return { query: text, ...answer, syncTags: [syncTag], ms: Math.round(performance.now() - started) }
  } catch (error) {
    if (error instanceof QueryError) throw new LakeError(400, 'queryParseError', error.message)
    throw error
  }
}

const ids = (list: string) => list.split(',').map(decodeURIComponent)

/** Writes are refused without a credential before they get here (an `editor` endpoint), so they have an author. */
const author = (call: Call) => call.editor!.id

/**
 * The dataset endpoints, `/v<version>/<kind>/<dataset>[/…]` (endpoints.ts). Reads see drafts and
 * preview secrets only with the credential (`readableBy`).
 */
export const getQuery = async (call: Call) =>
  sendJson(
    call.response,
    200,
    await query(call, call.url.searchParams.get('query'), paramsFromSearch(searchParams(call.url))),
  )

export async function postQuery(call: Call) {
  const body = await readJson<{ query?: unknown; params?: Record<string, unknown> }>(call.request)
  return sendJson(call.response, 200, await query(call, body.query, { ...body.params }))
}

export function getDocuments({ context, params, editor, response }: Call) {
  const readable = readableBy(editor)
  const wanted = ids(params.ids!)
  const found = (id: string) => (readable(id) ? context.store.get(id) : null)
  const documents = wanted.map(found).filter((document) => document !== null)
  const omitted = wanted.filter((id) => !found(id)).map((id) => ({ id, reason: 'existence' }))
  return sendJson(response, 200, { documents, omitted })
}

export function listenTo({ context, url, editor, response }: Call) {
  const text = url.searchParams.get('query')
  if (!text) throw new LakeError(400, 'queryParseError', 'Missing query')
  listen(context.store, response, {
    query: text,
    params: paramsFromSearch(searchParams(url)),
    includeResult: url.searchParams.get('includeResult') !== 'false',
    includePrevious: url.searchParams.get('includePreviousRevision') === 'true',
    readable: readableBy(editor),
  })
}

export async function postMutations(call: Call) {
  const { context, url, request, response } = call
  const body = await readJson<{ mutations?: SanityMutation[]; transactionId?: string }>(request)
  const tx = await mutate(context.store, body.mutations ?? [], author(call), body.transactionId)
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
  return sendJson(response, 200, {
    transactionId: tx.id,
    results: tx.results,
    ...(returnDocuments && { documents: tx.results.map(({ id }) => tx.read(id)).filter(Boolean) }),
  })
}

export async function postActions(call: Call) {
  const body = await readJson<{ actions?: DocumentAction[]; transactionId?: string }>(call.request)
  const tx = await runActions(call.context.store, body.actions ?? [], author(call), body.transactionId)
  return sendJson(call.response, 200, { transactionId: tx.id })
}

export async function postImage(call: Call) {
  const { context, url, request, response } = call
  const filename = url.searchParams.get('filename') ?? undefined
  const bytes = await readBody(request)
  const document = await uploadImage(context.store, context.filesDir, bytes, {
    ...context,
    filename,
    author: author(call),
  })
  return sendJson(response, 200, { document })
}

export function getTransactions({ context, params, url, editor, response }: Call) {
  const log = transactionLog(context.store.history.all(), ids(params.ids!).filter(readableBy(editor)), url.searchParams)
  return sendBytes(response, Buffer.from(log), 'application/x-ndjson')
}

export function getDocumentsAt({ context, params, url, editor, response }: Call) {
  const { store } = context
  const wanted = ids(params.ids!).filter(readableBy(editor))
  return sendJson(
    response,
    200,
    documentsAt(store.history.all(), wanted, url.searchParams, (id) => store.get(id)),
  )
}
