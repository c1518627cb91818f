import { describe, expect, it } from 'vitest'
import { analysisData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

const result = { url: 'https://tienda.example.test/', scores: { overall: 64 }, findings: [{ id: 'title' }] }

describe.each(storeFactories())('reports kept with their lead on $engine', (factory) => {
  const context = useStore(factory)

  it('keeps the report given with a new lead, in the same transaction, and gives it back as stored', async () => {
    const { store } = context
    const { lead } = await store.addLead(newLead('analysis', analysisData()), [], { language: 'en', result })
    expect(await store.getReport(lead.id)).toEqual({
      leadId: lead.id,
      language: 'en',
      result,
      createdAt: lead.createdAt,
    })
  })

  it('says which leads have one, in the list and in the detail', async () => {
    const { store } = context
    const { lead: withReport } = await store.addLead(newLead('analysis', analysisData()), [], {
      language: 'es',
      result,
    })
    const { lead: without } = await store.addLead(newLead('contact', contactData()), [])
    const { leads } = await store.searchLeads({ limit: 10 })
    const flag = (id: string) => leads.find((lead) => lead.id === id)?.hasReport
    expect([flag(withReport.id), flag(without.id)]).toEqual([true, false])
    expect((await store.getLeadDetail(withReport.id))?.hasReport).toBe(true)
    expect((await store.getLeadDetail(without.id))?.hasReport).toBe(false)
    expect(await store.getReport(without.id)).toBeUndefined()
  })

  it('keeps the first report when a request is repeated with the same idempotency key', async () => {
    const { store } = context
    const repeated = { ...newLead('analysis', analysisData()), idempotencyKey: 'report-key-0001' }
    const first = await store.addLead(repeated, [], { language: 'es', result })
    const second = await store.addLead(repeated, [], { language: 'en', result: { other: true } })
    expect(second).toMatchObject({ created: false, lead: { id: first.lead.id } })
    expect(await store.getReport(first.lead.id)).toMatchObject({ language: 'es', result })
  })

  it('rolls the lead back when its report cannot be stored', async () => {
    const { store } = context
    const before = (await store.searchLeads({ limit: 200 })).leads.length
    // JSON cannot hold a cycle: the report fails after the lead's row was written.
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    await expect(
      store.addLead(newLead('analysis', analysisData()), [], { language: 'es', result: cyclic }),
    ).rejects.toThrow()
    expect((await store.searchLeads({ limit: 200 })).leads).toHaveLength(before)
  })
})
