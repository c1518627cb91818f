import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'
import { sampleContacts, sampleResult } from 'site-analyzer/testing'
import { stubContent } from '../../../tests/support/server/test-doubles'
import { reportPolicy } from './lead-reports'

/**
 * The report as the visitor got it. The store's side (kept, flagged, erased) runs on both engines in
 * leads/store-reports.test.ts; here the rendering, on the embedded store.
 */
let t: LeadsApp
let headers: Record<string, string>
const ids = { inline: '', email: '', contact: '' }
const result = sampleResult()

beforeAll(async () => {
  // The agency's contacts, from site settings, close the e-mail and the PDF.
  t = await startLeadsApp({}, { content: stubContent({ fetch: async () => sampleContacts as never }) })
  headers = bearer((await t.signIn('Ana')).assertion)
  const add = async (mode: 'inline' | 'email') =>
    (await t.store.addLead(newLead('analysis', analysisData({ mode })), [], { language: 'es', result })).lead.id
  ids.inline = await add('inline')
  ids.email = await add('email')
  ids.contact = (await t.store.addLead(newLead('contact', contactData()), [])).lead.id
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ url, headers })

// Each e-mail rendering runs in a worker thread loading TypeScript through tsx: seconds on a busy machine.
describe('GET /api/leads/:id/report.html and report.pdf', { timeout: 60_000 }, () => {
  it('serves the page an inline analysis showed, as a document without scripts', async () => {
    const response = await get(`/api/leads/${ids.inline}/report.html`)
    expect(response.statusCode).toBe(200)
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': reportPolicy,
      'content-disposition': `inline; filename="report-${ids.inline}.html"`,
      'cache-control': 'no-store',
    })
    expect(response.body).toMatch(/^<!doctype html><html lang="es">/)
    expect(response.body).toContain('panaderia.example')
    expect(response.body).not.toMatch(/<script/i)
    // The page showed no contacts; the e-mail closes with them.
    expect(response.body).not.toContain(sampleContacts.bookingUrl15)
  })

  it('serves the e-mail an e-mailed analysis sent, its pictures inlined', async () => {
    const response = await get(`/api/leads/${ids.email}/report.html`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toBe(reportPolicy)
    expect(response.body).toContain(sampleContacts.bookingUrl15)
    expect(response.body).toContain('src="data:image/png;base64,')
    expect(response.body).not.toContain('cid:')
    expect(response.body).not.toMatch(/<script/i)
  })

  it('serves the PDF the e-mail attaches', async () => {
    const response = await get(`/api/leads/${ids.inline}/report.pdf`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`inline; filename="report-${ids.inline}.pdf"`)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('answers 404 for a lead without a report or no lead, 400 for no lead id, 401 without a credential', async () => {
    for (const url of [`/api/leads/${ids.contact}/report.html`, `/api/leads/${crypto.randomUUID()}/report.pdf`]) {
      const response = await get(url)
      expect([url, response.statusCode, response.json().error]).toEqual([url, 404, 'not_found'])
    }
    expect((await get('/api/leads/x/report.pdf')).statusCode).toBe(400)
    expect((await t.app.inject({ url: `/api/leads/${ids.inline}/report.html` })).statusCode).toBe(401)
  })
})
