import { describe, expect, it } from 'vitest'
import { atTime, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

describe.each(storeFactories())('a lead’s status and notes on $engine', (factory) => {
  const context = useStore(factory)

  it('records every status change and note with its editor, and lists them oldest first', async () => {
    const { lead } = await context.store.addLead(newLead('contact', contactData()), [])
    // All in one millisecond: the history keeps the order they were made in.
    const made = await atTime('2030-06-01T09:00:00Z', async () => [
      await context.store.setStatus(lead.id, 'contacted', 'María López'),
      await context.store.addNote(lead.id, 'Llamar el lunes', 'José'),
      await context.store.setStatus(lead.id, 'won', 'María López'),
      await context.store.addNote(lead.id, 'Firmó la propuesta', 'José'),
    ])
    expect(made.every(Boolean)).toBe(true)

    const detail = await context.store.getLeadDetail(lead.id)
    expect(detail?.lead).toMatchObject({ id: lead.id, status: 'won' })
    expect(
      detail?.events.map(({ type, editor, ...event }) => [
        type,
        editor,
        'status' in event ? event.status : 'note' in event && event.note,
      ]),
    ).toEqual([
      ['status', 'María López', 'contacted'],
      ['note', 'José', 'Llamar el lunes'],
      ['status', 'María López', 'won'],
      ['note', 'José', 'Firmó la propuesta'],
    ])
    const times = detail!.events.map((event) => event.at.getTime())
    expect(times[0]).toBe(Date.parse('2030-06-01T09:00:00Z'))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(new Set(times).size).toBe(4)
    expect(detail?.events.every((event) => event.leadId === lead.id)).toBe(true)
  })

  it('gives the events of a page of leads, each lead’s oldest first, and none for a lead without', async () => {
    const [a, b, quiet] = await Promise.all(
      [1, 2, 3].map(async () => (await context.store.addLead(newLead('contact', contactData()), [])).lead),
    )
    await context.store.addNote(a!.id, 'Primera', 'Ana')
    await context.store.setStatus(b!.id, 'contacted', 'José')
    await context.store.addNote(a!.id, 'Segunda', 'José')
    const events = await context.store.eventsOf([a!.id, b!.id, quiet!.id])
    const of = (id: string) => events.filter((event) => event.leadId === id).map((event) => event.type)
    expect([of(a!.id), of(b!.id), of(quiet!.id)]).toEqual([['note', 'note'], ['status'], []])
    expect(events.filter((event) => event.leadId === a!.id).map((event) => 'note' in event && event.note)).toEqual([
      'Primera',
      'Segunda',
    ])
    expect(await context.store.eventsOf([])).toEqual([])
  })

  it('records nothing when the status does not change', async () => {
    const { lead } = await context.store.addLead(newLead('contact', contactData()), [])
    const first = await context.store.setStatus(lead.id, 'lost', 'María')
    expect(first).toMatchObject({ changed: true, event: { type: 'status', status: 'lost', editor: 'María' } })
    expect(await context.store.setStatus(lead.id, 'lost', 'José')).toEqual({ changed: false })
    expect((await context.store.getLeadDetail(lead.id))?.events).toHaveLength(1)
  })

  it('answers undefined for a lead it does not have, and records nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect(await context.store.setStatus(missing, 'won', 'María')).toBeUndefined()
    expect(await context.store.addNote(missing, 'nota', 'María')).toBeUndefined()
    expect(await context.store.getLeadDetail(missing)).toBeUndefined()
    expect(await factory.sql('SELECT id FROM lead_events WHERE lead_id = ?', [missing])).toEqual([])
  })

  it('refuses a status outside the list', async () => {
    const { lead } = await context.store.addLead(newLead('contact', contactData()), [])
    await expect(context.store.setStatus(lead.id, 'maybe' as 'won', 'María')).rejects.toThrow(RangeError)
    expect((await context.store.getLead(lead.id))?.status).toBe('new')
  })

  it('shows the lead’s deliveries with their states, without their payloads', async () => {
    const { lead } = await context.store.addLead(newLead('contact', contactData()), [
      { kind: 'detail-email', payload: { to: 'ana@example.test' } },
    ])
    const [delivery] = (await context.store.getLeadDetail(lead.id))!.deliveries
    expect(delivery).toMatchObject({ kind: 'detail-email', status: 'pending', attempts: 0, lastError: null })
    expect(delivery).not.toHaveProperty('payload')
  })
})
