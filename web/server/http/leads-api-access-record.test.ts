import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { adminToken, bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'
import { sampleContacts, sampleResult } from 'site-analyzer/testing'
import { stubContent } from '../../../tests/support/server/test-doubles'
import type { Lead } from '../leads/types'

const missing = '00000000-0000-4000-8000-000000000001'

type Page = { events: Record<string, unknown>[]; next?: string }

describe.each(storeFactories())('the access record through the Leads API on $engine', (factory) => {
  let t: LeadsApp
  let contact: Lead
  let analysis: Lead
  let ana: Record<string, string>
  const admin = bearer(adminToken)

  beforeAll(async () => {
    t = await startLeadsApp(await factory.serverEnv(), {
      content: stubContent({ fetch: async () => sampleContacts as never }),
    })
    ana = bearer((await t.signIn('Ana')).assertion)
    ;({ lead: contact } = await t.store.addLead(newLead('contact', contactData()), []))
    ;({ lead: analysis } = await t.store.addLead(newLead('analysis', analysisData({ mode: 'inline' })), [], {
      language: 'es',
      result: sampleResult(),
    }))
  })
  afterAll(async () => {
    await t.close()
    await factory.cleanup()
  })

  const get = (url: string, headers: Record<string, string> = ana) => t.app.inject({ url, headers })
  const record = async (query = '', headers = ana) =>
    (await get(`/api/leads/access-record${query}`, headers)).json<Page>()

  it('records each read of a lead or its report, each export and the erasure, with who and when and nothing the lead held', async () => {
    const start = Date.now()
    expect((await get(`/api/leads/${contact.id}`)).statusCode).toBe(200)
    expect((await get(`/api/leads/${analysis.id}/report.html`)).statusCode).toBe(200)
    expect((await get(`/api/leads/export.csv?kind=contact&q=Sol`, admin)).statusCode).toBe(200)
    expect((await get('/api/admin/leads?since=2026-01-01&format=csv', admin)).statusCode).toBe(200)
    // What was not read is not recorded.
    expect((await get(`/api/leads/${missing}`)).statusCode).toBe(404)
    expect((await get(`/api/leads/${contact.id}/report.pdf`)).statusCode).toBe(404)
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/leads/${contact.id}?reason=request`,
      headers: ana,
    })
    expect(erased.statusCode).toBe(204)

    const response = await get('/api/leads/access-record', admin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const { events, next } = response.json<Page>()
    expect(next).toBeUndefined()
    const common = { id: expect.any(String), at: expect.any(String) }
    expect(events).toEqual([
      { ...common, name: 'Ana', via: 'lake', action: 'erase', leadId: contact.id, leadExists: false },
      { ...common, name: 'admin-token', via: 'admin-token', action: 'export', leads: 2, filters: ['since'] },
      { ...common, name: 'admin-token', via: 'admin-token', action: 'export', leads: 1, filters: ['kind', 'q'] },
      { ...common, name: 'Ana', via: 'lake', action: 'read-report', leadId: analysis.id, leadExists: true },
      { ...common, name: 'Ana', via: 'lake', action: 'read-lead', leadId: contact.id, leadExists: false },
    ])
    for (const { at } of events) expect(Date.parse(at as string)).toBeGreaterThanOrEqual(start)
    // No name, e-mail, phone or search text of a lead: in the answer, nor in the table.
    const stored = JSON.stringify([response.json(), await factory.sql('SELECT * FROM access_events')])
    for (const trace of ['Pérez', 'ana@example.test', '7654-3210', '76543210', 'Sol', 'tienda.example.test']) {
      expect(stored).not.toContain(trace)
    }
  })

  it('pages newest first with the opaque next, for any caller the API admits, and refuses the rest', async () => {
    const all = (await record('?limit=200')).events
    expect(all.length).toBeGreaterThanOrEqual(3)
    const first = await record('?limit=2')
    expect(first.events).toEqual(all.slice(0, 2))
    const second = await record(`?limit=2&before=${first.next}`)
    expect(second.events).toEqual(all.slice(2, 4))
    expect((await record('?limit=2', admin)).events).toEqual(first.events)

    const wrong = await get('/api/leads/access-record?limit=0&before=nope')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      error: 'invalid',
      fields: { limit: expect.any(String), before: expect.any(String) },
    })
    const anonymous = await t.app.inject({ url: '/api/leads/access-record' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.headers['www-authenticate']).toBe('Bearer')
  })

  it('never answers a lead whose read it could not record', async () => {
    await factory.sql('ALTER TABLE access_events RENAME TO access_events_away')
    try {
      for (const url of [
        `/api/leads/${analysis.id}`,
        `/api/leads/${analysis.id}/report.html`,
        '/api/leads/export.csv',
      ]) {
        const response = await get(url)
        expect([url, response.statusCode]).toEqual([url, 500])
        expect(response.json()).toMatchObject({ error: 'internal' })
        expect(response.body).not.toContain('tienda.example.test')
      }
    } finally {
      await factory.sql('ALTER TABLE access_events_away RENAME TO access_events')
    }
  })
})
