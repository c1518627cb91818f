import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../web/server/app'
import { loadEnv } from '../../web/server/env.server'
import { stubContent, stubRenderer } from '../../web/server/test-doubles'
import { analyzeSite } from 'site-analyzer'
import { lighthouseCliScore, sampleMemory } from './analyzer-tools'
import { createMemoryRateLimiter } from '../../web/server/rate-limit'
import { createWorkQueue } from 'site-analyzer'
import { startFixtureSite } from 'site-analyzer/testing'
import { poorSite, wellBuiltSite } from 'site-analyzer/testing'
import { buildReport } from '../../web/server/analyzer/report/document'
import { toPdf } from '../../web/server/analyzer/report/pdf'
import { sampleContacts } from '../../web/server/analyzer/report/sample-report'

/**
 * `npm run bench:analyze [runs] [phoneRuns]`: end-to-end latency of POST /api/analyze over real HTTP
 * against the local fixture sites. HTTP checks alone: sequential p50/p95 and a burst of 20. With the
 * phone pass (Chromium + Lighthouse): sequential p50/p95, four at once, the peak memory of the server
 * and its browsers, and our performance score beside Lighthouse's CLI on the same page. Budgets
 * (issue 13, not enforced here): phone p50 ≤ 15 s, p95 ≤ 30 s, four concurrent within 60 s.
 */
const runs = Number(process.argv[2] ?? 40)
const phoneRuns = Number(process.argv[3] ?? 8)
const sites = await Promise.all([startFixtureSite(wellBuiltSite), startFixtureSite(poorSite)])
const inert = stubContent()
const renderer = stubRenderer()
const unlimited = createMemoryRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 })

async function serve(phonePass: 'on' | 'off') {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    // Every analysis is recorded as a lead: keep the benchmark's out of the real store.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-analyze-')),
    ANALYZER_ALLOW_HOSTS: sites.map((site) => site.host).join(','),
    ANALYZER_PHONE_PASS: phonePass,
  })
  const app = await buildApp(env, {
    content: inert,
    renderer,
    analysis: { ipLimiter: unlimited, emailLimiter: unlimited },
  })
  return { app, env, origin: await app.listen({ port: 0, host: '127.0.0.1' }) }
}

async function timed(origin: string, url: string) {
  const started = performance.now()
  const response = await fetch(`${origin}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, mode: 'inline', ip: 'unknown' }),
  })
  const body = await response.text()
  return { ms: performance.now() - started, status: response.status, measured: body.includes('/100; ') }
}

const round = (value: number) => Math.round(value)
const percentile = (values: number[], p: number) =>
  round(values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!)
const summary = (entries: { ms: number; status: number }[]) => ({
  runs: entries.length,
  statuses: [...new Set(entries.map((entry) => entry.status))],
  p50Ms: percentile(
    entries.map((entry) => entry.ms),
    50,
  ),
  p95Ms: percentile(
    entries.map((entry) => entry.ms),
    95,
  ),
  maxMs: round(Math.max(...entries.map((entry) => entry.ms))),
})

const httpOnly = await serve('off')
const sequential = []
for (let i = 0; i < runs; i++) sequential.push(await timed(httpOnly.origin, sites[i % 2]!.url()))
const burstStarted = performance.now()
const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(httpOnly.origin, sites[i % 2]!.url())))
const burstMs = performance.now() - burstStarted
const pdf = await toPdf(
  buildReport(
    await analyzeSite(sites[1]!.url(), { policy: { allowHosts: httpOnly.env.analyzerAllowHosts } }),
    'es',
    sampleContacts,
  ),
)
await httpOnly.app.close()

const phone = await serve('on')
const memory = sampleMemory()
const phoneSequential = []
for (let i = 0; i < phoneRuns; i++) phoneSequential.push(await timed(phone.origin, sites[i % 2]!.url()))
const fourStarted = performance.now()
const four = await Promise.all(Array.from({ length: 4 }, (_, i) => timed(phone.origin, sites[i % 2]!.url())))
const fourMs = performance.now() - fourStarted
const peakRssMb = await memory.stop()
const ours = await analyzeSite(sites[1]!.url(), {
  policy: { allowHosts: phone.env.analyzerAllowHosts },
  phone: {
    chromiumPath: phone.env.phonePass!.chromiumPath,
    browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }),
  },
})
await phone.app.close()
const cli = await lighthouseCliScore(sites[1]!.url())

console.log(
  JSON.stringify(
    {
      httpOnly: { sequential: summary(sequential), burst20: { ...summary(burst), wallMs: round(burstMs) } },
      pdfBytes: pdf.length,
      phonePass: {
        sequential: { ...summary(phoneSequential), measured: phoneSequential.filter((entry) => entry.measured).length },
        concurrent4: {
          ...summary(four),
          wallMs: round(fourMs),
          measured: four.filter((entry) => entry.measured).length,
        },
        peakRssMb,
        performanceScore: {
          page: 'poor fixture',
          ours: ours.phone.status === 'measured' ? ours.phone.measurements.performance : ours.phone.reason,
          lighthouseCli: cli,
        },
      },
      rssMb: round(process.memoryUsage().rss / 1024 / 1024),
    },
    null,
    2,
  ),
)
await Promise.all(sites.map((site) => site.close()))
