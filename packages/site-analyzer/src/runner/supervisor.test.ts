import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { pino } from 'pino'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startFixtureSite, wellBuiltSite, type FixtureSite } from '../../testing'
import { UnsafeUrlError } from '../address-policy'
import { createJobClient, openJobQueue } from '../jobs'
import { chromiumPath } from '../chromium'
import { canRun } from '../phone/browser'
import { listProcesses } from '../phone/process-tree'
import type { Analyze } from './local-analyzer'
import type { WorkerConfig } from './protocol'
import { workerScheduling } from './scheduling'
import { superviseWorkers, type WorkerSupervisor } from './supervisor'

/** The worker from source, as the site starts it under tsx. */
const sourceWorker = {
  file: fileURLToPath(new URL('./worker.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
}
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
/** The tests that start Debian's Chromium, skipped on a machine without it. */
const withBrowser = describe.runIf(await canRun(chromiumPath))
/** Linux's number for SCHED_BATCH. */
const batchPolicy = 3

describe('analyses in supervised worker processes', () => {
  let site: FixtureSite
  let slow: FixtureSite
  let workers: WorkerSupervisor

  beforeAll(async () => {
    site = await startFixtureSite(wellBuiltSite)
    // A page that answers after 3 s, so an analysis is surely running when its worker is killed.
    slow = await startFixtureSite({
      '/': (_request, response) =>
        void setTimeout(
          () => response.writeHead(200, { 'content-type': 'text/html' }).end(wellBuiltSite['/']!.body),
          3_000,
        ),
    })
    workers = superviseWorkers({
      entry: sourceWorker,
      config: { concurrency: 2, allowHosts: [site.host, slow.host], logLevel: 'silent' },
      workers: 1,
      log: quiet,
    })
  })
  afterAll(async () => {
    await workers.close()
    await Promise.all([site.close(), slow.close()])
  })

  it('runs the analysis in another process, at the site’s priority under batch scheduling, and relays its stages', async () => {
    const stages: string[] = []
    const result = await workers.analyze(site.url(), (stage) => stages.push(stage))
    expect(result.finalUrl).toBe(site.url())
    expect(stages).toEqual(['reading', 'writing'])
    const [pid] = workers.pids()
    expect(pid).not.toBe(process.pid)
    await vi.waitFor(async () =>
      expect((await listProcesses()).find((info) => info.pid === pid)).toMatchObject({
        nice: workerScheduling.niceness,
        policy: batchPolicy,
      }),
    )
  }, 30_000)

  it('brings a refusal back as the same kind of error, so the visitor hears why', async () => {
    await expect(workers.analyze('http://10.0.0.1/')).rejects.toBeInstanceOf(UnsafeUrlError)
  }, 30_000)

  it('restarts a worker killed mid-analysis and runs that analysis once more, on the new worker', async () => {
    const [first] = workers.pids()
    const answer = workers.analyze(slow.url())
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    process.kill(first!, 'SIGKILL')
    const result = await answer
    expect(result.finalUrl).toBe(slow.url())
    await vi.waitFor(() => expect(workers.pids()).toHaveLength(1), { timeout: 30_000 })
    expect(workers.pids()[0]).not.toBe(first)
  }, 60_000)
})

describe('a supervisor with nothing else to do, as `npm run worker` is', () => {
  it('waits for the restart of a worker that died instead of ending', async () => {
    // A process whose only work is the supervisor: it prints each worker it starts.
    const script = `
      import { superviseWorkers } from ${JSON.stringify(fileURLToPath(new URL('./supervisor.ts', import.meta.url)))}
      const workers = superviseWorkers({ entry: ${JSON.stringify(sourceWorker)}, workers: 1,
        log: { info() {}, warn() {}, error() {} }, config: { concurrency: 1, allowHosts: [], logLevel: 'silent' } })
      workers.start()
      let last
      setInterval(() => { const [pid] = workers.pids(); if (pid && pid !== last) console.log('worker ' + (last = pid)) }, 50).unref()
    `
    const supervisor = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const started: number[] = []
    supervisor.stdout.on('data', (chunk: Buffer) => {
      for (const [, pid] of chunk.toString().matchAll(/worker (\d+)/g)) started.push(Number(pid))
    })
    try {
      await vi.waitFor(() => expect(started).toHaveLength(1), { timeout: 30_000, interval: 50 })
      process.kill(started[0]!, 'SIGKILL')
      await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 30_000, interval: 50 })
      expect(supervisor.exitCode).toBeNull()
    } finally {
      supervisor.kill('SIGKILL')
    }
  }, 60_000)
})

/**
 * A worker whose "Chromium" ends at once, as a broken or missing browser build would: three visitors
 * get their reports without phone figures; the third failure has the worker measure a known page,
 * which fails too, so it is replaced, the old one exits, and the next visitor is answered.
 */
