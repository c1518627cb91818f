import type { FastifyInstance } from 'fastify'
import type { ContentSource } from '../content'

/** Liveness plus a real content round trip, so a dead content store shows up here. */
export function registerHealth(app: FastifyInstance, content: ContentSource) {
  app.get('/healthz', async (request, reply) => {
    const started = performance.now()
    try {
      const layout = await content.fetch('layout', 'es')
      if (!layout) throw new Error('site settings missing')
      // Served from memory while the store does not answer: the site is up, its content may be old.
      const stale = content.stale?.() ?? false
      return { status: 'ok', content: content.mode, contentMs: Math.round(performance.now() - started), stale }
    } catch (error) {
      request.log.error({ err: error }, 'health check failed')
      return reply.code(503).send({ status: 'error', content: content.mode })
    }
  })
}
