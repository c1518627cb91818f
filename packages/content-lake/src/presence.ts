import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { editorOf, sessionOf } from './access'
import type { Sessions } from './credential'

/**
 * The Studio's presence socket (`/v<date>/socket/<dataset>`): JSON-RPC over a WebSocket, as
 * Sanity's bifur speaks it. Each Studio subscribes to `presence`, announces where it is, asks the
 * others to announce themselves (roll call) and says goodbye; the lake passes every such message
 * to every subscriber, marked with the sender's user, so two editors see each other in a document.
 * A browser that signs out leaves: its sockets close, and the others stop showing it.
 */
type Rpc = { id?: string; method?: string; params?: Record<string, unknown> }

type Client = {
  /** The user behind the socket, as `/users/me` names it to the same browser. */
  user: string
  /** The browser's sign-in (its session cookie), which "Sign out" ends. */
  signIn: string
  subscription?: string
  /** The Studio sessions this socket announced, said goodbye for when it drops without doing so. */
  sessions: Set<string>
}

const heartbeatMs = 20_000

/** The close code `@sanity/bifur-client` names "unauthorized": the socket's sign-in has ended. */
const unauthorized = 4001

/** For signed-in browsers only: any other is closed at once with 4001. */
export function createPresence(signIns: Sessions) {
  const server = new WebSocketServer({ noServer: true })
  const clients = new Map<WebSocket, Client>()
  let next = 0

  const broadcast = (event: Record<string, unknown>) => {
    for (const [socket, { subscription }] of clients) {
      if (subscription === undefined) continue
      socket.send(
        JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }),
      )
    }
  }

  const answer = (socket: WebSocket, id: string | undefined, result: unknown) =>
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, result }))

  function receive(socket: WebSocket, client: Client, rpc: Rpc) {
    const params = rpc.params ?? {}
    const i = client.user
    switch (rpc.method) {
      case 'presence_subscribe':
        client.subscription = `presence-${++next}`
        return answer(socket, rpc.id, client.subscription)
      case 'presence_unsubscribe':
        client.subscription = undefined
        return answer(socket, rpc.id, true)
      case 'presence_announce': {
        const data = params.data as { sessionId?: unknown } | undefined
        if (typeof data?.sessionId === 'string') client.sessions.add(data.sessionId)
        broadcast({ type: 'state', i, m: data })
        return answer(socket, rpc.id, true)
      }
      case 'presence_rollcall':
        broadcast({ type: 'rollCall', i, session: params.session })
        return answer(socket, rpc.id, true)
      case 'presence_disconnect':
        client.sessions.delete(String(params.session))
        broadcast({ type: 'disconnect', i, m: { session: params.session } })
        return answer(socket, rpc.id, true)
      default:
        socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: rpc.id, error: { code: -32601, message: `Unknown ${rpc.method}` } }),
        )
    }
  }

  /** The socket's browser is gone: the others stop showing the Studio sessions it announced. */
  const leave = (socket: WebSocket, client: Client) => {
    if (!clients.delete(socket)) return
    for (const session of client.sessions) broadcast({ type: 'disconnect', i: client.user, m: { session } })
  }

  // At once, not after the closing handshake: from its sign-out on, the browser neither shows nor sees.
  signIns.onEnd((signIn) => {
    for (const [socket, client] of clients) {
      if (client.signIn !== signIn) continue
      leave(socket, client)
      socket.close(unauthorized, 'Signed out')
    }
  })

  server.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    // Told in the socket, not by refusing it: a browser cannot read a refused handshake's status,
    // logs it as an error, and the Studio, signed out but still holding its socket, retries.
    const editor = editorOf(request, signIns)
    if (!editor) return socket.close(unauthorized, 'Not signed in')
    const client: Client = { user: editor.id, signIn: sessionOf(request)!, sessions: new Set() }
    clients.set(socket, client)
    const heartbeat = setInterval(() => socket.send('♥'), heartbeatMs)
    socket.on('message', (data) => {
      if (!clients.has(socket)) return
      try {
        receive(socket, client, JSON.parse(String(data)) as Rpc)
      } catch {
        // Not JSON-RPC: bifur ignores such messages too.
      }
    })
    socket.on('close', () => {
      clearInterval(heartbeat)
      // A closed tab or a lost connection.
      leave(socket, client)
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
