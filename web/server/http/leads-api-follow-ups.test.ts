import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { adminToken, bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'
import type { LeadItem } from '../leads/lead-items'

const missing = '00000000-0000-4000-8000-000000000001'
const hourMs = 3_600_000

describe.each(storeFactories())('follow-ups and owners through the Leads API on $engine', (factory) => {
  let t: LeadsApp
  let ana: Record<string, string>
  let beto: Record<string, string>

  beforeAll(async () => {
    t = await startLeadsApp(await factory.serverEnv())
    ana = bearer((await t.signIn('Ana')).assertion)
    beto = bearer((await t.signIn('Beto')).assertion)
  })
  afterAll(async () => {
    await t.close()
    await factory.cleanup()
  })

  const post = (url: string, payload: object, headers = ana) => t.app.inject({ method: 'POST', url, payload, headers })
  const get = (url: string, headers = ana) => t.app.inject({ url, headers })
  const ids = (response: LightMyRequestResponse) => (response.json() as { leads: LeadItem[] }).leads.map((l) => l.id)
  const addLead = async () => (await t.store.addLead(newLead('contact', contactData()), [])).lead

  it('sets a follow-up as the caller, shows it on the lead and in its history, and clears it', async () => {
    const lead = await addLead()
    const set = await post(`/api/leads/${lead.id}/follow-up`, { at: '2030-06-03T10:00:00-06:00' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({
      changed: true,
      event: { type: 'follow-up', followUpAt: '2030-06-03T16:00:00.000Z', editor: 'Ana' },
    })
    expect((await post(`/api/leads/${lead.id}/follow-up`, { at: '2030-06-03T16:00:00Z' })).json()).toEqual({
      changed: false,
    })
    const detail = (await get(`/api/leads/${lead.id}`)).json() as { lead: LeadItem; events: object[] }
    expect(detail.lead.followUpAt).toBe('2030-06-03T16:00:00.000Z')
    expect(detail.events).toHaveLength(1)
    expect((await post(`/api/leads/${lead.id}/follow-up`, { at: null }, beto)).json()).toMatchObject({
      event: { followUpAt: null, editor: 'Beto' },
    })
  })

  it('assigns a lead as the caller and lists it under "me", the owner’s name and not "none"', async () => {
    const lead = await addLead()
    const assigned = await post(`/api/leads/${lead.id}/owner`, { owner: '  Beto ' })
    expect(assigned.json()).toMatchObject({ changed: true, event: { type: 'owner', owner: 'Beto', editor: 'Ana' } })
    expect(ids(await get('/api/leads?owner=me', beto))).toContain(lead.id)
    expect(ids(await get('/api/leads?owner=me'))).not.toContain(lead.id)
    expect(ids(await get('/api/leads?owner=Beto'))).toContain(lead.id)
    expect(ids(await get('/api/leads?owner=none'))).not.toContain(lead.id)
    expect((await get('/api/leads?owner=Beto')).json()).toMatchObject({ leads: [{ owner: 'Beto' }] })
    await post(`/api/leads/${lead.id}/owner`, { owner: null })
    expect(ids(await get('/api/leads?owner=none'))).toContain(lead.id)
  })

  it('exports what the view shows, with the owner and the follow-up in their columns', async () => {
    const mine = await addLead()
    const theirs = await addLead()
    await post(`/api/leads/${mine.id}/owner`, { owner: 'Beto' })
    await post(`/api/leads/${mine.id}/follow-up`, { at: '2030-06-03T16:00:00Z' })
    const csv = (await get('/api/leads/export.csv?owner=me&lang=en', beto)).body
    expect(csv).toContain(mine.id)
    expect(csv).not.toContain(theirs.id)
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toContain('"Owner","Next follow-up (UTC)"')
    expect(row).toContain('"Beto","2030-06-03 16:00"')
    const record = await t.store.accessRecord.page({ limit: 1 })
    expect(record.events[0]).toMatchObject({ action: 'export', filters: ['owner'] })
  })

  it('lists what is due today in the caller’s zone, overdue included, and what is overdue', async () => {
    const [late, later, tomorrow] = [await addLead(), await addLead(), await addLead()]
    const now = Date.now()
    await post(`/api/leads/${late.id}/follow-up`, { at: new Date(now - hourMs).toISOString() })
    await post(`/api/leads/${tomorrow.id}/follow-up`, { at: new Date(now + 2 * 24 * hourMs).toISOString() })
    // A minute from now in any zone is still today unless the day ends within it.
    await post(`/api/leads/${later.id}/follow-up`, { at: new Date(now + 60_000).toISOString() })
    const today = ids(await get('/api/leads?due=today&tz=Pacific%2FKiritimati'))
    expect(today).toContain(late.id)
    expect(today).not.toContain(tomorrow.id)
    const overdue = ids(await get('/api/leads?due=overdue'))
    expect(overdue).toContain(late.id)
    expect(overdue).not.toContain(later.id)
    // Won: its follow-up is cleared, so it leaves the view.
    await post(`/api/leads/${late.id}/status`, { status: 'won' })
    expect(ids(await get('/api/leads?due=overdue'))).not.toContain(late.id)
  })

  it('offers the caller and every editor named on leads as owners, never the scripts’ token', async () => {
    await post(`/api/leads/${(await addLead()).id}/notes`, { note: 'x' }, bearer(adminToken))
    const owners = (await get('/api/leads/owners')).json() as { owners: string[] }
    expect(owners.owners).toEqual(['Ana', 'Beto'])
    const { owners: fromScript } = (await get('/api/leads/owners', bearer(adminToken))).json() as { owners: string[] }
    expect(fromScript).not.toContain('admin-token')
    const carla = bearer((await t.signIn('Carla')).assertion)
    expect((await get('/api/leads/owners', carla)).json()).toEqual({ owners: ['Ana', 'Beto', 'Carla'] })
  })

  it('answers 400 naming the wrong field, 404 for an unknown lead, and stores nothing', async () => {
    const lead = await addLead()
    for (const [url, payload, field] of [
      [`/api/leads/${lead.id}/follow-up`, { at: 'lunes' }, 'at'],
      [`/api/leads/${lead.id}/follow-up`, { at: '2030-06-03T10:00:00' }, 'at'],
      [`/api/leads/${lead.id}/follow-up`, {}, 'at'],
      [`/api/leads/${lead.id}/owner`, { owner: ' ' }, 'owner'],
      [`/api/leads/${lead.id}/owner`, { owner: 'x'.repeat(101) }, 'owner'],
      [`/api/leads/${lead.id}/owner`, { owner: 7 }, 'owner'],
    ] as const) {
      const response = await post(url, payload)
      expect(response.statusCode).toBe(400)
      expect(Object.keys((response.json() as { fields: object }).fields)).toEqual([field])
    }
    for (const query of ['due=yesterday', 'tz=Mars%2FOlympus', `owner=${'x'.repeat(101)}`]) {
      expect((await get(`/api/leads?${query}`)).statusCode).toBe(400)
    }
    expect((await post(`/api/leads/${missing}/follow-up`, { at: null })).statusCode).toBe(404)
    expect((await post(`/api/leads/${missing}/owner`, { owner: 'Ana' })).statusCode).toBe(404)
    expect((await post('/api/leads/nope/owner', { owner: 'Ana' })).statusCode).toBe(400)
    expect((await post(`/api/leads/${lead.id}/owner`, { owner: 'Ana' }, {})).statusCode).toBe(401)
    expect((await t.store.getLeadDetail(lead.id))?.events).toEqual([])
  })
})
