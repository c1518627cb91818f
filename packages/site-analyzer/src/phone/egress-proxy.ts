import { Agent, createServer, request as upstreamRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { UrlPolicy } from '../address-policy'
import { resolveChecked, type Resolver } from '../safe-fetch'

export type EgressProxy = {
  /** Where Chromium's `--proxy-server` points, on 127.0.0.1. */
  url: string
  /** `host:port` of every destination refused, in order (at most 200 kept). */
  refused: string[]
  close: () => Promise<void>
}

/** Headers that belong to the hop between the browser and us, not to the site. */
const hopHeaders = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive', 'upgrade', 'te']
const idleMs = 15_000

/**
 * The browser's only way out. Every plain request (absolute URL) and every CONNECT tunnel (TLS and
 * WebSocket) names a destination that goes through `resolveChecked` — the fetcher's own policy — and
 * the proxy then connects to exactly the checked address, so the browser never resolves a name
 * itself and DNS rebinding gets no second question. `maxBytes` bounds what one analysis may pull in.
 */
export async function startEgressProxy(
  policy: UrlPolicy,
  { resolve, maxBytes = 64 * 1024 * 1024 }: { resolve?: Resolver; maxBytes?: number } = {},
): Promise<EgressProxy> {
  const refused: string[] = []
  const sockets = new Set<Duplex>()
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  let bytes = 0
  const refuse = (destination: string) => void (refused.length < 200 && refused.push(destination))
  const count = (chunk: Buffer) => {
    bytes += chunk.length
    return bytes <= maxBytes
  }

  async function forward(request: IncomingMessage, response: ServerResponse) {
    let url: URL
    try {
      url = new URL(request.url ?? '')
      if (url.protocol !== 'http:') throw new Error('only http:// travels unencrypted through the proxy')
    } catch {
      return response.writeHead(400).end()
    }
    const target = await resolveChecked(url, policy, resolve).catch(() => undefined)
    if (!target) {
      refuse(url.host)
      return response.writeHead(403).end()
    }
    const headers = { ...request.headers }
    for (const name of hopHeaders) delete headers[name]
    const upstream = upstreamRequest(
      {
        host: target.address,
        family: target.family,
        port: url.port || 80,
        path: url.pathname + url.search,
        method: request.method,
        headers,
        agent,
        timeout: idleMs,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.on('data', (chunk: Buffer) => (count(chunk) ? response.write(chunk) : answer.destroy()))
        answer.on('end', () => response.end())
        answer.on('error', () => response.destroy())
      },
    )
    upstream.on('timeout', () => upstream.destroy())
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()))
    request.pipe(upstream)
  }

  async function tunnel(request: IncomingMessage, client: Duplex, head: Buffer) {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => client.destroy())
    // The port decides the policy (443 and 80 only, unless allow-listed); TLS itself is not inspected.
    const url = URL.parse(`https://${request.url ?? ''}`)
    const target = url && (await resolveChecked(url, policy, resolve).catch(() => undefined))
    if (!url || !target) {
      refuse(String(request.url))
      return client.end('HTTP/1.1 403 Forbidden\r\n\r\n')
    }
    const upstream: Socket = connect({ host: target.address, port: Number(url.port || 443), family: target.family })
    sockets.add(upstream)
    upstream.setTimeout(idleMs, () => upstream.destroy())
    upstream.on('close', () => (sockets.delete(upstream), client.destroy()))
    upstream.on('error', () => client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n'))
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length) upstream.write(head)
      client.pipe(upstream)
      upstream.on('data', (chunk: Buffer) => (count(chunk) ? client.write(chunk) : upstream.destroy()))
    })
    client.on('close', () => upstream.destroy())
  }

  const server = createServer((request, response) => void forward(request, response))
  server.on('connect', (request: IncomingMessage, client: Duplex, head: Buffer) => void tunnel(request, client, head))
  // A WebSocket without CONNECT would bypass the tunnel's checks: the proxy does not speak it.
  server.on('upgrade', (_request: IncomingMessage, client: Duplex) => client.end('HTTP/1.1 403 Forbidden\r\n\r\n'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
