import type { FastifyInstance } from 'fastify'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWorkQueue, type Analyze } from 'site-analyzer'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'
import { openLeadStore } from '../leads/create-store'
import { atTime } from '../../../tests/support/server/lead-fixtures'
import { createMemoryRateLimiter } from '../../../tests/support/server/memory-rate-limiter'
import { sampleContacts, sampleResult } from 'site-analyzer/testing'
import { stubContent, stubRenderer } from '../../../tests/support/server/test-doubles'
import { analyzeErrors } from './analyze-messages'

const content = stubContent({ fetch: async (name) => (name === 'layout' ? sampleContacts : null) as never })
const opened: FastifyInstance[] = []

/** A gate the analyses wait at: `open()` lets every one through from then on. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => opened, open }
}

/**
 * A server with room for one analysis at a time (as one worker's four are, scaled down), whose
 * analyses are `analyze`; its store in `dataDir`, shared with the next server a test builds there.
 */
async function serverWith(analyze: Analyze, dataDir: string, extra: Record<string, unknown> = {}) {
  const app = await buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYZER_PHONE_PASS: 'off', DATA_DIR: dataDir }),
    {
      content,
      renderer: stubRenderer(),
      outbox: { pollMs: 50 },
      analysis: {
        analyze,
        ipLimiter: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
        lane: createWorkQueue({ concurrency: 1, maxQueued: 0 }),
        ...extra,
      },
    },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  opened.push(app)
  return app
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()))
})

