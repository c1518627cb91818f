import Fastify from 'fastify'
import { beforeEach, describe, expect, it } from 'vitest'
import { registerErrorHandling } from '../api-errors'
import { openSqliteStore } from '../leads/sqlite'
import type { LeadStore } from '../leads/types'
import { createStoreRateLimiter } from '../rate-limit'
import { bookingRateLimit, registerBookingEvents } from './booking-events'

const event = {
  event: 'calendly.event_scheduled',
  path: '/contacto',
  language: 'en',
  eventUri: 'https://api.calendly.com/scheduled_events/evt-1',
  inviteeUri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
}

let store: LeadStore
let app: ReturnType<typeof Fastify>
beforeEach(async () => {
  store = await openSqliteStore(':memory:')
  app = Fastify({ logger: false })
  registerErrorHandling(app)
  registerBookingEvents(app, { store, limiter: createStoreRateLimiter(store, bookingRateLimit) })
  await app.ready()
})

const post = (payload: unknown, remoteAddress = '203.0.113.5') =>
  app.inject({ method: 'POST', url: '/api/booking-events', payload: payload as object, remoteAddress })

describe('POST /api/booking-events', () => {
  it('stores a booking as a lead once per Calendly event', async () => {
    expect((await post(event)).statusCode).toBe(204)
    expect((await post(event)).statusCode).toBe(204)
    const leads = await store.listLeads({ kind: 'booking' })
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      language: 'en',
      clientIp: '203.0.113.5',
      data: { path: '/contacto', eventUri: event.eventUri },
    })
  })

  it.each([
    ['a javascript: URI', { eventUri: 'javascript:alert(1)' }],
    ['a data: URI', { inviteeUri: 'data:text/html,<script>x</script>' }],
    ['a plain http URI', { eventUri: 'http://api.calendly.com/x' }],
    ['CR/LF in the path', { path: '/contacto\r\nSet-Cookie: a=b' }],
    ['a path that is not one', { path: 'https://evil.test/' }],
    ['an unknown field', { note: 'x' }],
    ['a long path', { path: `/${'a'.repeat(300)}` }],
  ])('refuses %s with the API error body and stores nothing', async (_name, change) => {
    const response = await post({ ...event, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'invalid', message: expect.any(String) })
    expect(await store.listLeads({ kind: 'booking' })).toEqual([])
  })

  it('refuses bodies over 1 kB', async () => {
    expect((await post({ ...event, path: `/${'a'.repeat(2000)}` })).json()).toMatchObject({ error: 'too_large' })
  })

  it('stores at most the rate limit from one client in a flood (an IPv6 /64 counting as one)', async () => {
    const statuses = []
    for (let i = 0; i < 30; i++)
      statuses.push((await post({ ...event, eventUri: `${event.eventUri}-${i}` }, `2001:db8:9:9::${i + 1}`)).statusCode)
    expect(statuses.filter((status) => status === 204)).toHaveLength(bookingRateLimit.limit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - bookingRateLimit.limit)
    expect(await store.listLeads({ kind: 'booking' })).toHaveLength(bookingRateLimit.limit)
  })
})
