import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { analysisReportKind } from '../../web/server/analyzer/leads'
import { startFixtureSite } from 'site-analyzer/testing'
import type { AnalysisResult } from 'site-analyzer'
import { openSqliteStore } from '../../web/server/leads/sqlite'
import { freePort } from '../support/free-port'
import { ServerProcess } from './server-process'

/**
 * `npm run bench:poison` (after `npm run build`): the production server against a page whose title
 * is 100 kB and a redirect to an 8,000-character address, both analysed in e-mail mode, while
 * /healthz is probed; then a SIGKILL, a report delivery with the same title uncapped left pending
 * in the store (as one queued before the caps existed), and the restart's time to listening.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hugeTitle = `Oferta\n\n- visita https://evil.test www.evil.test ${'W'.repeat(100_000)}`
const longPath = `/${'p'.repeat(8000)}`
const page = `<!doctype html><html lang="es"><head><title>${hugeTitle}</title></head><body><h1>x</h1></body></html>`

const site = await startFixtureSite({
  '/': { body: page },
  '/plain': { body: '<!doctype html><html lang="es"><head><title>Panadería</title></head><body></body></html>' },
  '/redirect': { status: 302, headers: { location: longPath } },
  [longPath]: { body: page },
})
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-poison-'))
const env = {
  DATA_DIR: dataDir,
  LAKE_PORT: '0',
  LOG_LEVEL: 'warn',
  ANALYZER_ALLOW_HOSTS: site.host,
  ANALYZER_PHONE_PASS: 'off',
}
let server = new ServerProcess(await freePort(), env)

/** Sequential /healthz probes until `until` resolves; each probe's latency in ms. */
async function probeWhile(until: Promise<unknown>) {
  const latencies: number[] = []
  let done = false
  void until.finally(() => (done = true))
  while (!done) {
    const started = performance.now()
    await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    )
    latencies.push(performance.now() - started)
    await sleep(20)
  }
  return latencies
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1)
}
const emails = () => readdirSync(path.join(dataDir, 'mail-outbox')).filter((file) => file.endsWith('.eml')).length

async function deliveredOrAfter(count: number, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100))
    if (existsSync(path.join(dataDir, 'mail-outbox')) && emails() >= count) return
}
const firstStart = performance.now()
await server.start()
console.log(`first start: healthy after ${Math.round(performance.now() - firstStart)} ms`)

// A harmless analysis first, so the figures below measure the poison, not a cold server.
await fetch(`${server.url}/api/analyze`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ url: site.url('/plain'), mode: 'inline', ip: '', lang: 'es' }),
})

// 1. Both poison analyses in e-mail mode, /healthz probed until both reports are delivered.
const analyses = ['/', '/redirect'].map((route) =>
  fetch(`${server.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: site.url(route), mode: 'email', ip: '', email: 'cliente@example.com', lang: 'es' }),
  }).then((response) => response.status),
)
const run = Promise.all(analyses).then(async (statuses) => (await deliveredOrAfter(2, 30_000), statuses))
const duringRun = await probeWhile(run)
console.log(`analyses answered ${(await run).join(', ')}; reports delivered: ${emails()} of 2`)
console.log(
  `/healthz during the poison run: ${duringRun.length} probes, p50 ${percentile(duringRun, 50)} ms, p99 ${percentile(duringRun, 99)} ms, max ${percentile(duringRun, 100)} ms`,
)

// 2. SIGKILL, an uncapped poison delivery pending, restart.
await server.kill()
const store = await openSqliteStore(path.join(dataDir, 'leads.sqlite'))
const poison: AnalysisResult = {
  url: site.url(),
  finalUrl: site.url(longPath),
  analyzedAt: new Date().toISOString(),
  durationMs: 1,
  scores: { speed: 0, seo: 0, sales: 0, automation: 0, overall: 0 },
  findings: [
    { id: 'title', category: 'seo', status: 'warn', importance: 'high', values: { length: 1, text: hugeTitle } },
  ],
  topActions: ['title'],
  business: 'other',
  market: 'other',
  phone: { status: 'unavailable', reason: 'off' },
}
await store.enqueue({
  kind: analysisReportKind,
  payload: { to: 'cliente@example.com', language: 'es', result: poison },
})
await store.close()
server = new ServerProcess(server.port, env)
const restartedAt = performance.now()
await server.start()
console.log(
  `restart with the poison delivery pending: listening and healthy after ${Math.round(performance.now() - restartedAt)} ms`,
)
const afterRestart = await probeWhile(sleep(25_000))
console.log(
  `/healthz while the poison delivery is attempted: ${afterRestart.length} probes, p99 ${percentile(afterRestart, 99)} ms, max ${percentile(afterRestart, 100)} ms`,
)
const check = await openSqliteStore(path.join(dataDir, 'leads.sqlite'))
const pending = (await check.listDeliveries()).filter(
  (delivery) => delivery.kind === analysisReportKind && delivery.status !== 'done',
)
console.log(
  `poison delivery: ${pending.map((d) => `${d.status} after ${d.attempts} attempt(s): ${d.lastError}`).join('; ')}`,
)
await check.close()
await server.stop()
await site.close()
