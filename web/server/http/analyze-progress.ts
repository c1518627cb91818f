import type { FastifyInstance } from 'fastify'
import { progressIdPattern } from '../../src/features/analysis/request'
import { sendGenericError } from '../api-errors'
import type { ProgressHub } from '../analyzer/progress'
import { clientKey } from '../rate-keys'

/** A stream that nobody closes ends after this long: an analysis answers within 90 s. */
const maxStreamMs = 120_000

/**
 * GET /api/analyze/progress/:id — Server-Sent Events with the stages of the analysis the visitor's
 * browser started with `progressId: id`, so the page can say what is being checked while it waits.
 * Each event is `{ stage, step, of }`; `done` ends the stream.
 */
export function registerAnalyzeProgress(app: FastifyInstance, hub: ProgressHub) {
  app.get<{ Params: { id: string } }>('/api/analyze/progress/:id', (request, reply) => {
    const { id } = request.params
    if (!progressIdPattern.test(id)) return sendGenericError(request, reply, 400, 'invalid')
    const stream = reply.raw
    const subscription = hub.subscribe(
      id,
      clientKey(request.ip),
      (event) => {
        stream.write(`data: ${JSON.stringify(event)}\n\n`)
        if (event.stage === 'done') end()
      },
      () => end(),
    )
    if ('refused' in subscription) {
      reply.header('Retry-After', String(subscription.retryAfterSeconds))
      return subscription.refused === 'client'
        ? sendGenericError(request, reply, 429, 'rate_limited')
        : sendGenericError(request, reply, 503, 'unavailable')
    }
    const { latest, unsubscribe } = subscription
    reply.hijack()
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    })
    stream.write('retry: 2000\n\n')
    // The latest stage comes first, never `done` (a finished analysis is forgotten).
    if (latest) stream.write(`data: ${JSON.stringify(latest)}\n\n`)
    const timer = setTimeout(() => end(), maxStreamMs)
    function end() {
      clearTimeout(timer)
      unsubscribe()
      stream.end()
    }
    request.raw.on('close', end)
  })
}
