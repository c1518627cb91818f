import type { FastifyInstance } from 'fastify'
import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureSite, type FixtureSite, wellBuiltSite } from 'site-analyzer/testing'
import { createWorkQueue, FetchFailure } from 'site-analyzer'
import { createProgressHub } from '../analyzer/progress'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'
import { openLeadStore } from '../leads/create-store'
import type { LeadStore } from '../leads/types'
import { createMemoryRateLimiter } from '../../../tests/support/server/memory-rate-limiter'
import { sampleContacts } from 'site-analyzer/testing'
import { analyzeErrors } from './analyze-messages'
import { stubContent, stubRenderer } from '../../../tests/support/server/test-doubles'

// The analysis API needs no pages, and of the content only the site settings the report e-mail closes with.
const content = stubContent({ fetch: async (name) => (name === 'layout' ? sampleContacts : null) as never })
const renderer = stubRenderer()

/** The server's progress hub, to hear what the progress stream would relay. */
const progress = createProgressHub()
let site: FixtureSite
let dataDir: string
let app: FastifyInstance
/** A second handle on the server's SQLite store, to see the leads it recorded. */
let store: LeadStore
const logs: Record<string, unknown>[] = []

beforeAll(async () => {
  site = await startFixtureSite(wellBuiltSite)
  dataDir = await mkdtemp(path.join(tmpdir(), 'analyze-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ANALYZER_PHONE_PASS: 'off',
    DATA_DIR: dataDir,
    ANALYZER_ALLOW_HOSTS: site.host,
  })
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line)) }
  app = await buildApp(env, { content, renderer, logStream, outbox: { pollMs: 50 }, analysis: { progress } })
  // The outbox starts once the server listens.
  await app.listen({ port: 0, host: '127.0.0.1' })
  store = await openLeadStore(env)
})
afterAll(() => Promise.all([app.close(), site.close(), store.close()]))

