import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { PgBoss } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsafeUrlError } from './address-policy'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite, wellBuiltSite } from '../testing'
import { createJobClient, openJobQueue, workAnalyses } from './jobs'

/** The scale-out mode on the machine's Postgres (TEST_DATABASE_URL, set by .ci/run); skipped without it. */
const databaseUrl = process.env.TEST_DATABASE_URL
/** The queue's connection errors are not what these tests look at. */
const quiet = { error: () => {} }

/** Each test queue lives in a private schema, so parallel runs and the real queue never meet. */
async function dropSchema(schema: string) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await admin.end()
}

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
    web = await openJobQueue(databaseUrl!, quiet, schema)
    workerBoss = await openJobQueue(databaseUrl!, quiet, schema)
    const policy = { allowHosts: [site.host] }
    worker = await workAnalyses(workerBoss, databaseUrl!, (url, onStage) => analyzeSite(url, { policy, onStage }), 2)
    client = await createJobClient(web, databaseUrl!, { pollMs: 50 })
  }, 30_000)

  afterAll(async () => {
    await client.close()
    await Promise.all([web.stop({ graceful: false }), workerBoss.stop({ graceful: false })])
    await worker.close()
    await site.close()
    await dropSchema(schema)
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

describe.runIf(databaseUrl)('a job whose worker dies mid-analysis', () => {
  const schema = `pgboss_test_${randomUUID().replaceAll('-', '')}`
  const opened: PgBoss[] = []
  const open = async () => {
    const boss = await openJobQueue(databaseUrl!, quiet, schema)
    opened.push(boss)
    return boss
  }
  let site: FixtureSite

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
  })
  afterAll(async () => {
    await Promise.all(opened.map((boss) => boss.stop({ graceful: false }).catch(() => {})))
    await site.close()
    await dropSchema(schema)
  })

  it('is noticed by its silent heartbeat within seconds and run once more by a live worker', async () => {
    const web = await open()
    const client = await createJobClient(web, databaseUrl!, { pollMs: 50, lostAfterMs: 2_000 })
    // A worker in a process of its own that takes the job, then is killed outright: no goodbye,
    // its heartbeat just stops while the job stays "active".
    const script = `
      import { openJobQueue, workAnalyses } from ${JSON.stringify(fileURLToPath(new URL('./jobs.ts', import.meta.url)))}
      const boss = await openJobQueue(${JSON.stringify(databaseUrl)}, { error: () => {} }, ${JSON.stringify(schema)})
      await workAnalyses(boss, ${JSON.stringify(databaseUrl)}, () => (console.log('taken'), new Promise(() => {})), 1)
    `
    const doomed = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const started = Date.now()
    const answer = client.analyze(site.url())
    await new Promise<void>((resolve) =>
      doomed.stdout.on('data', (chunk: Buffer) => chunk.includes('taken') && resolve()),
    )
    doomed.kill('SIGKILL')
    // A live worker arrives; the job must reach it without waiting for the queue's 85 s expiry.
    const policy = { allowHosts: [site.host] }
    const live = await workAnalyses(await open(), databaseUrl!, (url) => analyzeSite(url, { policy }), 1)
    const result = await answer
    expect(result.finalUrl).toBe(site.url())
    expect(Date.now() - started).toBeLessThan(15_000)
    await client.close()
    await live.close()
  }, 40_000)
})
