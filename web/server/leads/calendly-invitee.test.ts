import type { FastifyBaseLogger } from 'fastify'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFakeCalendly } from '../../../tests/support/server/fake-calendly'
import { bookingData, newLead } from '../../../tests/support/server/lead-fixtures'
import { loadEnv } from '../env.server'
import { calendlyInviteeUrl, inviteeFields } from './calendly-invitee'
import { createLeadServices, type LeadServices } from './services'

const token = 'calendly-test-token'
const calendly = createFakeCalendly(token)
const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger
let leads: LeadServices

beforeAll(async () => {
  await calendly.start()
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'calendly-')),
    CALENDLY_TOKEN: token,
    CALENDLY_API_ORIGIN: calendly.origin,
  })
  leads = await createLeadServices(env, silent, { pollMs: 10, baseDelayMs: 10, maxDelayMs: 40 })
  leads.outbox.start()
})
afterAll(async () => {
  await leads.close()
  await calendly.stop()
})
afterEach(() => {
  calendly.requests.length = 0
  calendly.down = false
})

/** A booking as the widget reports it, with the invitee's address, and what it queued. */
async function book(inviteeUri: string) {
  const deliveries = leads.bookingDeliveries(inviteeUri)
  const { lead } = await leads.store.addLead(newLead('booking', bookingData({ inviteeUri })), deliveries)
  leads.outbox.wake()
  return { id: lead.id, kinds: deliveries.map((delivery) => delivery.kind) }
}

async function settled(id: string, kind = 'calendly-invitee') {
  for (let i = 0; i < 300; i++) {
    const detail = await leads.store.getLeadDetail(id)
    const delivery = detail?.deliveries.find((entry) => entry.kind === kind)
    if (delivery?.status === 'done') return detail!.lead
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`${kind} never delivered`)
}

describe('a booking’s invitee, from Calendly', () => {
  it('is asked of Calendly with the token and stored on the booking: name, e-mail, phone', async () => {
    const uri = calendly.invitee('/scheduled_events/evt-1/invitees/inv-1', {
      name: 'Luis Gómez',
      email: 'luis@example.test',
      text_reminder_number: '+503 7111-2222',
      timezone: 'America/El_Salvador',
    })
    const { id, kinds } = await book(uri)
    expect(kinds).toEqual(['agency-email', 'calendly-invitee'])
    const lead = await settled(id)
    expect(lead.data).toMatchObject({
      inviteeUri: uri,
      name: 'Luis Gómez',
      email: 'luis@example.test',
      phone: '+503 7111-2222',
    })
    expect(lead.data).not.toHaveProperty('timezone')
    expect(calendly.requests).toEqual([
      { path: '/scheduled_events/evt-1/invitees/inv-1', authorization: `Bearer ${token}` },
    ])
    expect((await leads.store.searchLeads({ query: '71112222', limit: 5 })).leads.map((found) => found.id)).toEqual([
      id,
    ])
  })

  it('is retried while Calendly is down, like every delivery', async () => {
    const uri = calendly.invitee('/scheduled_events/evt-2/invitees/inv-2', { name: 'Rosa', email: 'rosa@example.test' })
    calendly.down = true
    const { id } = await book(uri)
    for (let i = 0; i < 100 && calendly.requests.length < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    calendly.down = false
    expect((await settled(id)).data).toMatchObject({ name: 'Rosa', email: 'rosa@example.test' })
    expect(calendly.requests.length).toBeGreaterThanOrEqual(3)
  })

  it('is never asked for an address that is not an invitee on Calendly’s API', async () => {
    for (const uri of [
      'https://evil.test/scheduled_events/e/invitees/i',
      'https://api.calendly.com/users/me',
      'https://api.calendly.com/scheduled_events/e/invitees/i?x=1',
      `${calendly.origin}/scheduled_events/e/invitees/i`,
    ]) {
      expect((await book(uri)).kinds).toEqual(['agency-email'])
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calendly.requests).toEqual([])
  })
})

describe('calendlyInviteeUrl', () => {
  const api = 'https://api.calendly.com'
  it('accepts an invitee on Calendly’s API only, and asks for it where the API is', () => {
    expect(calendlyInviteeUrl(`${api}/scheduled_events/AAA-1/invitees/BBB_2`, api)?.href).toBe(
      `${api}/scheduled_events/AAA-1/invitees/BBB_2`,
    )
    expect(calendlyInviteeUrl(`${api}/scheduled_events/AAA-1/invitees/BBB_2`, 'http://127.0.0.1:9')?.href).toBe(
      'http://127.0.0.1:9/scheduled_events/AAA-1/invitees/BBB_2',
    )
    for (const uri of [
      'https://api.calendly.com.evil.test/scheduled_events/a/invitees/b',
      'https://evil.test@api.calendly.com/scheduled_events/a/invitees/b',
      'http://api.calendly.com/scheduled_events/a/invitees/b',
      'https://api.calendly.com:8443/scheduled_events/a/invitees/b',
      'https://api.calendly.com/scheduled_events/a/invitees/b/../../../users/me',
      'https://api.calendly.com/scheduled_events/a/invitees/b#x',
      'https://api.calendly.com/scheduled_events/a/invitees',
      'https://api.calendly.com/users/me',
      '/scheduled_events/a/invitees/b',
      42,
      undefined,
    ]) {
      expect(calendlyInviteeUrl(uri, api), String(uri)).toBeUndefined()
    }
  })
})

describe('inviteeFields', () => {
  it('keeps the name, e-mail and phone, taking the phone from a booking question when there is no SMS number', () => {
    const resource = (fields: Record<string, unknown>) => ({ resource: { name: 'Ana\u0000 Pérez', ...fields } })
    expect(inviteeFields(resource({ email: 'ana@example.test', text_reminder_number: null }))).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.test',
    })
    const answers = [
      { question: 'Nombre de tu negocio', answer: 'Café Sol', position: 0 },
      { question: 'Número de WhatsApp', answer: '+503 7654-3210', position: 1 },
    ]
    expect(inviteeFields(resource({ questions_and_answers: answers, email: 'not an address' }))).toEqual({
      name: 'Ana Pérez',
      phone: '+503 7654-3210',
    })
    expect(() => inviteeFields({ collection: [] })).toThrow()
  })
})
