import type { FastifyInstance } from 'fastify'
import { bookingEventSchema } from '../../src/features/booking/booking-event'
import { sendGenericError } from '../api-errors'
import type { LeadStore } from '../leads/types'
import type { RateLimiter } from '../rate-limit'
import { clientKey } from '../rate-keys'

type Options = { store: Pick<LeadStore, 'addLead'>; limiter: RateLimiter }

/** A visitor books a handful of meetings at most; anything past this in 10 minutes is a flood. */
export const bookingRateLimit = { limit: 5, windowMs: 10 * 60_000 }

/**
 * Records `calendly.event_scheduled` messages from the booking widget as `booking` leads, beside
 * the contact and analysis requests: which page and language led to the booking. Calendly itself
 * keeps the booking. Validated, bounded (1 kB body), rate-limited per client, and stored once per
 * Calendly event, so a flood writes nothing past the limit.
 */
export function registerBookingEvents(app: FastifyInstance, { store, limiter }: Options) {
  app.post('/api/booking-events', { bodyLimit: 1024 }, async (request, reply) => {
    const { allowed, retryAfterSeconds } = await limiter.take(`booking:${clientKey(request.ip)}`)
    if (!allowed)
      return sendGenericError(request, reply.header('Retry-After', String(retryAfterSeconds)), 429, 'rate_limited')
    const parsed = bookingEventSchema.safeParse(request.body)
    if (!parsed.success) return sendGenericError(request, reply, 400, 'invalid')
    const { language, ...data } = parsed.data
    const { lead, created } = await store.addLead(
      {
        kind: 'booking',
        // One lead per Calendly event, however often the widget reports it.
        ...(data.eventUri && { idempotencyKey: `booking:${data.eventUri}` }),
        language,
        clientIp: request.ip,
        data,
      },
      [],
    )
    request.log.info({ leadId: lead.id, created }, created ? 'booking recorded' : 'booking repeated')
    return reply.code(204).send()
  })
}
