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
import type { LeadKind } from './types'

const missing = '00000000-0000-4000-8000-000000000000'

describe.each(storeFactories())('contacts on $engine', (factory) => {
  const context = useStore(factory)
  let clock = Date.parse('2031-01-01T10:00:00Z')
  /** Leads one day apart, in the order they are added. */
  const add = async (kind: LeadKind, data: Record<string, unknown>) =>
    (await atTime((clock += dayMs), () => context.store.addLead(newLead(kind, data), []))).lead
  /** The contact's leads, oldest first. */
  const leadsOf = async (id: string) => (await context.store.contactOf(id))?.leads.map((lead) => lead.id).reverse()

  it('makes one person’s analysis, contact request and booking one contact, by e-mail or phone, with one timeline', async () => {
    const { store } = context
    const analysis = await add('analysis', analysisData({ email: 'rosa@cafe-volcan.test' }))
    const contact = await add(
      'contact',
      contactData({ correo: ' Rosa@Cafe-Volcan.TEST ', telefono: '+503 7000 1111', nombre: 'Rosa' }),
    )
    const booking = await add('booking', bookingData({ phone: '+50370001111' }))
    const stranger = await add('contact', contactData({ correo: 'otra@example.test', telefono: '+503 7999 0000' }))
    expect([contact.contactId, booking.contactId]).toEqual([analysis.id, analysis.id])
    expect(stranger.contactId).toBe(stranger.id)

    await atTime(clock + 1000, () => store.setStatus(contact.id, 'contacted', 'Ana'))
    await atTime(clock + 2000, () => store.addNote(analysis.id, 'Le interesa la web', 'José'))
    const timeline = await store.contactOf(booking.id)
    // Newest first, as the list; its events oldest first, as the history.
    expect(timeline?.leads.map((lead) => lead.id)).toEqual([booking.id, contact.id, analysis.id])
    expect(timeline?.events.map((event) => [event.leadId, event.type])).toEqual([
      [contact.id, 'status'],
      [analysis.id, 'note'],
    ])
    expect(await leadsOf(stranger.id)).toEqual([stranger.id])
    expect(await store.contactOf(missing)).toBeUndefined()
  })

  it('joins a booking to its person once Calendly names the invitee, unless an editor split it off', async () => {
    const { store } = context
    const analysis = await add('analysis', analysisData({ email: 'luis@ferreteria.test' }))
    const booking = await add('booking', bookingData())
    expect(booking.contactId).toBe(booking.id)
    const named = await store.updateLeadData(booking.id, { email: 'luis@ferreteria.test', name: 'Luis' })
    expect(named?.contactId).toBe(analysis.id)

    expect(await store.splitLead(booking.id, 'Ana')).toMatchObject({ changed: true, event: { type: 'split' } })
    await store.updateLeadData(booking.id, { phone: '+503 7222 0000' })
    expect(await leadsOf(booking.id)).toEqual([booking.id])
    expect(await leadsOf(analysis.id)).toEqual([analysis.id])
  })

  it('merges two contacts by hand and splits a lead off, each recorded, the contact renamed when its first leaves', async () => {
    const { store } = context
    const first = await add('contact', contactData({ correo: 'marta@example.test', telefono: '' }))
    const second = await add('analysis', analysisData({ email: 'marta@example.test' }))
    const other = await add('booking', bookingData({ email: 'marta.rios@gmail.test' }))

    const merged = await store.mergeContacts(first.id, other.id, 'Ana')
    expect(merged).toMatchObject({ changed: true, event: { type: 'merged', with: other.id, editor: 'Ana' } })
    expect(await leadsOf(other.id)).toEqual([first.id, second.id, other.id])
    expect(await store.mergeContacts(second.id, other.id, 'Ana')).toEqual({ changed: false })
    const events = (await store.contactOf(first.id))!.events
    // Recorded on both in the same moment: in either order.
    expect(events.map((event) => [event.leadId, event.type]).sort()).toEqual(
      [
        [first.id, 'merged'],
        [other.id, 'merged'],
      ].sort(),
    )

    // The contact is named after its first lead: split that one off and the others keep one contact.
    expect(await store.splitLead(first.id, 'José')).toMatchObject({ changed: true })
    expect(await leadsOf(first.id)).toEqual([first.id])
    expect(await leadsOf(other.id)).toEqual([second.id, other.id])
    expect((await store.getLead(other.id))?.contactId).toBe(second.id)
    expect(await store.splitLead(first.id, 'José')).toEqual({ changed: false })
    expect(await store.splitLead(missing, 'José')).toBeUndefined()
    expect(await store.mergeContacts(first.id, missing, 'José')).toBeUndefined()
  })
  it('gives a person one status: set from any of their leads, taken by a new one, new again when a lost person asks again', async () => {
    const { store } = context
    const analysis = await add('analysis', analysisData({ email: 'irma@panaderia.test' }))
    const contact = await add('contact', contactData({ correo: 'irma@panaderia.test', telefono: '' }))
    const stranger = await add('contact', contactData({ correo: 'otro@example.test', telefono: '' }))
    await store.setFollowUp(analysis.id, new Date(clock + dayMs), 'Ana')
    const statuses = async () =>
      Object.fromEntries(
        await Promise.all(
          [analysis, contact, stranger].map(async ({ id }) => [id, (await store.getLead(id))?.status] as const),
        ),
      )

    const contacted = await store.setStatus(contact.id, 'contacted', 'Ana')
    expect(contacted).toMatchObject({ changed: true, event: { leadId: contact.id, type: 'status' } })
    expect(await statuses()).toEqual({ [analysis.id]: 'contacted', [contact.id]: 'contacted', [stranger.id]: 'new' })
    expect(await store.setStatus(analysis.id, 'contacted', 'José')).toEqual({ changed: false })
    // Recorded once, on the lead it was set from: the funnel counts people, not their leads.
    const events = (await store.contactOf(analysis.id))!.events.filter(({ type }) => type === 'status')
    expect(events.map(({ leadId }) => leadId)).toEqual([contact.id])

    const booking = await add('booking', bookingData({ email: 'irma@panaderia.test' }))
    expect(booking.status).toBe('contacted')

    // Lost clears every follow-up of the person; asking again makes them all new.
    await store.setStatus(booking.id, 'lost', 'Ana')
    expect((await store.getLead(analysis.id))?.followUpAt).toBeUndefined()
    const again = await add('contact', contactData({ correo: 'irma@panaderia.test', telefono: '' }))
    expect(again.status).toBe('new')
    expect((await store.getLead(booking.id))?.status).toBe('new')
  })

  it('merges a person into the status of the lead they are merged into', async () => {
    const { store } = context
    const won = await add('contact', contactData({ correo: 'beto@taller.test', telefono: '' }))
    const other = await add('analysis', analysisData({ email: 'beto.taller@gmail.test' }))
    const sameOther = await add('booking', bookingData({ email: 'beto.taller@gmail.test' }))
    await store.setStatus(won.id, 'won', 'Ana')
    await store.setStatus(other.id, 'contacted', 'Ana')
    await store.mergeContacts(won.id, other.id, 'Ana')
    for (const { id } of [won, other, sameOther]) expect((await store.getLead(id))?.status).toBe('won')
  })
})
