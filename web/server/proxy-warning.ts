import type { FastifyInstance } from 'fastify'

/**
 * Behind a proxy that TRUST_PROXY does not name, every visitor arrives from the proxy's address,
 * so all of them share one rate-limit bucket. The first request that shows it (X-Forwarded-For
 * present but not believed) logs one warning; the addresses themselves stay out of the log.
 */
export function warnOnUntrustedProxy(app: FastifyInstance) {
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return
    if (request.ip !== request.socket.remoteAddress) return
    warned = true
    request.log.warn(
      'requests carry X-Forwarded-For from a peer TRUST_PROXY does not name: every visitor behind that proxy shares one client address and one rate-limit bucket; set TRUST_PROXY to the proxy (README, Deploying)',
    )
  })
}