/** The outbox delivers in the background: wait for the first .eml file `wanted` picks. */
async function mailWhere(wanted: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'mail-outbox')
  for (let attempt = 0; attempt < 180; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'))
    for (const file of files) {
      // keepCidLinks: the HTML as sent, not with its cid: pictures turned into data: URIs by the parser.
      const mail = await simpleParser(await readFile(path.join(outbox, file)), { keepCidLinks: true })
      if (wanted(mail)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no such e-mail reached the mail outbox')
}
const addressedTo = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text

let clients = 0
/**
 * An analysis request, from an address of its own unless told: the per-client limits are the subject
 * of their own tests, and a request still running from an earlier test never turns this one away.
 */
const analyze = (body: unknown, target = app, remoteAddress = `127.0.1.${(clients += 1)}`) =>
  target.inject({ method: 'POST', url: '/api/analyze', payload: body as object, remoteAddress })

// Analyses run in a worker process, started through tsx here: on a loaded machine its first answer takes
// longer than Vitest's default five seconds, and a test cut short keeps the client's one analysis running.
describe('POST /api/analyze', { timeout: 30_000 }, () => {
  it('answers the product §7.2 shape with the HTML report', async () => {
    const response = await analyze({ url: site.url(), mode: 'inline', ip: 'unknown' })
    expect(response.statusCode).toBe(200)
    const content = response.json().message.content as string
    expect(content).toContain('<h1>Análisis de tu sitio web</h1>')
    expect(content).toMatch(/<h2>Puntuación general: \d+\/100<\/h2>/)
  })

  it('answers 400 in the visitor language for invalid input', async () => {
    for (const body of [
      {},
      { url: 'notaurl', mode: 'inline', ip: 'x' },
      { url: site.url(), mode: 'email', ip: 'x' },
      { url: site.url(), mode: 'fax', ip: 'x' },
    ]) {
      expect((await analyze(body)).statusCode).toBe(400)
    }
    const english = await analyze({ url: 'ftp://x', mode: 'inline', ip: 'x', lang: 'en' })
    expect(english.json()).toEqual({ error: 'invalid_url', message: analyzeErrors.en.invalid_url })
  })

  it('names the wrong field: an address with a space is about the URL, not the e-mail', async () => {
    const spaced = await analyze({ url: 'https://exa mple.com', mode: 'inline', ip: 'x' })
    expect(spaced.json()).toEqual({ error: 'invalid_url', message: analyzeErrors.es.invalid_url })
    const email = await analyze({ url: site.url(), mode: 'email', ip: 'x', email: 'no-at-sign', lang: 'en' })
    expect(email.json()).toEqual({ error: 'invalid_email', message: analyzeErrors.en.invalid_email })
    const both = await analyze({ url: 'notaurl', mode: 'fax', ip: 'x' })
    expect(both.json()).toEqual({ error: 'invalid', message: analyzeErrors.es.invalid })
  })

  it('answers 422 for refused and unreachable sites', async () => {
    const refused = await analyze({ url: 'http://169.254.169.254/latest/', mode: 'inline', ip: 'x' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe(analyzeErrors.es.refused)
    const closed = await analyze({ url: 'http://127.0.0.1:1/', mode: 'inline', ip: 'x', lang: 'en' })
    expect(closed.statusCode).toBe(422)
    // The visitor's answer, not our fault: logged with its reason, without an error's stack.
    const notDone = logs.filter((line) => line.msg === 'analysis not done')
    expect(notDone).toEqual([
      expect.objectContaining({ level: 30, outcome: 'refused', reason: expect.any(String) }),
      expect.objectContaining({ level: 30, outcome: 'refused', reason: expect.any(String) }),
    ])
    expect(notDone.some((line) => 'err' in line)).toBe(false)
  })

  it('e-mails the report as a PDF in the visitor language through the durable outbox', async () => {
    const response = await analyze({ url: site.url(), mode: 'email', ip: 'x', email: 'ana@example.com', lang: 'en' })
    expect(response.statusCode).toBe(200)
    expect(response.json().message.content).toContain('<h1>Your website analysis</h1>')
    const mail = await mailWhere((parsed) => addressedTo(parsed) === 'ana@example.com')
    expect(mail.subject).toBe('Your website analysis for 127.0.0.1 (PDF)')
    const attached = mail.attachments.filter((file) => file.contentDisposition === 'attachment')
    expect(attached.map((file) => file.contentType)).toEqual(['application/pdf'])
    expect(mail.html).toContain('Overall score')
    // It closes with the agency's contacts from site settings, never a placeholder.
    expect(mail.html).toContain(`<a href="${sampleContacts.bookingUrl15}">`)
    expect(mail.text).toContain('WhatsApp: https://wa.me/50376543210')
    expect(mail.text).not.toContain('XXXX')
    // Its pictures are inline attachments the HTML names by content id; nothing Gmail or Outlook drops.
    const html = String(mail.html)
    const cids = [...html.matchAll(/<img src="cid:([^"]+)"/g)].map(([, cid]) => cid)
    expect(cids).toHaveLength(5)
    const inline = mail.attachments.filter((file) => file.contentDisposition === 'inline')
    expect(inline.map((file) => file.cid).sort()).toEqual([...cids].sort())
    for (const file of inline) expect(file.contentType).toBe('image/png')
    expect(html).not.toMatch(/data:|conic-gradient/)
  })

  it('keeps every admitted request as an analysis lead, with its outcome', async () => {
    await analyze({ url: site.url(), mode: 'inline', ip: 'claimed', lang: 'es' })
    await analyze({ url: 'http://10.0.0.1/', mode: 'inline', ip: 'x' })
    await analyze({ url: site.url(), mode: 'email', ip: 'x', email: 'leo@example.com' })
    const leads = await store.listLeads({ kind: 'analysis' })
    expect(leads.map((lead) => lead.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: site.url(), mode: 'inline', outcome: 'done', score: expect.any(Number) }),
        expect.objectContaining({ url: 'http://10.0.0.1/', outcome: 'refused' }),
        expect.objectContaining({ mode: 'email', email: 'leo@example.com', outcome: 'done' }),
      ]),
    )
    // The client address is the connection's, never the one the body claims.
    expect(leads.every((lead) => lead.clientIp !== 'claimed')).toBe(true)
    const withReport = leads.find((lead) => lead.data.email === 'leo@example.com')
    expect(withReport?.deliveries.map((delivery) => delivery.kind).sort()).toEqual(['agency-email', 'analysis-report'])
  })

  it('keeps where the visit came from, and tells the agency of an analysis only when it has an e-mail address', async () => {
    const attribution = { page: '/servicios', referrerHost: 'mail.example', utm: { utm_source: 'newsletter' } }
    const from = '127.0.0.2'
    const asked = { url: site.url(), mode: 'email', ip: 'x', email: 'marta@example.com', lang: 'en', attribution }
    expect((await analyze(asked, app, from)).statusCode).toBe(200)
    const inline = { url: site.url(), mode: 'inline', ip: 'x', attribution: { page: '/', utm: 'not tags' } }
    expect((await analyze(inline, app, from)).statusCode).toBe(200)

    const [latest, withEmail] = await store.listLeads({ kind: 'analysis', limit: 2 })
    expect(withEmail).toMatchObject({ attribution, data: { email: 'marta@example.com' } })
    expect(withEmail?.deliveries.map((delivery) => delivery.kind).sort()).toEqual(['agency-email', 'analysis-report'])
    expect(latest).toMatchObject({ attribution: { page: '/' }, deliveries: [] })

    // In the agency's language (Spanish unless AGENCY_LANGUAGE says otherwise), to the sender's address.
    const notice = await mailWhere((mail) => mail.replyTo?.text === 'marta@example.com')
    expect(addressedTo(notice)).toBe('no-reply@localhost')
    expect(notice.subject).toMatch(/^Análisis pedido por correo: 127\.0\.0\.1 \(\d+\/100\)$/)
    expect(notice.text).toContain(
      'Enviada desde: /servicios\nLlegó desde: mail.example\nCampaña: utm_source=newsletter',
    )
  })

  it('reports the stages of an analysis under the progress id the browser chose', async () => {
    const progressId = 'p'.repeat(32)
    const heard: string[] = []
    const subscription = progress.subscribe(progressId, 'test', (event) => heard.push(event.stage))
    const response = await analyze({ url: site.url(), mode: 'inline', ip: 'unknown', progressId })
    if ('unsubscribe' in subscription) subscription.unsubscribe()
    expect(response.statusCode).toBe(200)
    // The phone pass is off here, so its stages are skipped: the HTTP read, the report, the end.
    expect(heard).toEqual(['reading', 'writing', 'done'])
  })

  it('answers the public-address lookup with the connection address', async () => {
    const response = await app.inject({ url: '/api/client-ip', remoteAddress: '203.0.113.9' })
    expect(response.json()).toEqual({ ip: '203.0.113.9' })
  })
})

/** An app whose analyses all fail with `failure`, behind in-memory limits per client and per mailbox. */
const limitedApp = (failure: Error, ipLimit: number, emailLimit: number) =>
  buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYZER_PHONE_PASS: 'off', DATA_DIR: dataDir }), {
    content,
    renderer,
    analysis: {
      analyze: async () => {
        throw failure
      },
      ipLimiter: createMemoryRateLimiter({ limit: ipLimit, windowMs: 60_000 }),
      emailLimiter: createMemoryRateLimiter({ limit: emailLimit, windowMs: 60_000 }),
    },
  })

