import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Calendly's API: `GET /scheduled_events/<event>/invitees/<invitee>` answers the
 * invitee set with `invitee()` when the bearer token is right (401 otherwise, 404 for an unknown
 * invitee). While `down` it answers 503. Every request is kept, with its Authorization header.
 */
export function createFakeCalendly(token: string) {
  const invitees = new Map<string, Record<string, unknown>>()
  const requests: { path: string; authorization: string | undefined }[] = []
  let server: Server | undefined
  let port = 0
  const fake = {
    requests,
    down: false,
    get origin() {
      return `http://127.0.0.1:${port}`
    },
    /** Calendly's invitee resource for `path`; returns its address as Calendly's widget reports it. */
    invitee(path: string, resource: Record<string, unknown>) {
      invitees.set(path, resource)
      return `https://api.calendly.com${path}`
    },
    async start() {
      server = createServer((request, response) => {
        const path = request.url ?? '/'
        requests.push({ path, authorization: request.headers.authorization })
        const answer = (status: number, body?: unknown) =>
          void response.writeHead(status, { 'Content-Type': 'application/json' }).end(body && JSON.stringify(body))
        if (fake.down) return answer(503)
        if (request.headers.authorization !== `Bearer ${token}`) return answer(401, { title: 'Unauthenticated' })
        const resource = invitees.get(path)
        if (!resource) return answer(404, { title: 'Resource Not Found' })
        answer(200, { resource: { uri: `${fake.origin}${path}`, status: 'active', ...resource } })
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
      return fake
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return fake
}
