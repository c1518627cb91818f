import { describe, expect, it } from 'vitest'
import { analysisData, atTime, bookingData, dayMs, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

describe.each(storeFactories())('a lead’s data updated on $engine', (factory) => {
  const context = useStore(factory)

  it('adds the fields, keeps the others, and finds the lead by them', async () => {
    const { store } = context
    const { lead } = await store.addLead(newLead('booking', bookingData({ eventUri: 'https://a.test/e/1' })), [])
    const updated = await store.updateLeadData(lead.id, {
      name: 'Luis Gómez',
      email: 'Luis@Example.test',
      phone: '+503 7111-2222',
    })
    expect(updated).toEqual({
      ...lead,
      data: { ...lead.data, name: 'Luis Gómez', email: 'Luis@Example.test', phone: '+503 7111-2222' },
    })
    expect(await store.getLead(lead.id)).toEqual(updated)
    for (const query of ['luis gómez', 'luis@example', '7111-2222', '71112222']) {
      expect((await store.searchLeads({ query, limit: 10 })).leads.map((found) => found.id)).toEqual([lead.id])
    }
  })

  it('refreshes the match keys, so a booking resolved later converts an earlier analysis', async () => {
    const { store } = context
    const at = Date.parse('2032-05-03T12:00:00Z')
    await atTime(at, () => store.addLead(newLead('analysis', analysisData({ email: 'rosa@example.test' })), []))
    const { lead } = await atTime(at + dayMs, () => store.addLead(newLead('booking', bookingData()), []))
    const range = { from: new Date(at - dayMs), to: new Date(at + 2 * dayMs) }
    expect((await store.funnel(range)).analysisToBooking).toEqual({ analyses: 1, booked: 0 })
    await store.updateLeadData(lead.id, { email: 'ROSA@example.test' })
    expect((await store.funnel(range)).analysisToBooking).toEqual({ analyses: 1, booked: 1 })
  })

  it('replaces a field given again, and knows no lead it does not have', async () => {
    const { store } = context
    const { lead } = await store.addLead(newLead('booking', bookingData({ phone: '+503 7000-0001' })), [])
    await store.updateLeadData(lead.id, { phone: '+503 7000-0002' })
    expect((await store.searchLeads({ query: '7000-0001', limit: 10 })).leads).toEqual([])
    expect((await store.getLead(lead.id))?.data.phone).toBe('+503 7000-0002')
    expect(await store.updateLeadData('00000000-0000-0000-0000-000000000000', { name: 'x' })).toBeUndefined()
  })

  it('changes it only while a condition holds: of two changes at once on the same condition, one', async () => {
    const { store } = context
    const { lead } = await store.addLead(newLead('analysis', analysisData({ outcome: 'running' })), [])
    const running = (data: Record<string, unknown>) => data.outcome === 'running'
    const [first, second] = await Promise.all([
      store.updateLeadData(lead.id, { outcome: 'queued', by: 'first' }, running),
      store.updateLeadData(lead.id, { outcome: 'queued', by: 'second' }, running),
    ])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect((await store.getLead(lead.id))?.data).toMatchObject({ outcome: 'queued', by: first ? 'first' : 'second' })
  })
})
