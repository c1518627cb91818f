import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisData, atTime, bookingData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'
import type { LeadItem } from '../leads/lead-items'
import type { LeadEvent } from '../leads/types'

const missing = '00000000-0000-4000-8000-000000000001'

describe.each(storeFactories())('contacts through the Leads API on $engine', (factory) => {
  let t: LeadsApp
  let ana: Record<string, string>

  beforeAll(async () => {
    t = await startLeadsApp(await factory.serverEnv())
    ana = bearer((await t.signIn('Ana')).assertion)
  })
  afterAll(async () => {
    await t.close()
    await factory.cleanup()
  })

  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload, headers: ana })
  const contact = async (id: string) => {
    const response = await t.app.inject({ url: `/api/leads/${id}/contact`, headers: ana })
    return { status: response.statusCode, ...(response.json() as { leads: LeadItem[]; events: LeadEvent[] }) }
  }
  // Each lead a second after the one before, so "newest first" has one answer: leads stored within the
  // same millisecond are ordered by their random ids.
  let clock = Date.now() - 60_000
  const add = async (...lead: Parameters<typeof newLead>) =>
    (await atTime((clock += 1000), () => t.store.addLead(newLead(...lead), []))).lead

  it('shows one person’s leads and history, merges another by hand and splits it off again, as the caller', async () => {
    const analysis = await add('analysis', analysisData({ email: 'rosa@cafe.test' }))
    const request = await add('contact', contactData({ correo: 'rosa@cafe.test', nombre: 'Rosa' }))
    const booking = await add('booking', bookingData({ email: 'rosa.m@gmail.test' }))

    const first = await contact(analysis.id)
    expect(first.status).toBe(200)
    expect(first.leads.map(({ id, contactId }) => [id, contactId])).toEqual([
      [request.id, analysis.id],
      [analysis.id, analysis.id],
    ])
    // Opening a person reads each of their leads.
    const reads = await t.store.accessRecord.page({ limit: 10 })
    expect(reads.events.filter((event) => event.action === 'read-lead').map((event) => event.leadId)).toEqual(
      expect.arrayContaining([analysis.id, request.id]),
    )

    const merged = await post(`/api/leads/${request.id}/merge`, { with: booking.id })
    expect(merged.json()).toMatchObject({ changed: true, event: { type: 'merged', with: booking.id, editor: 'Ana' } })
    const joined = await contact(booking.id)
    expect(joined.leads.map(({ id }) => id)).toEqual([booking.id, request.id, analysis.id])
    expect(joined.events.map(({ type, editor }) => [type, editor])).toEqual([
      ['merged', 'Ana'],
      ['merged', 'Ana'],
    ])

    expect((await post(`/api/leads/${booking.id}/split`)).json()).toMatchObject({
      changed: true,
      event: { type: 'split' },
    })
    expect((await contact(booking.id)).leads.map(({ id }) => id)).toEqual([booking.id])
    expect((await post(`/api/leads/${booking.id}/split`)).json()).toEqual({ changed: false })
  })

  it('answers 404 for an unknown lead and 400 for a merge with no other lead', async () => {
    const lead = await add('contact', contactData())
    expect((await contact(missing)).status).toBe(404)
    expect((await post(`/api/leads/${missing}/split`)).statusCode).toBe(404)
    expect((await post(`/api/leads/${lead.id}/merge`, { with: missing })).statusCode).toBe(404)
    const wrong = await post(`/api/leads/${lead.id}/merge`, { with: 'someone' })
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { with: 'El id de otro prospecto.' }])
  })
  it('lists one row per person with how many leads they have, as the list’s filters choose, and refuses another value', async () => {
    const since = new Date(clock + 1).toISOString()
    const analysis = await add('analysis', analysisData({ email: 'ines@optica.test' }))
    const request = await add('contact', contactData({ correo: 'ines@optica.test', telefono: '', nombre: 'Inés' }))
    const stranger = await add('contact', contactData({ correo: 'otra@optica.test', telefono: '', nombre: 'Otra' }))
    const list = async (query: string) => {
      const response = await t.app.inject({ url: `/api/leads?from=${since}&${query}`, headers: ana })
      return response.statusCode === 200
        ? (response.json() as { leads: LeadItem[] }).leads.map(({ id, personLeads }) => [id, personLeads])
        : response.json()
    }
    expect(await list('people=1')).toEqual([
      [stranger.id, 1],
      [request.id, 2],
    ])
    expect(await list('people=1&kind=analysis')).toEqual([[analysis.id, 2]])
    expect(await list('kind=contact')).toEqual([
      [stranger.id, undefined],
      [request.id, undefined],
    ])
    expect((await list('people=yes')).fields).toEqual({ people: '1 (una fila por persona), o nada.' })
  })
})
