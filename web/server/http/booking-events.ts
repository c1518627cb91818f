import type { FastifyInstance } from 'fastify'
import { bookingEventSchema } from '../../src/features/booking/booking-event'
import { sendGenericError } from '../api-errors'
import type { LeadServices } from '../leads/services'
import type { RateLimiter } from '../rate-limit'
import { clientKey } from '../rate-keys'

type Options = { leads: Pick<LeadServices, 'store' | 'outbox' | 'bookingDeliveries'>; limiter: RateLimiter }

/** A visitor books a handful of meetings at most; anything past this in 10 minutes is a flood. */
export const bookingRateLimit = { limit: 5, windowMs: 10 * 60_000 }

/**
 * Records `calendly.event_scheduled` messages from the booking widget as `booking` leads, beside
 * the contact and analysis requests: which page and language led to the booking, and where the
 * visit came from. Calendly itself keeps the booking. Validated, bounded (4 kB body), rate-limited
 * per client, and stored once per Calendly event, so a flood writes nothing past the limit. The
 * agency's notice (and, with `CALENDLY_TOKEN`, the invitee's look-up) is queued with the lead.
 */
export function registerBookingEvents(app: FastifyInstance, { leads, limiter }: Options) {
  app.post('/api/booking-events', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const { allowed, retryAfterSeconds } = await limiter.take(`booking:${clientKey(request.ip)}`)
    if (!allowed)
      return sendGenericError(request, reply.header('Retry-After', String(retryAfterSeconds)), 429, 'rate_limited')
    const parsed = bookingEventSchema.safeParse(request.body)
    if (!parsed.success) return sendGenericError(request, reply, 400, 'invalid')
    const { language, attribution, ...data } = parsed.data
    const { lead, created } = await leads.store.addLead(
      {
        kind: 'booking',
        // One lead per Calendly event, however often the widget reports it.
        ...(data.eventUri && { idempotencyKey: `booking:${data.eventUri}` }),
        language,
        clientIp: request.ip,
        data,
        // The page is the one the booking was made on, whether or not the attribution came through.
        attribution: { ...attribution, page: attribution?.page ?? data.path },
      },
      leads.bookingDeliveries(data.inviteeUri),
    )
    request.log.info({ leadId: lead.id, created }, created ? 'booking recorded' : 'booking repeated')
    if (created) leads.outbox.wake()
    return reply.code(204).send()
  })
}
