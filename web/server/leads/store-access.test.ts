import { describe, expect, it } from 'vitest'
import { atTime, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

const ana = { name: 'Ana', via: 'lake' }
const script = { name: 'admin-token', via: 'admin-token' }

describe.each(storeFactories())('the access record on $engine', (factory) => {
  const context = useStore(factory)

  it('lists who read, exported and erased, newest first, a page at a time, and whether each lead is still kept', async () => {
    const { store } = context
    const { lead: read } = await store.addLead(newLead('contact', contactData()), [])
    const { lead: erased } = await store.addLead(newLead('contact', contactData({ correo: 'borrar@example.test' })), [])
    await store.accessRecord.add(ana, { action: 'read-lead', leadId: read.id })
    await store.accessRecord.add(ana, { action: 'read-report', leadId: erased.id })
    await store.accessRecord.add(script, { action: 'export', leads: 2, filters: ['kind', 'q'] })
    await store.eraseLead(erased.id, ana, 'request')

    const first = await store.accessRecord.page({ limit: 3 })
    expect(first.events).toEqual([
      {
        id: expect.any(String),
        at: expect.any(Date),
        name: 'Ana',
        via: 'lake',
        action: 'erase',
        leadId: erased.id,
        leadExists: false,
      },
      {
        id: expect.any(String),
        at: expect.any(Date),
        name: 'admin-token',
        via: 'admin-token',
        action: 'export',
        leads: 2,
        filters: ['kind', 'q'],
      },
      {
        id: expect.any(String),
        at: expect.any(Date),
        name: 'Ana',
        via: 'lake',
        action: 'read-report',
        leadId: erased.id,
        leadExists: false,
      },
    ])
    expect(first.next).toEqual({ createdAt: first.events[2]!.at, id: first.events[2]!.id })
    const second = await store.accessRecord.page({ limit: 3, before: first.next })
    expect(second.events).toEqual([expect.objectContaining({ action: 'read-lead', leadId: read.id, leadExists: true })])
    expect(second.next).toBeUndefined()
    await expect(store.accessRecord.page({ limit: 0 })).rejects.toThrow(RangeError)

    // The rows themselves hold ids, names of callers and filters, counts: nothing the leads held.
    const rows = JSON.stringify(await factory.sql('SELECT * FROM access_events'))
    for (const trace of ['ana@example.test', 'borrar@example.test', 'Ana Pérez', 'Café Sol', '7654-3210', '76543210']) {
      expect(rows).not.toContain(trace)
    }
  })

  it('records nothing for a lead it does not have', async () => {
    const { store } = context
    const before = (await store.accessRecord.page({ limit: 200 })).events.length
    expect(await store.eraseLead('00000000-0000-4000-8000-000000000001', ana, 'test')).toBeUndefined()
    expect((await store.accessRecord.page({ limit: 200 })).events).toHaveLength(before)
  })

  it('records a purge once, by retention, with how many leads it erased; forgets events older than a date', async () => {
    const { store } = context
    await atTime('2019-01-01T00:00:00Z', async () => {
      await store.addLead(newLead('contact', contactData()), [])
      await store.addLead(newLead('contact', contactData()), [])
    })
    // An event of that time, as the store wrote it then.
    await factory.sql(
      `INSERT INTO access_events (id, at, who, via, action, lead_count, filters) VALUES (?, ?, 'Ana', 'lake', 'export', 2, '[]')`,
      ['2f0c1b2e-0000-4000-8000-000000000019', Date.parse('2019-01-01T00:00:00Z')],
    )
    expect((await store.purgeLeadsBefore(new Date('2019-06-01T00:00:00Z'))).count).toBe(2)
    const [purge] = (await store.accessRecord.page({ limit: 1 })).events
    expect(purge).toMatchObject({ name: 'retention', via: 'server', action: 'erase', leads: 2 })
    expect(purge).not.toHaveProperty('leadId')

    const total = async () => (await factory.sql('SELECT COUNT(*) AS n FROM access_events'))[0]!.n
    const kept = Number(await total())
    expect(await store.accessRecord.forgetBefore(new Date('2019-06-01T00:00:00Z'))).toBe(1)
    expect(Number(await total())).toBe(kept - 1)
    expect(await store.accessRecord.forgetBefore(new Date('2019-06-01T00:00:00Z'))).toBe(0)
  })
})
