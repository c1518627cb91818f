import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsafeUrlError } from './address-policy'
import { analyzeSite } from './analyze'
import { startFixtureSite, type FixtureSite, wellBuiltSite } from '../testing'
import { createJobClient, openJobQueue, workAnalyses, type JobQueue } from './jobs'

/** The scale-out mode on the machine's Postgres (TEST_DATABASE_URL, set by .ci/run); skipped without it. */
const databaseUrl = process.env.TEST_DATABASE_URL
/** The queue's connection errors are not what these tests look at. */
const quiet = { error: () => {}, warn: () => {} }

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
  let web: JobQueue
  let workerBoss: JobQueue
  let worker: { close: () => Promise<void> }
  let client: Awaited<ReturnType<typeof createJobClient>>

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
    // Two instances, as the web server and `npm run worker` on another machine would be.
    web = await openJobQueue(databaseUrl!, quiet, schema)
    workerBoss = await openJobQueue(databaseUrl!, quiet, schema)
    const policy = { allowHosts: [site.host] }
    worker = await workAnalyses(workerBoss, (url, onStage) => analyzeSite(url, { policy, onStage }), 2)
    client = await createJobClient(web, { pollMs: 50 })
  }, 30_000)

  afterAll(async () => {
    await client.close()
    await worker.close()
    await Promise.all([web.stop(), workerBoss.stop()])
    await site.close()
    await dropSchema(schema)
  })

  it('runs the analysis on the worker and relays its stages to the web side', async () => {
    const stages: string[] = []
    const result = await client.analyze(site.url(), (stage) => stages.push(stage))
    expect(result.finalUrl).toBe(site.url())
    expect(result.findings.length).toBeGreaterThan(20)
    expect(result.phone).toEqual({ status: 'unavailable', reason: 'off' })
    expect(stages).toEqual(['reading', 'writing'])
  })

  it('brings a refusal back as the same kind of error, so the visitor hears why', async () => {
    await expect(client.analyze('http://10.0.0.1/')).rejects.toBeInstanceOf(UnsafeUrlError)
  })
})

describe.runIf(databaseUrl)('a job whose worker dies mid-analysis', () => {
  const schema = `pgboss_test_${randomUUID().replaceAll('-', '')}`
  const opened: JobQueue[] = []
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
    await Promise.all(opened.map((queue) => queue.stop().catch(() => {})))
    await site.close()
    await dropSchema(schema)
  })

  it('is noticed by its silent heartbeat within seconds and run once more by a live worker', async () => {
    const web = await open()
    const client = await createJobClient(web, { pollMs: 50, lostAfterMs: 2_000 })
    // A worker in a process of its own that takes the job, then is killed outright: no goodbye,
    // its heartbeat just stops while the job stays "active".
    const script = `
      import { openJobQueue, workAnalyses } from ${JSON.stringify(fileURLToPath(new URL('./jobs.ts', import.meta.url)))}
      const queue = await openJobQueue(${JSON.stringify(databaseUrl)}, { error: () => {}, warn: () => {} }, ${JSON.stringify(schema)})
      await workAnalyses(queue, () => (console.log('taken'), new Promise(() => {})), 1)
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
    const live = await workAnalyses(await open(), (url) => analyzeSite(url, { policy }), 1)
    const result = await answer
    expect(result.finalUrl).toBe(site.url())
    // Well before the 85 s expiry however busy the machine: the dead worker's job was handed on, not waited out.
    expect(Date.now() - started).toBeLessThan(60_000)
    await client.close()
    await live.close()
  }, 120_000)
})

describe.runIf(databaseUrl)('the queue when Postgres ends its connections', () => {
  const schema = `pgboss_test_${randomUUID().replaceAll('-', '')}`
  const applicationName = `jobs-${randomUUID().slice(0, 8)}`
  const url = new URL(databaseUrl ?? 'postgres://localhost')
  url.searchParams.set('application_name', applicationName)
  const admin = new pg.Client({ connectionString: databaseUrl })
  const opened: JobQueue[] = []
  let site: FixtureSite

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
    await admin.connect()
  })
  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.stop().catch(() => {})))
    await admin.end()
    await site.close()
    await dropSchema(schema)
  })

  const terminate = async () =>
    (
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ])
    ).rowCount ?? 0
  const listening = async () =>
    Number(
      (
        await admin.query(
          `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
          [applicationName],
        )
      ).rows[0].n,
    )

  it('keeps the web side and the worker running; the analysis in flight is answered, the next one too, with its stages', async () => {
    const open = async () => {
      const queue = await openJobQueue(url.toString(), quiet, schema)
      opened.push(queue)
      return queue
    }
    const policy = { allowHosts: [site.host] }
    // The first analysis waits for the test's word, so the connections are ended while it runs.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let taken = () => {}
    const takenOnce = new Promise<void>((resolve) => (taken = resolve))
    const worker = await workAnalyses(
      await open(),
      async (target, onStage) => {
        taken()
        await held
        return analyzeSite(target, { policy, onStage })
      },
      1,
    )
    const client = await createJobClient(await open(), { pollMs: 50 })
    const inFlight = client.analyze(site.url())
    await takenOnce

    expect(await terminate()).toBeGreaterThan(2)
    release()
    expect((await inFlight).finalUrl).toBe(site.url())

    // The progress listener is back on a connection of its own, then stages flow again.
    await expect.poll(listening, { timeout: 15_000 }).toBe(1)
    const stages: string[] = []
    expect((await client.analyze(site.url(), (stage) => stages.push(stage))).finalUrl).toBe(site.url())
    expect(stages).toEqual(['reading', 'writing'])
    await client.close()
    await worker.close()
  }, 60_000)
})
