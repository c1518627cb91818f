import { describe, expect, it } from 'vitest'
import {
  analysisData,
  atTime,
  bookingData,
  contactData,
  dayMs,
  newLead,
} from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import type { NewLead } from './types'

const week = (weekLabel: string, start: string, counts: Partial<Record<string, number>> = {}) => ({
  week: weekLabel,
  start,
  analysesRequested: 0,
  analysesCompleted: 0,
  contactRequests: 0,
  bookings: 0,
  won: 0,
  ...counts,
})

describe.each(storeFactories())('the funnel on $engine', (factory) => {
  const context = useStore(factory)
  const add = async (at: string | number, lead: NewLead) =>
    (await atTime(at, () => context.store.addLead(lead, []))).lead.id

  it('counts each ISO week (Monday to Sunday, UTC) of requests, completed analyses, bookings and wins', async () => {
    const { store } = context
    await add('2030-12-29T23:59:59.999Z', newLead('contact', contactData())) // before `from`
    await add('2030-12-31T10:00:00Z', newLead('analysis', analysisData({ outcome: 'done' })))
    const refused = await add('2031-01-01T10:00:00Z', newLead('analysis', analysisData({ outcome: 'refused' })))
    await add('2031-01-05T23:59:59.999Z', newLead('contact', contactData())) // Sunday: still the first week
    const contact = await add('2031-01-06T00:00:00Z', newLead('contact', contactData())) // Monday: the next
    await add('2031-01-08T10:00:00Z', newLead('booking', bookingData()))
    await add('2031-01-19T10:00:00Z', newLead('booking', bookingData()))
    await add('2031-01-20T00:00:00Z', newLead('booking', bookingData())) // `to` itself: outside
    await atTime('2031-01-09T10:00:00Z', () => store.setStatus(contact, 'won', 'María'))
    await atTime('2031-01-10T10:00:00Z', () => store.setStatus(refused, 'won', 'María'))
    await atTime('2031-01-11T10:00:00Z', () => store.setStatus(refused, 'contacted', 'María')) // not a win
    await atTime('2031-01-25T10:00:00Z', () => store.setStatus(refused, 'won', 'María')) // after `to`

    const funnel = await store.funnel({ from: new Date('2030-12-30T00:00:00Z'), to: new Date('2031-01-20T00:00:00Z') })
    expect(funnel.timeZone).toBe('UTC')
    expect(funnel.weeks).toEqual([
      week('2031-W01', '2030-12-30', { analysesRequested: 2, analysesCompleted: 1, contactRequests: 1 }),
      week('2031-W02', '2031-01-06', { contactRequests: 1, bookings: 1, won: 2 }),
      week('2031-W03', '2031-01-13', { bookings: 1 }),
    ])
  })

  it('counts an analysis as converted when a booking with its e-mail or phone follows within 30 days, once', async () => {
    const at = Date.parse('2031-03-01T12:00:00Z')
    const analysis = (fields: Record<string, unknown>) => add(at, newLead('analysis', analysisData(fields)))
    const booking = (days: number, fields: Record<string, unknown>) =>
      add(at + days * dayMs, newLead('booking', bookingData(fields)))

    await analysis({ email: 'uno@example.test' })
    await booking(29, { email: ' UNO@Example.test' }) // counts
    await analysis({ email: 'dos@example.test' })
    await booking(31, { email: 'dos@example.test' }) // too late
    await analysis({ email: 'tres@example.test', phone: '+503 7000-0001' })
    await booking(10, { phone: '(503) 7000 0001' }) // the phone matches
    await analysis({ email: 'cuatro@example.test' })
    await booking(1, { email: 'cuatro@example.test' })
    await booking(2, { email: 'cuatro@example.test' }) // the same analysis: once
    await analysis({ email: 'cinco@example.test' })
    await booking(-1, { email: 'cinco@example.test' }) // before the analysis
    await add(at + dayMs, newLead('contact', contactData({ correo: 'cinco@example.test' }))) // not a booking

    const funnel = await context.store.funnel({ from: new Date(at), to: new Date(at + 1) })
    expect(funnel.analysisToBooking).toEqual({ analyses: 5, booked: 3 })
  })

  it('counts the leads by source page, referrer host and utm_source', async () => {
    const at = '2031-05-01T12:00:00Z'
    await add(at, newLead('contact', contactData(), { page: '/servicios', referrerHost: 'www.google.com' }))
    await add(
      at,
      newLead('analysis', analysisData(), {
        page: '/servicios',
        referrerHost: 'www.google.com',
        utm: { utm_source: 'google', utm_medium: 'cpc' },
      }),
    )
    await add(at, newLead('booking', bookingData()))

    const funnel = await context.store.funnel({ from: new Date(at), to: new Date(Date.parse(at) + 1) })
    expect(funnel.bySourcePage).toEqual([
      { value: '/servicios', leads: 2 },
      { value: null, leads: 1 },
    ])
    expect(funnel.byReferrerHost).toEqual([
      { value: 'www.google.com', leads: 2 },
      { value: null, leads: 1 },
    ])
    expect(funnel.byUtmSource).toEqual([
      { value: null, leads: 2 },
      { value: 'google', leads: 1 },
    ])
  })

  it('starts the weeks on Monday in the time zone asked for', async () => {
    // Monday 03:00 UTC is still Sunday evening in San Salvador (UTC−6).
    await add('2031-07-14T03:00:00Z', newLead('contact', contactData()))
    const range = { from: new Date('2031-07-07T06:00:00Z'), to: new Date('2031-07-21T06:00:00Z') }

    const local = await context.store.funnel({ ...range, timeZone: 'America/El_Salvador' })
    expect(local.weeks).toEqual([
      week('2031-W28', '2031-07-07', { contactRequests: 1 }),
      week('2031-W29', '2031-07-14'),
    ])
    const utc = await context.store.funnel(range)
    expect(utc.weeks.map((w) => [w.start, w.contactRequests])).toEqual([
      ['2031-07-07', 0],
      ['2031-07-14', 1],
      ['2031-07-21', 0],
    ])
  })
})
