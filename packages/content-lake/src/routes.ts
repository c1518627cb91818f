import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { admit } from './access'
import type { LakeContext } from './call'
import { endpoints } from './endpoints'
import { LakeError, notFound } from './errors'
import { cors, fromThisMachine, overTls, sendJson, type LakeRequest, type LakeResponse } from './http'
import { lakeHeaders, rawAnswer } from './security-headers'

/** `{version}`: Sanity's dated API versions, `v1`, and `vX`, the experimental one Vision offers. */
const partPatterns: Record<string, string> = { version: String.raw`\d{4}-\d{2}-\d{2}|1|X` }

/** `/v{version}/data/doc/{dataset}/{ids}`: `{name}` is one segment, `{name*}` the rest of the path. */
export function pathPattern(path: string): RegExp {
  const source = path.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)(\*?)\}/g, (_, name: string, rest) => {
    const part = rest ? '.*' : (partPatterns[name] ?? '[^/]+')
    return `(?<${name}>${part})`
  })
  return new RegExp(`^${source}$`)
}

const compiled = endpoints.map((endpoint) => ({ endpoint, pattern: pathPattern(endpoint.path) }))

/** The first endpoint of the table that answers `method` on `pathname`, with the path's parts. */
export function findEndpoint(method: string, pathname: string) {
  for (const { endpoint, pattern } of compiled) {
    const match = endpoint.method === method ? pattern.exec(pathname) : null
    if (match) return { endpoint, params: { ...match.groups } }
  }
  return undefined
}

/** The lake has one project and one dataset: a path naming another finds nothing. */
function checkNames(context: LakeContext, params: Record<string, string>, call: string) {
  if (params.project !== undefined && params.project !== context.projectId) throw notFound(call)
  if (params.dataset !== undefined && params.dataset !== context.dataset) {
    throw new LakeError(404, 'notFound', `Dataset "${params.dataset}" not found`)
  }
}

/**
 * Paths only the lake's own pages (its Studio) may call from a browser, never a page of another
 * origin, even on this machine: an editor's assertion speaks for the signed-in editor.
 */
const ownPagesOnly = new Set(['/lake/editor-assertion'])

/** No `Origin` (a program, or the Studio's own same-origin read), or the very origin asked. */
const fromOwnPage = (request: LakeRequest) => {
  const origin = request.headers.origin
  return origin === undefined || origin === `https://${request.headers.host ?? request.headers[':authority']}`
}

const refuse = (response: LakeResponse, description: string) =>
  sendJson(response, 403, new LakeError(403, 'forbidden', description).body)

/**
 * Every request the lake serves, over HTTP/2 with TLS or plain HTTP/1.1 on loopback, by the table;
 * every answer carries the lake's security headers (security-headers.ts).
 */
export async function handle(context: LakeContext, request: LakeRequest, response: LakeResponse) {
  for (const [name, value] of Object.entries(lakeHeaders(overTls(request)))) response.setHeader(name, value)
  if (!fromThisMachine(request)) return refuse(response, 'The local content lake serves this machine only')
  const url = new URL(request.url ?? '/', 'http://lake')
  if (ownPagesOnly.has(url.pathname) && !fromOwnPage(request)) {
    return refuse(response, 'Only the Studio this lake serves may ask for this')
  }
  if (cors(request, response)) return
  const method = request.method ?? 'GET'
  try {
    const found = findEndpoint(method, url.pathname)
    if (!found || found.endpoint.method === 'WEBSOCKET') throw notFound(`${method} ${url.pathname}`)
    const { endpoint, params } = found
    const editor = admit(endpoint.access, request, context)
    checkNames(context, params, `${method} ${url.pathname}`)
    await endpoint.handler({ context, url, params, request, response, editor })
  } catch (error) {
    if (response.headersSent) return void response.end()
    if (error instanceof LakeError) return sendJson(response, error.status, error.body)
    sendJson(response, 500, { error: { type: 'internalError', description: String(error) } })
  }
}

const refuseSocket = (request: IncomingMessage, socket: Duplex) =>
  socket.end(rawAnswer('401 Unauthorized', overTls(request)))

/**
 * A WebSocket opening (browsers open them over HTTP/1.1 as an upgrade), by the same table. A socket's
 * endpoint admits its callers itself, as its `access` says: a refused handshake is a console error
 * in the browser and the signed-out Studio keeps retrying, so presence opens the socket and closes
 * it at once with the code the Studio reads as "signed out" (presence.ts).
 */
export function upgrade(context: LakeContext, request: IncomingMessage, socket: Duplex, head: Buffer) {
  const found = findEndpoint('WEBSOCKET', new URL(request.url ?? '/', 'http://lake').pathname)
  if (!fromThisMachine(request) || found?.endpoint.method !== 'WEBSOCKET') return refuseSocket(request, socket)
  try {
    checkNames(context, found.params, 'WEBSOCKET')
  } catch {
    return refuseSocket(request, socket)
  }
  found.endpoint.upgrade(context, request, socket, head)
}