const body = (url: string, extra = {}) => ({ url, mode: 'inline', ip: 'x', ...extra })
const ask = (app: FastifyInstance, from: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/analyze', payload, remoteAddress: from })
const stateOf = async (app: FastifyInstance, ticket: string) =>
  (await app.inject({ url: `/api/analyze/queue/${ticket}` })).json()
const reported = (url: string) => sampleResult({ url, finalUrl: url })

describe('the waiting list, when every place on the server is taken', { timeout: 30_000 }, () => {
  it('gives the next visitors a ticket and their place at once, keeps them as leads, then runs them in order', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const held = gate()
    const order: string[] = []
    const app = await serverWith(async (url) => {
      order.push(url)
      await held.wait()
      return reported(url)
    }, dataDir)
    // The first visitor takes the only place; the next two wait, in the order they came.
    const first = Promise.resolve(ask(app, '10.0.0.1', body('https://uno.example/')))
    await vi.waitFor(() => expect(order).toEqual(['https://uno.example/']), { timeout: 30_000 })
    const second = await ask(app, '10.0.0.2', body('https://dos.example/', { lang: 'en' }))
    const third = await ask(app, '10.0.0.3', body('https://tres.example/'))
    expect(second.statusCode).toBe(202)
    expect(second.headers['cache-control']).toBe('no-store')
    const { queued } = second.json()
    expect(queued).toEqual({
      ticket: expect.stringMatching(/^[\w-]{24}$/),
      position: 1,
      etaSeconds: expect.any(Number),
    })
    expect(queued.etaSeconds).toBeGreaterThanOrEqual(10)
    expect(third.json().queued.position).toBe(2)
    expect(await stateOf(app, queued.ticket)).toMatchObject({ status: 'queued', position: 1 })

    // The agency sees them from the moment they asked.
    const store = await openLeadStore({ dataDir })
    const outcomes = (await store.listLeads({ kind: 'analysis' })).map((lead) => [lead.data.url, lead.data.outcome])
    expect(outcomes).toEqual(
      expect.arrayContaining([
        ['https://dos.example/', 'queued'],
        ['https://tres.example/', 'queued'],
      ]),
    )

    held.open()
    expect((await first).statusCode).toBe(200)
    await vi.waitFor(async () => expect((await stateOf(app, queued.ticket)).status).toBe('done'), { timeout: 15_000 })
    const done = await stateOf(app, queued.ticket)
    // The report in the language the visitor asked in, as the page shows a report.
    expect(done.message.content).toContain('<h1>Your website analysis</h1>')
    expect(order).toEqual(['https://uno.example/', 'https://dos.example/', 'https://tres.example/'])
    await vi.waitFor(async () => expect((await stateOf(app, third.json().queued.ticket)).status).toBe('done'), {
      timeout: 30_000,
    })
    const lead = (await store.listLeads({ kind: 'analysis' })).find((item) => item.data.url === 'https://dos.example/')
    expect(lead).toMatchObject({ data: { outcome: 'done', score: 88 }, hasReport: true })
    await store.close()
  })

  it('sends the report to the e-mail a waiting visitor leaves, with the agency’s notice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const held = gate()
    const app = await serverWith(async (url) => (await held.wait(), reported(url)), dataDir)
    const first = Promise.resolve(ask(app, '10.0.0.1', body('https://uno.example/')))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const { ticket } = (await ask(app, '10.0.0.2', body('https://dos.example/'))).json().queued
    const leave = (email: string, extra = {}) =>
      app.inject({ method: 'POST', url: `/api/analyze/queue/${ticket}/email`, payload: { email, ...extra } })
    const wrong = await leave('not an address', { lang: 'en' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'invalid_email', message: analyzeErrors.en.invalid_email })
    expect((await leave('rosa@example.test')).json()).toEqual({ ok: true })
    held.open()
    await first
    const outbox = path.join(dataDir, 'mail-outbox')
    const mails = async () =>
      Promise.all(
        (await readdir(outbox).catch(() => []))
          .filter((file) => file.endsWith('.eml'))
          .map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
      )
    await vi.waitFor(async () => expect((await mails()).length).toBe(2), { timeout: 20_000 })
    const [report, notice] = ['rosa@example.test', 'no-reply@localhost'].map((to) =>
      mails().then((all) => all.find((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text === to)),
    )
    expect((await report)?.subject).toBe('Tu análisis web de dos.example (PDF)')
    expect((await notice)?.replyTo?.text).toBe('rosa@example.test')
  })

  it('gives a visitor who asks again their place back; another site waits for the first', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const held = gate()
    const app = await serverWith(async (url) => (await held.wait(), reported(url)), dataDir)
    void ask(app, '10.0.0.1', body('https://uno.example/'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const queued = (await ask(app, '10.0.0.2', body('https://dos.example/'))).json().queued
    const again = await ask(app, '10.0.0.2', body('https://dos.example/'))
    expect(again.statusCode).toBe(202)
    expect(again.json().queued.ticket).toBe(queued.ticket)
    const other = await ask(app, '10.0.0.2', body('https://otro.example/', { lang: 'en' }))
    expect(other.statusCode).toBe(429)
    expect(other.json()).toEqual({ error: 'analysis_running', message: analyzeErrors.en.analysis_running })
    expect((await app.inject({ url: '/api/analyze/queue/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/analyze/queue/not-a-ticket' })).statusCode).toBe(404)
    held.open()
  })

  it('outlives a restart: what waited when the server stopped is run by the next one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const never = new Promise<never>(() => {})
    const before = await serverWith(() => never, dataDir)
    void ask(before, '10.0.0.1', body('https://uno.example/'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const { ticket } = (await ask(before, '10.0.0.2', body('https://dos.example/'))).json().queued
    await before.close()

    const after = await serverWith(async (url) => reported(url), dataDir)
    await vi.waitFor(async () => expect((await stateOf(after, ticket)).status).toBe('done'), { timeout: 15_000 })
  })

  it('runs, after a restart, an analysis its server ended mid-run, and e-mails the report it asked for', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    // Opened first: two connections of one process writing at once would wait on each other.
    const store = await openLeadStore({ dataDir })
    const before = await serverWith(() => new Promise<never>(() => {}), dataDir)
    const outcome = async () => (await store.listLeads({ kind: 'analysis' }))[0]?.data.outcome
    // Admitted eleven minutes ago, and still running when its server ended.
    await atTime(Date.now() - 11 * 60_000, async () => {
      void ask(before, '10.0.0.1', body('https://corte.example/', { mode: 'email', email: 'rosa@example.test' }))
      await vi.waitFor(async () => expect(await outcome()).toBe('running'), { timeout: 30_000 })
    })
    await before.close()

    await serverWith(async (url) => reported(url), dataDir)
    await vi.waitFor(async () => expect(await outcome()).toBe('done'), { timeout: 15_000 })
    const [lead] = await store.listLeads({ kind: 'analysis' })
    expect(lead).toMatchObject({ data: { url: 'https://corte.example/', email: 'rosa@example.test' }, hasReport: true })
    expect(lead!.deliveries.map((delivery) => delivery.kind).sort()).toEqual(['agency-email', 'analysis-report'])
    await store.close()
  })

  it('tries again an analysis whose worker was lost, and says so when it never could be done', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const held = gate()
    const tries = new Map<string, number>()
    const app = await serverWith(async (url) => {
      await held.wait()
      tries.set(url, (tries.get(url) ?? 0) + 1)
      if (url.includes('fragil') && tries.get(url)! < 2) throw new Error('worker ended (SIGKILL)')
      if (url.includes('roto')) throw new Error('worker ended (SIGKILL)')
      return reported(url)
    }, dataDir)
    void ask(app, '10.0.0.1', body('https://uno.example/'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const fragile = (await ask(app, '10.0.0.2', body('https://fragil.example/'))).json().queued.ticket
    const broken = (await ask(app, '10.0.0.3', body('https://roto.example/', { lang: 'en' }))).json().queued.ticket
    held.open()
    await vi.waitFor(async () => expect((await stateOf(app, fragile)).status).toBe('done'), { timeout: 15_000 })
    await vi.waitFor(async () => expect((await stateOf(app, broken)).status).toBe('failed'), { timeout: 15_000 })
    expect(await stateOf(app, broken)).toEqual({ status: 'failed', error: 'failed', message: analyzeErrors.en.failed })
    expect(tries.get('https://roto.example/')).toBe(3)
  })

  it('turns visitors away only past its abuse limit', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'waiting-'))
    const app = await serverWith(() => new Promise<never>(() => {}), dataDir, { maxWaiting: 1 })
    void ask(app, '10.0.0.1', body('https://uno.example/'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await ask(app, '10.0.0.2', body('https://dos.example/'))).statusCode).toBe(202)
    const turned = await ask(app, '10.0.0.3', body('https://tres.example/'))
    expect(turned.statusCode).toBe(503)
    expect(turned.json().error).toBe('busy')
  })
})
