import Fastify from 'fastify'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { registerErrorHandling } from '../api-errors'
import { loadEnv } from '../env.server'
import { createLeadServices, type LeadServices } from '../leads/services'
import { bookingFloodLimit, bookingRateLimit, registerBookingEvents } from './booking-events'

const event = {
  event: 'calendly.event_scheduled',
  path: '/contacto',
  language: 'en',
  eventUri: 'https://api.calendly.com/scheduled_events/evt-1',
  inviteeUri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
}

let leads: LeadServices
let app: ReturnType<typeof Fastify>

/** The route on lead services of its own (a fresh store); the outbox is not started, so deliveries wait. */
async function start(variables: Record<string, string> = {}) {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'booking-')), ...variables })
  app = Fastify({ logger: false })
  leads = await createLeadServices(env, app.log)
  registerErrorHandling(app)
  registerBookingEvents(app, { leads })
  await app.ready()
}
afterEach(async () => {
  await app.close()
  await leads.close()
})

const post = (payload: unknown, remoteAddress = '203.0.113.5') =>
  app.inject({ method: 'POST', url: '/api/booking-events', payload: payload as object, remoteAddress })
const queued = async () => (await leads.store.listDeliveries('pending')).map((delivery) => delivery.kind).sort()

describe('POST /api/booking-events', () => {
  it('stores a booking as a lead once per Calendly event', async () => {
    await start()
    expect((await post(event)).statusCode).toBe(204)
    expect((await post(event)).statusCode).toBe(204)
    const stored = await leads.store.listLeads({ kind: 'booking' })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      language: 'en',
      clientIp: '203.0.113.5',
      data: { path: '/contacto', eventUri: event.eventUri },
    })
  })

  it('keeps where the visit came from; the page is the booking’s own when the attribution names none', async () => {
    await start()
    const attribution = { page: '/contacto', referrerHost: 'l.facebook.com', utm: { utm_source: 'facebook' } }
    await post({ ...event, attribution })
    await post({ ...event, eventUri: `${event.eventUri}-2`, attribution: { page: 42, utm: { utm_medium: 'cpc' } } })
    await post({ ...event, eventUri: `${event.eventUri}-3`, attribution: 'nonsense' })
    const stored = await leads.store.listLeads({ kind: 'booking' })
    expect(stored.map((lead) => lead.attribution).reverse()).toEqual([
      attribution,
      { page: '/contacto', utm: { utm_medium: 'cpc' } },
      { page: '/contacto' },
    ])
    expect(stored.every((lead) => !('attribution' in lead.data))).toBe(true)
  })

  it('takes the longest attribution the schema allows within its body limit', async () => {
    await start()
    const tag = 'ñ'.repeat(100)
    const attribution = {
      page: `/${'a'.repeat(199)}`,
      referrerHost: `${'h'.repeat(63)}.${'o'.repeat(63)}.${'s'.repeat(63)}.${'t'.repeat(61)}`,
      utm: { utm_source: tag, utm_medium: tag, utm_campaign: tag, utm_term: tag, utm_content: tag },
    }
    const long = { ...event, path: attribution.page, eventUri: `${event.eventUri}-${'e'.repeat(240)}`, attribution }
    expect((await post(long)).statusCode).toBe(204)
    expect((await leads.store.listLeads({ kind: 'booking' }))[0]?.attribution).toEqual(attribution)
  })

  it('queues the agency’s notice with the booking, once per Calendly event; without CALENDLY_TOKEN nothing more', async () => {
    await start()
    await post(event)
    await post(event)
    expect(await queued()).toEqual(['agency-email'])
  })

  it('with CALENDLY_TOKEN, queues the invitee’s look-up for an invitee on Calendly’s API only', async () => {
    await start({ CALENDLY_TOKEN: 'calendly-token' })
    await post(event)
    await post(event)
    await post({
      ...event,
      eventUri: `${event.eventUri}-2`,
      inviteeUri: 'https://evil.test/scheduled_events/e/invitees/i',
    })
    await post({ ...event, eventUri: `${event.eventUri}-3`, inviteeUri: undefined })
    expect(await queued()).toEqual(['agency-email', 'agency-email', 'agency-email', 'calendly-invitee'])
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
    await start()
    const response = await post({ ...event, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'invalid', message: expect.any(String) })
    expect(await leads.store.listLeads({ kind: 'booking' })).toEqual([])
    expect(await queued()).toEqual([])
  })

  it('refuses bodies over 4 kB', async () => {
    await start()
    expect((await post({ ...event, path: `/${'a'.repeat(5000)}` })).json()).toMatchObject({ error: 'too_large' })
  })
})

describe.each(storeFactories())('POST /api/booking-events from one client, $engine', (factory) => {
  afterAll(() => factory.cleanup())
  const flood = async (count: number, network: string) => {
    await start(await factory.serverEnv())
    const responses = []
    // Every address of one IPv6 /64 counts as one client.
    for (let i = 0; i < count; i++)
      responses.push(await post({ ...event, eventUri: `${event.eventUri}-${network}-${i}` }, `${network}::${i + 1}`))
    const stored = (await leads.store.listLeads({ kind: 'booking' })).filter((lead) =>
      lead.clientIp.startsWith(`${network}::`),
    )
    return { responses, stored }
  }

  it('stores every booking past the rate limit, flagged as over it', async () => {
    const { responses, stored } = await flood(bookingRateLimit.limit + 3, '2001:db8:9:9')
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 204))
    expect(stored).toHaveLength(bookingRateLimit.limit + 3)
    expect(stored.filter((lead) => lead.data.overRateLimit === true)).toHaveLength(3)
    expect(stored.filter((lead) => !('overRateLimit' in lead.data))).toHaveLength(bookingRateLimit.limit)
  })

  it('refuses a flood past its ceiling with a 429 and stores nothing of it', async () => {
    const { responses, stored } = await flood(bookingFloodLimit.limit + 10, '2001:db8:8:8')
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 204)).toHaveLength(bookingFloodLimit.limit)
    expect(statuses.slice(bookingFloodLimit.limit)).toEqual(Array(10).fill(429))
    expect(responses.at(-1)?.json()).toMatchObject({ error: 'rate_limited' })
    expect(Number(responses.at(-1)?.headers['retry-after'])).toBeGreaterThan(0)
    expect(stored).toHaveLength(bookingFloodLimit.limit)
  })
})
