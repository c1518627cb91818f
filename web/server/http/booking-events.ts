import type { FastifyInstance } from 'fastify'
import { bookingEventSchema } from '../../src/features/booking/booking-event'
import { sendGenericError } from '../api-errors'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter } from '../rate-limit'
import { clientKey } from '../rate-keys'

type Options = { leads: Pick<LeadServices, 'store' | 'outbox' | 'bookingDeliveries'> }

/**
 * A visitor books a handful of meetings at most. Past this in 10 minutes a booking is still a lead
 * (an office behind one address books for several people): it is stored, flagged `overRateLimit`.
 */
export const bookingRateLimit = { limit: 5, windowMs: 10 * 60_000 }
/** Far past what any office books: past this in 10 minutes it is a flood, refused and not stored. */
export const bookingFloodLimit = { limit: 50, windowMs: 10 * 60_000 }

/**
 * Records `calendly.event_scheduled` messages from the booking widget as `booking` leads, beside
 * the contact and analysis requests: which page and language led to the booking, and where the
 * visit came from. Calendly itself keeps the booking. Validated, bounded (4 kB body), stored once
 * per Calendly event; per client, flagged past `bookingRateLimit` and refused (429, nothing
 * written) past `bookingFloodLimit`. A refused check takes no slot, so the two count apart. The
 * agency's notice (and, with `CALENDLY_TOKEN`, the invitee's look-up) is queued with the lead.
 */
export function registerBookingEvents(app: FastifyInstance, { leads }: Options) {
  const flood = createStoreRateLimiter(leads.store, bookingFloodLimit)
  const flag = createStoreRateLimiter(leads.store, bookingRateLimit)
  app.post('/api/booking-events', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const client = clientKey(request.ip)
    const { allowed, retryAfterSeconds } = await flood.take(`booking-flood:${client}`)
    if (!allowed)
      return sendGenericError(request, reply.header('Retry-After', String(retryAfterSeconds)), 429, 'rate_limited')
    const parsed = bookingEventSchema.safeParse(request.body)
    if (!parsed.success) return sendGenericError(request, reply, 400, 'invalid')
    const { language, attribution, ...event } = parsed.data
    const overRateLimit = !(await flag.take(`booking:${client}`)).allowed
    const data = overRateLimit ? { ...event, overRateLimit } : event
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
    request.log.info({ leadId: lead.id, created, overRateLimit }, created ? 'booking recorded' : 'booking repeated')
    if (created) leads.outbox.wake()
    return reply.code(204).send()
  })
}
