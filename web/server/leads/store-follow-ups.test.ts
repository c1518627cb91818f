import { describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

const missing = '00000000-0000-4000-8000-000000000000'

describe.each(storeFactories())('follow-ups and owners on $engine', (factory) => {
  const context = useStore(factory)
  const addLead = async () => (await context.store.addLead(newLead('contact', contactData()), [])).lead

  it('sets, keeps and clears a follow-up, recording each change with its editor', async () => {
    const lead = await addLead()
    const monday = new Date('2030-06-03T16:00:00Z')
    expect(await context.store.setFollowUp(lead.id, monday, 'María')).toMatchObject({
      changed: true,
      event: { type: 'follow-up', followUpAt: monday, editor: 'María' },
    })
    expect(await context.store.setFollowUp(lead.id, new Date(monday), 'José')).toEqual({ changed: false })
    expect((await context.store.getLead(lead.id))?.followUpAt).toEqual(monday)
    expect(await context.store.setFollowUp(lead.id, null, 'José')).toMatchObject({
      changed: true,
      event: { type: 'follow-up', followUpAt: null, editor: 'José' },
    })
    const detail = await context.store.getLeadDetail(lead.id)
    expect(detail?.lead.followUpAt).toBeUndefined()
    expect(detail?.events.map((event) => [event.type, event.editor])).toEqual([
      ['follow-up', 'María'],
      ['follow-up', 'José'],
    ])
  })

  it('clears the follow-up when the lead is won or lost, and keeps it otherwise', async () => {
    const lead = await addLead()
    await context.store.setFollowUp(lead.id, new Date('2030-06-03T16:00:00Z'), 'María')
    await context.store.setStatus(lead.id, 'contacted', 'José')
    expect((await context.store.getLead(lead.id))?.followUpAt).toBeDefined()
    await context.store.setStatus(lead.id, 'won', 'José')
    const detail = await context.store.getLeadDetail(lead.id)
    expect(detail?.lead.followUpAt).toBeUndefined()
    expect(detail?.events.slice(-2)).toMatchObject([
      { type: 'status', status: 'won', editor: 'José' },
      { type: 'follow-up', followUpAt: null, editor: 'José' },
    ])
    // Lost with no follow-up records only the status.
    await context.store.setStatus(lead.id, 'lost', 'José')
    expect((await context.store.getLeadDetail(lead.id))?.events.at(-1)).toMatchObject({ type: 'status' })
  })

  it('assigns a lead to an editor and back to nobody, recording each change', async () => {
    const lead = await addLead()
    expect(await context.store.setOwner(lead.id, 'Ana María', 'José')).toMatchObject({
      changed: true,
      event: { type: 'owner', owner: 'Ana María', editor: 'José' },
    })
    expect(await context.store.setOwner(lead.id, 'Ana María', 'Ana María')).toEqual({ changed: false })
    expect((await context.store.getLead(lead.id))?.owner).toBe('Ana María')
    expect(await context.store.setOwner(lead.id, null, 'Ana María')).toMatchObject({
      event: { type: 'owner', owner: null },
    })
    expect((await context.store.getLead(lead.id))?.owner).toBeUndefined()
  })

  it('lists the leads of an owner, those of nobody, and those due before a time', async () => {
    const [mine, theirs, nobodys] = [await addLead(), await addLead(), await addLead()]
    await context.store.setOwner(mine.id, 'Lucía', 'Lucía')
    await context.store.setOwner(theirs.id, 'Pedro', 'Lucía')
    await context.store.setFollowUp(mine.id, new Date('2030-07-01T10:00:00Z'), 'Lucía')
    await context.store.setFollowUp(nobodys.id, new Date('2030-07-02T10:00:00Z'), 'Lucía')
    const ids = async (options: object) =>
      (await context.store.searchLeads({ limit: 200, ...options })).leads.map((lead) => lead.id)

    expect(await ids({ owner: 'Lucía' })).toEqual([mine.id])
    const unassigned = await ids({ owner: null })
    expect(unassigned).toContain(nobodys.id)
    expect(unassigned).not.toContain(mine.id)
    expect(unassigned).not.toContain(theirs.id)
    expect(await ids({ dueBefore: new Date('2030-07-02T00:00:00Z') })).toEqual([mine.id])
    expect(await ids({ dueBefore: new Date('2030-07-03T00:00:00Z') })).toEqual([nobodys.id, mine.id])
    expect(await ids({ dueBefore: new Date('2030-07-03T00:00:00Z'), owner: null })).toEqual([nobodys.id])
    const [listed] = (await context.store.searchLeads({ limit: 1, owner: 'Lucía' })).leads
    expect(listed).toMatchObject({ owner: 'Lucía', followUpAt: new Date('2030-07-01T10:00:00Z') })
  })

  it('names everyone who owns a lead or acted on one, once each', async () => {
    const lead = await addLead()
    await context.store.setOwner(lead.id, 'Zoe', 'Bea')
    const names = await context.store.editorNames()
    expect(names).toEqual(expect.arrayContaining(['Zoe', 'Bea', 'Lucía', 'María', 'José']))
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('answers undefined for a lead it does not have, and records nothing', async () => {
    expect(await context.store.setFollowUp(missing, new Date(), 'María')).toBeUndefined()
    expect(await context.store.setOwner(missing, 'María', 'María')).toBeUndefined()
    expect(await factory.sql('SELECT id FROM lead_events WHERE lead_id = ?', [missing])).toEqual([])
  })
})
