import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FixtureRoute = { status?: number; headers?: Record<string, string>; body?: string | Buffer }
export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void

/**
 * A local web site on 127.0.0.1 for the analyzer's tests and benchmark: a map of paths to answers,
 * or a handler for the odd cases (slow answers, endless bodies). Never reachable from outside.
 */
export async function startFixtureSite(routes: Record<string, FixtureRoute | FixtureHandler>, listenPort = 0) {
  const server = createServer((request, response) => {
    const route = routes[new URL(request.url ?? '/', 'http://fixture').pathname]
    if (typeof route === 'function') return route(request, response)
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    const body = route.body ?? ''
    // Like real servers, announce the length on HEAD too: the analyzer sizes resources from it.
    response.writeHead(route.status ?? 200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...route.headers,
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    port,
    host: `127.0.0.1:${port}`,
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FixtureSite = Awaited<ReturnType<typeof startFixtureSite>>
