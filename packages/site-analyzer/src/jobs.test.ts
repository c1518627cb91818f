import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsafeUrlError } from './address-policy'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite } from '../testing/fixture-server'
import { wellBuiltSite } from '../testing/fixture-sites'
import { createJobClient, openJobQueue, workAnalyses } from './jobs'

/** The scale-out mode on the machine's Postgres (TEST_DATABASE_URL, set by .ci/run); skipped without it. */
// The Postgres half runs where the test command names a database (`.ci/run` does).
const databaseUrl = process.env.TEST_DATABASE_URL

describe.runIf(databaseUrl)('analyses as jobs on the Postgres queue', () => {
  // A private schema, so parallel runs and the real queue never meet.
  const schema = `pgboss_test_${randomUUID().replaceAll('-', '')}`
  let site: FixtureSite
  let web: PgBoss
  let workerBoss: PgBoss
  let worker: { close: () => Promise<void> }
  let client: Awaited<ReturnType<typeof createJobClient>>

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
    // Two instances, as the web server and `npm run worker` on another machine would be.
    web = await openJobQueue(databaseUrl!, schema)
    workerBoss = await openJobQueue(databaseUrl!, schema)
    const policy = { allowHosts: [site.host] }
    worker = await workAnalyses(workerBoss, databaseUrl!, (url, onStage) => analyzeSite(url, { policy, onStage }), 2)
    client = await createJobClient(web, databaseUrl!, { pollMs: 50 })
  }, 30_000)

  afterAll(async () => {
    await client.close()
    await Promise.all([web.stop({ graceful: false }), workerBoss.stop({ graceful: false })])
    await worker.close()
    await site.close()
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin.end()
  })

  it('runs the analysis on the worker and relays its stages to the web side', async () => {
    const stages: string[] = []
    const result = await client.analyze(site.url(), (stage) => stages.push(stage))
    expect(result.finalUrl).toBe(site.url())
    expect(result.findings.length).toBeGreaterThan(20)
    expect(result.phone).toEqual({ status: 'unavailable', reason: 'no-browser' })
    expect(stages).toEqual(['reading', 'writing'])
  })

  it('brings a refusal back as the same kind of error, so the visitor hears why', async () => {
    await expect(client.analyze('http://10.0.0.1/')).rejects.toBeInstanceOf(UnsafeUrlError)
  })
})
