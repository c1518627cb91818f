import type { FastifyInstance } from 'fastify'
import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { bookingEventSchema } from '../../src/features/booking/booking-event'

/**
 * Records `calendly.event_scheduled` messages from the booking widget: one JSON line per booking
 * in DATA_DIR/booking-events.jsonl, plus a log line. Calendly itself keeps the booking; this is
 * the site's own record of which page and language led to it.
 */
export function registerBookingEvents(app: FastifyInstance, dataDir: string) {
  const file = path.join(dataDir, 'booking-events.jsonl')
  app.post('/api/booking-events', { bodyLimit: 4096 }, async (request, reply) => {
    const parsed = bookingEventSchema.safeParse(request.body)
    if (!parsed.success) return reply.code(400).send({ error: 'Invalid booking event' })
    const record = { ...parsed.data, at: new Date().toISOString() }
    await mkdir(dataDir, { recursive: true })
    await appendFile(file, `${JSON.stringify(record)}\n`)
    request.log.info({ booking: record }, 'booking scheduled')
    return reply.code(204).send()
  })
}
