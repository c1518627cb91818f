import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../env.server'
import { createLeadServices, type LeadServices } from '../leads/services'
import { sampleContacts, sampleResult } from 'site-analyzer/testing'
import { analysisReportKind, createAnalysisLeads, type AnalysisLeads } from './leads'

let services: LeadServices
let analyses: AnalysisLeads
beforeAll(async () => {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'analysis-leads-')) })
  services = await createLeadServices(env, pino({ level: 'silent' }))
  analyses = createAnalysisLeads(services, async () => sampleContacts)
})
afterAll(() => services.close())

const request = { language: 'en', clientIp: '203.0.113.5' } as const

/** The lead for the analysed address, with its deliveries' kinds and the report stored with it. */
async function leadFor(url: string) {
  const [lead] = (await services.store.searchLeads({ query: url, limit: 1 })).leads
  return {
    lead: lead!,
    kinds: lead!.deliveries.map((delivery) => delivery.kind),
    report: await services.store.getReport(lead!.id),
  }
}

describe('recording analyses', () => {
  it('keeps the request as a lead the moment it is admitted, before anything is analysed', async () => {
    await analyses.open({ ...request, url: 'https://cero.example', mode: 'email', email: 'ana@example.test' })
    const { lead, kinds, report } = await leadFor('cero.example')
    expect(lead.data).toMatchObject({ outcome: 'running', email: 'ana@example.test' })
    expect([kinds, report]).toEqual([[], undefined])
  })

  it('keeps the result of an analysis shown on the page, and queues no e-mail', async () => {
    const result = sampleResult()
    const open = await analyses.open({ ...request, url: 'https://uno.example', mode: 'inline' })
    await analyses.close(open, 'done', result)
    const { lead, kinds, report } = await leadFor('uno.example')
    expect(lead).toMatchObject({
      kind: 'analysis',
      data: { mode: 'inline', outcome: 'done', score: 88 },
      hasReport: true,
    })
    expect(kinds).not.toContain(analysisReportKind)
    expect(report).toMatchObject({ leadId: lead.id, language: 'en', result })
  })

  it('keeps the result of an e-mailed analysis beside the e-mail it queues', async () => {
    const result = sampleResult()
    const email = 'dueno@example.test'
    const open = await analyses.open({ ...request, url: 'https://dos.example', mode: 'email', email })
    await analyses.close(open, 'done', result)
    const { kinds, report } = await leadFor('dos.example')
    expect(kinds).toContain(analysisReportKind)
    expect(report?.result).toEqual(result)
  })

  it('keeps no report for an analysis that ended without a result', async () => {
    await analyses.close(
      await analyses.open({ ...request, url: 'https://tres.example', mode: 'inline' }),
      'unreachable',
    )
    const { lead, report } = await leadFor('tres.example')
    expect([lead.data.outcome, lead.hasReport, report]).toEqual(['unreachable', false, undefined])
  })
})

describe('analyses a server ended mid-analysis', () => {
  it('are put back on the waiting list once, with their address and e-mail; ended and recent ones stay', async () => {
    const email = 'corte@example.test'
    const cut = await analyses.open({ ...request, url: 'https://corte.example', mode: 'email', email })
    await analyses.close(await analyses.open({ ...request, url: 'https://acabado.example', mode: 'inline' }), 'done')
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
    await pause()
    const before = new Date()
    await pause()
    const recent = await analyses.open({ ...request, url: 'https://reciente.example', mode: 'inline' })
    const running = (await services.store.listLeads({ kind: 'analysis' })).filter(
      ({ id, data }) => data.outcome === 'running' && id !== recent.leadId,
    )
    const waitingBefore = await services.store.waitingList.waiting()

    const [first, second] = await Promise.all([analyses.resumeInterrupted(before), analyses.resumeInterrupted(before)])
    expect(first + second).toBe(running.length)
    expect(await services.store.waitingList.waiting()).toBe(waitingBefore + running.length)
    expect((await leadFor('corte.example')).lead.data.outcome).toBe('queued')
    expect((await leadFor('acabado.example')).lead.data.outcome).toBe('done')
    expect((await leadFor('reciente.example')).lead.data.outcome).toBe('running')

    const resumed = await services.store.waitingList.claim(60_000)
    expect(resumed).toMatchObject({ leadId: cut.leadId, url: 'https://corte.example', email, language: 'en' })
  })
})
