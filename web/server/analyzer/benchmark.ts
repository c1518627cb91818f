import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import type { ContentSource } from '../content'
import { loadEnv } from '../env.server'
import type { Renderer } from '../renderer'
import { analyzeSite } from './analyze'
import { createMemoryRateLimiter } from '../rate-limit'
import { startFixtureSite } from './fixture-server'
import { poorSite, wellBuiltSite } from './fixture-sites'
import { buildReport } from './report/document'
import { toPdf } from './report/pdf'

/**
 * `npm run bench:analyze`: end-to-end latency of POST /api/analyze over real HTTP against the local
 * fixture sites (sequential p50/p95), a burst of 20 concurrent requests, and the PDF's size.
 */
const runs = Number(process.argv[2] ?? 40)
const sites = await Promise.all([startFixtureSite(wellBuiltSite), startFixtureSite(poorSite)])
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  // Every analysis is recorded as a lead: keep the benchmark's out of the real store.
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-analyze-')),
  ANALYZER_ALLOW_HOSTS: sites.map((site) => site.host).join(','),
})
const inert = { mode: 'embedded', fetch: async () => null as never, close: async () => {} } satisfies ContentSource
const renderer: Renderer = { render: async () => ({}) as never, template: async () => '', close: async () => {} }
const unlimited = createMemoryRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 })
const app = await buildApp(env, {
  content: inert,
  renderer,
  analysis: { ipLimiter: unlimited, emailLimiter: unlimited },
})
const origin = await app.listen({ port: 0, host: '127.0.0.1' })

async function timed(url: string) {
  const started = performance.now()
  const response = await fetch(`${origin}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url, mode: 'inline', ip: 'unknown' }),
  })
  await response.text()
  return { ms: performance.now() - started, status: response.status }
}

const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

const sequential: number[] = []
for (let i = 0; i < runs; i++) sequential.push((await timed(sites[i % 2]!.url())).ms)
const burstStarted = performance.now()
const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => timed(sites[i % 2]!.url())))
const burstMs = performance.now() - burstStarted
const pdf = await toPdf(
  buildReport(await analyzeSite(sites[1]!.url(), { policy: { allowHosts: env.analyzerAllowHosts } }), 'es'),
)

const round = (value: number) => Math.round(value)
console.log(
  JSON.stringify(
    {
      sequential: {
        runs,
        p50Ms: round(percentile(sequential, 50)),
        p95Ms: round(percentile(sequential, 95)),
        maxMs: round(Math.max(...sequential)),
      },
      burst20: {
        ok: burst.filter((entry) => entry.status === 200).length,
        statuses: [...new Set(burst.map((entry) => entry.status))],
        p50Ms: round(
          percentile(
            burst.map((entry) => entry.ms),
            50,
          ),
        ),
        p95Ms: round(
          percentile(
            burst.map((entry) => entry.ms),
            95,
          ),
        ),
        wallMs: round(burstMs),
      },
      pdfBytes: pdf.length,
      rssMb: round(process.memoryUsage().rss / 1024 / 1024),
    },
    null,
    2,
  ),
)
await app.close()
await Promise.all(sites.map((site) => site.close()))
