import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'

/**
 * The Studio's presence socket (`/v<date>/socket/<dataset>`): JSON-RPC over a WebSocket, as
 * Sanity's bifur speaks it. Each Studio subscribes to `presence`, announces where it is, asks the
 * others to announce themselves (roll call) and says goodbye; the lake passes every such message
 * to every subscriber, so two tabs or two editors see each other in the same document.
 */
type Rpc = { id?: string; method?: string; params?: Record<string, unknown> }

const heartbeatMs = 20_000

export function createPresence(userId: string) {
  const server = new WebSocketServer({ noServer: true })
  const subscribers = new Map<WebSocket, string>()
  let next = 0

  const broadcast = (event: Record<string, unknown>) => {
    for (const [socket, subscription] of subscribers) {
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }),
      )
    }
  }

  const answer = (socket: WebSocket, id: string | undefined, result: unknown) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }))

  function receive(socket: WebSocket, rpc: Rpc) {
    const params = rpc.params ?? {}
    switch (rpc.method) {
      case 'presence_subscribe':
        subscribers.set(socket, `presence-${++next}`)
        return answer(socket, rpc.id, subscribers.get(socket))
      case 'presence_unsubscribe':
        subscribers.delete(socket)
        return answer(socket, rpc.id, true)
      case 'presence_announce':
        broadcast({ type: 'state', i: userId, m: params.data })
        return answer(socket, rpc.id, true)
      case 'presence_rollcall':
        broadcast({ type: 'rollCall', i: userId, session: params.session })
        return answer(socket, rpc.id, true)
      case 'presence_disconnect':
        broadcast({ type: 'disconnect', i: userId, m: { session: params.session } })
        return answer(socket, rpc.id, true)
      default:
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32601, message: `Unknown ${rpc.method}` } }),
        )
    }
  }

  server.on('connection', (socket: WebSocket) => {
    const heartbeat = setInterval(() => socket.send('♥'), heartbeatMs)
    socket.on('message', (data) => {
      try {
        receive(socket, JSON.parse(String(data)) as Rpc)
      } catch {
        // Not JSON-RPC: bifur ignores such messages too.
      }
    })
    socket.on('close', () => {
      clearInterval(heartbeat)
      subscribers.delete(socket)
    })
  })

  return {
    upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      server.handleUpgrade(request, socket, head, (client) => server.emit('connection', client, request)),
    close: () => {
      for (const client of server.clients) client.terminate()
      server.close()
    },
  }
}
