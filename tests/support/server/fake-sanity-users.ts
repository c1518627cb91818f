import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for hosted Sanity's `GET /v2021-06-07/users/me` (SANITY_API_ORIGIN in tests):
 * each token it knows answers its user, any other token 401, as Sanity does for a token of another
 * project. `down` answers 502, `hang` never answers; `asked` counts the lookups.
 */
export function createFakeSanityUsers(users: Record<string, Record<string, unknown>>) {
  let server: Server | undefined
  let port = 0
  const waiting = new Set<ServerResponse>()
  const fake = {
    asked: 0,
    down: false,
    hang: false,
    get origin() {
      return `http://127.0.0.1:${port}`
    },
    async start() {
      server = createServer((request, response) => {
        if (request.url !== '/v2021-06-07/users/me') return void response.writeHead(404).end()
        fake.asked += 1
        if (fake.hang) return void waiting.add(response)
        if (fake.down) return void response.writeHead(502).end('Bad Gateway')
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
        const user = users[token]
        response.writeHead(user ? 200 : 401, { 'content-type': 'application/json' })
        response.end(JSON.stringify(user ?? { statusCode: 401, error: 'Unauthorized', message: 'Session not found' }))
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
      return fake
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const response of waiting) response.destroy()
        if (server) server.close(() => resolve())
        else resolve()
      }),
  }
  return fake
}
