import type { IncomingMessage } from 'node:http'
import type { Http2ServerRequest } from 'node:http2'
import type { TLSSocket } from 'node:tls'
import { LakeError } from './errors'

export type LakeRequest = IncomingMessage | Http2ServerRequest
/** What the lake uses of a response, common to HTTP/1.1 and HTTP/2 (compatibility API). */
export type LakeResponse = {
  readonly headersSent: boolean
  writeHead(status: number, headers?: Record<string, string | number | string[]>): unknown
  setHeader(name: string, value: string): unknown
  write(chunk: string): boolean
  end(): unknown
  end(chunk: string | Buffer): unknown
  on(event: 'close', listener: () => void): unknown
}

const maxBody = 64 * 1024 * 1024

export async function readBody(request: LakeRequest): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBody) throw new LakeError(413, 'payloadTooLarge', 'The request body is larger than 64 MB')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export async function readJson<T>(request: LakeRequest): Promise<T> {
  const body = await readBody(request)
  try {
    return JSON.parse(body.toString('utf8') || '{}') as T
  } catch {
    throw new LakeError(400, 'invalidJson', 'The request body is not valid JSON')
  }
}

export function sendJson(response: LakeResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

/** The origins the lake answers with CORS: pages served from this machine only. */
const loopbackOrigin = /^https?:\/\/(([a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

const loopbackHost = /^(([a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

/**
 * Only this machine's pages and programs: a request from a page elsewhere (an `Origin` that is not
 * loopback), or under a name that is not loopback (DNS rebinding), could otherwise edit content.
 */
export function fromThisMachine(request: LakeRequest): boolean {
  const origin = request.headers.origin
  const host = request.headers.host ?? request.headers[':authority']
  if (typeof host !== 'string' || !loopbackHost.test(host)) return false
  return origin === undefined || (typeof origin === 'string' && loopbackOrigin.test(origin))
}

/** The Studio calls with credentials from another origin, so every answer names that origin. */
export function cors(request: LakeRequest, response: LakeResponse): boolean {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || !loopbackOrigin.test(origin)) return false
  response.setHeader('access-control-allow-origin', origin)
  response.setHeader('access-control-allow-credentials', 'true')
  response.setHeader('vary', 'origin')
  if (request.method !== 'OPTIONS') return false
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  response.setHeader('access-control-allow-headers', String(request.headers['access-control-request-headers'] ?? '*'))
  response.setHeader('access-control-max-age', '600')
  response.writeHead(204)
  response.end()
  return true
}

/** Whether the request came over the TLS side of the lake's port (lake.ts), HTTP/2 or HTTP/1.1. */
export const overTls = (request: LakeRequest) => (request.socket as Partial<TLSSocket>).encrypted === true

/**
 * Pages for a person (the Studio, the login address) go over https: the session cookie is
 * Secure, and the Studio calls the lake on the page's own origin. True when it redirected.
 */
export function redirectToHttps(request: LakeRequest, url: URL, response: LakeResponse): boolean {
  if (overTls(request)) return false
  response.writeHead(308, { location: `https://${request.headers.host ?? 'localhost'}${url.pathname}${url.search}` })
  response.end()
  return true
}
