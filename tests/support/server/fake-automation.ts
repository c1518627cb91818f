import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the outside automation behind LEAD_FORWARD_URL (tests, the contact bench).
 * While `down` it answers 503, like an automation that is failing.
 */
export function createFakeAutomation() {
  const received: { key: string | undefined; body: Record<string, unknown> }[] = []
  let server: Server | undefined
  let port = 0
  const fake = {
    received,
    down: false,
    get url() {
      return `http://127.0.0.1:${port}/hook`
    },
    async start() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          if (fake.down) return void response.writeHead(503).end()
          const key = request.headers['idempotency-key']
          received.push({
            key: typeof key === 'string' ? key : undefined,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          })
          response.writeHead(204).end()
        })
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
      return fake
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return fake
}