withBrowser('the phone pass in a worker run from source', () => {
  it('measures the page under tsx, as `npm run worker` and development run it: the code it sends into the page survives the transform', async () => {
    const site = await startFixtureSite(wellBuiltSite)
    const workers = superviseWorkers({
      entry: sourceWorker,
      config: { concurrency: 1, allowHosts: [site.host], phone: { chromiumPath }, logLevel: 'silent' },
      workers: 1,
      log: quiet,
    })
    try {
      const { phone, findings } = await workers.analyze(site.url())
      expect(phone.status).toBe('measured')
      expect(findings.find((finding) => finding.id === 'pageWidth')?.status).toBe('pass')
    } finally {
      await workers.close()
      await site.close()
    }
  })
})

async function expectReplacedWhenItsBrowserBreaks(
  queue: Pick<WorkerConfig, 'databaseUrl' | 'queueSchema'>,
  visitorsOf: (workers: WorkerSupervisor) => Promise<{ analyze: Analyze; close: () => Promise<void> }>,
) {
  const site = await startFixtureSite(wellBuiltSite)
  const folder = mkdtempSync(path.join(os.tmpdir(), 'broken-chromium-'))
  const chromiumPath = path.join(folder, 'chromium')
  writeFileSync(chromiumPath, '#!/bin/sh\nexit 1\n', { mode: 0o755 })
  const logged: string[] = []
  const workers = superviseWorkers({
    entry: sourceWorker,
    config: { concurrency: 1, allowHosts: [site.host], phone: { chromiumPath }, logLevel: 'silent', ...queue },
    workers: 1,
    log: pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line).msg) }),
  })
  const visitors = await visitorsOf(workers)
  try {
    workers.start()
    const [first] = workers.pids()
    const reasons: string[] = []
    for (let visitor = 0; visitor < 3; visitor += 1) {
      const result = await visitors.analyze(site.url())
      reasons.push(result.phone.status === 'measured' ? 'measured' : result.phone.reason)
    }
    expect(reasons).toEqual(['no-browser', 'no-browser', 'no-browser'])
    await vi.waitFor(() => expect(workers.pids()[0]).not.toBe(first), { timeout: 60_000, interval: 100 })
    expect(logged).toContain('analysis worker unhealthy; replacing it')
    await vi.waitFor(async () => expect((await listProcesses()).map((info) => info.pid)).not.toContain(first), {
      timeout: 60_000,
    })
    expect((await visitors.analyze(site.url())).finalUrl).toBe(site.url())
  } finally {
    await visitors.close()
    await workers.close()
    await site.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

describe('a worker whose browser no longer starts', () => {
  it('is replaced once a known page cannot be measured either; the visitors keep their answers', async () => {
    await expectReplacedWhenItsBrowserBreaks({}, async (workers) => ({
      analyze: workers.analyze,
      close: async () => {},
    }))
  }, 180_000)
})

describe('a worker that never says it is ready', () => {
  it('is ended at its start limit and started again; an analysis asked meanwhile waits for the new one', async () => {
    // The first start hangs while loading, as a wedged worker would; later starts answer at once.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'hanging-worker-'))
    const marker = path.join(folder, 'started-once')
    const script = path.join(folder, 'worker.mjs')
    writeFileSync(
      script,
      `import { existsSync, writeFileSync } from 'node:fs'
      if (!existsSync(${JSON.stringify(marker)})) {
        writeFileSync(${JSON.stringify(marker)}, '')
        setInterval(() => {}, 1_000)
      } else {
        process.on('message', ({ job, url }) => process.send({ type: 'done', job, result: { finalUrl: url } }))
        process.send({ type: 'ready' })
      }`,
    )
    const logged: string[] = []
    const workers = superviseWorkers({
      entry: { file: script, execArgv: [] },
      config: { concurrency: 1, allowHosts: [], logLevel: 'silent' },
      workers: 1,
      log: pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line).msg) }),
      startLimitMs: 5_000,
    })
    try {
      workers.start()
      const [hung] = workers.pids()
      const result = await workers.analyze('https://example.com/')
      expect(result.finalUrl).toBe('https://example.com/')
      expect(logged).toContain('analysis worker did not start in time; restarting it')
      expect(workers.pids()).not.toContain(hung)
      expect((await listProcesses()).map((info) => info.pid)).not.toContain(hung)
    } finally {
      await workers.close()
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)
})

/** The scale-out mode on the machine's Postgres (TEST_DATABASE_URL, set by .ci/run); skipped without it. */
const databaseUrl = process.env.TEST_DATABASE_URL

describe.runIf(databaseUrl)('in the Postgres mode, a worker whose browser no longer starts', () => {
  it('is replaced once a known page cannot be measured either; the queue’s analyses keep being answered', async () => {
    // A private schema, so parallel runs and the real queue never meet.
    const queueSchema = `pgboss_test_${randomUUID().replaceAll('-', '')}`
    try {
      await expectReplacedWhenItsBrowserBreaks({ databaseUrl, queueSchema }, async () => {
        const web = await openJobQueue(databaseUrl!, { error: () => {}, warn: () => {} }, queueSchema)
        const client = await createJobClient(web, { pollMs: 50 })
        return { analyze: client.analyze, close: async () => (await client.close(), await web.stop()) }
      })
    } finally {
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      await admin.query(`DROP SCHEMA IF EXISTS ${queueSchema} CASCADE`)
      await admin.end()
    }
  }, 180_000)
})