describe('admission control', () => {
  it('rate-limits per connection address, not per body ip, and per e-mail address', async () => {
    const limited = await limitedApp(new Error('not reached'), 1, 0)
    const from = (remoteAddress: string, ip: string, extra = {}) =>
      limited.inject({
        method: 'POST',
        url: '/api/analyze',
        remoteAddress,
        payload: { url: 'https://a.example', mode: 'inline', ip, ...extra },
      })
    expect((await from('198.51.100.1', 'a')).statusCode).toBe(500)
    const second = await from('198.51.100.1', 'b')
    expect(second.statusCode).toBe(429)
    expect(second.json().message).toBe(analyzeErrors.es.rate_limited)
    expect(second.headers['retry-after']).toBeDefined()
    const email = await from('198.51.100.2', 'a', { mode: 'email', email: 'x@example.com', lang: 'en' })
    expect(email.statusCode).toBe(429)
    expect(email.json().message).toBe(analyzeErrors.en.rate_limited)
    await limited.close()
  })

  it('counts one mailbox however it is spelled, and one IPv6 client per /64', async () => {
    const limited = await limitedApp(new FetchFailure('unreachable'), 5, 5)
    const post = (remoteAddress: string, email?: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/analyze',
        remoteAddress,
        payload: { url: 'https://a.example', ip: '', ...(email ? { mode: 'email', email } : { mode: 'inline' }) },
      })
    const spellings = [
      'ana@gmail.com',
      'Ana+1@gmail.com',
      'a.na+2@gmail.com',
      'A.N.A@googlemail.com',
      'ana+3@Gmail.com',
    ]
    for (const [i, email] of [...spellings, 'ana+6@gmail.com'].entries()) {
      expect((await post(`198.51.100.${10 + i}`, email)).statusCode).toBe(i < 5 ? 422 : 429)
    }
    const oneSlash64 = ['::1', '::2', ':a:b:c:d', ':ffff::1', ':abcd:0:0:9', '::7'].map((host) => `2001:db8:5:6${host}`)
    const statuses = []
    for (const address of oneSlash64) statuses.push((await post(address)).statusCode)
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    await limited.close()
  })

  /** An app with room for one analysis at a time, whose analyses wait for `release()`, then fail. */
  async function gatedApp() {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const gated = await buildApp(
      loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ANALYZER_PHONE_PASS: 'off', DATA_DIR: dataDir }),
      {
        content,
        renderer,
        analysis: {
          analyze: async () => {
            await gate
            throw new Error('done')
          },
          ipLimiter: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
          lane: createWorkQueue({ concurrency: 1, maxQueued: 0 }),
        },
      },
    )
    return { gated, release }
  }
  const body = { url: 'https://a.example', mode: 'inline', ip: 'x' }

  it('runs one analysis at a time per client: a second from the same address hears so at once', async () => {
    const { gated, release } = await gatedApp()
    const first = Promise.resolve(analyze(body, gated, '10.0.0.1'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The same /64 counts as the same client.
    const again = await analyze({ ...body, lang: 'en' }, gated, '10.0.0.1')
    expect(again.statusCode).toBe(429)
    expect(again.json()).toEqual({ error: 'analysis_running', message: analyzeErrors.en.analysis_running })
    release()
    expect((await first).statusCode).toBe(500)
    // Once it is answered, the client may ask again.
    expect((await analyze(body, gated, '10.0.0.1')).statusCode).toBe(500)
    await gated.close()
  })
})
