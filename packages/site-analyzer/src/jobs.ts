import pg from 'pg'
import { PgBoss } from 'pg-boss'
import type { AnalysisStage } from './stages'
import { UnsafeUrlError } from './address-policy'
import type { AnalysisResult } from './model'
import { FetchFailure } from './safe-fetch'

/**
 * Analyses as jobs on a Postgres queue (pg-boss), for the scale-out mode: any process that calls
 * `workAnalyses` — the web server itself, or `npm run worker` on another machine — takes jobs, and
 * the web server waits for the result. Stages travel back over Postgres NOTIFY, so the visitor's
 * progress stream works whichever machine runs the browser.
 */
export const analysisQueue = 'website-analysis'
const progressChannel = 'analysis_progress'

type Analyze = (url: string, onStage?: (stage: AnalysisStage) => void) => Promise<AnalysisResult>
type JobOutput = { result: AnalysisResult } | { error: { name: string; message: string } }

/** Errors come back by name, so the route still tells a refused site from an unreachable one. */
const errorTypes: Record<string, new (message: string) => Error> = {
  UnsafeUrlError,
  FetchFailure,
}

export async function openJobQueue(databaseUrl: string, schema = 'pgboss') {
  const boss = new PgBoss({ connectionString: databaseUrl, schema, schedule: false })
  boss.on('error', (error) => console.error('analysis job queue:', error.message))
  await boss.start()
  await boss.createQueue(analysisQueue, { retryLimit: 0, expireInSeconds: 85, deleteAfterSeconds: 3600 })
  return boss
}

/** Takes analysis jobs from the queue and runs them here, `concurrency` at a time. */
export async function workAnalyses(boss: PgBoss, databaseUrl: string, run: Analyze, concurrency: number) {
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  await boss.work<{ url: string }, JobOutput>(
    analysisQueue,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      const onStage = (stage: AnalysisStage) =>
        void notifier
          .query('SELECT pg_notify($1, $2)', [progressChannel, JSON.stringify({ job: job!.id, stage })])
          .catch(() => {})
      try {
        return { result: await run(job!.data.url, onStage) }
      } catch (error) {
        const { name, message } = error as Error
        return { error: { name, message } }
      }
    },
  )
  return { close: () => notifier.end() }
}

/** The web server's side: queue an analysis, relay its stages, wait for its result. */
export async function createJobClient(boss: PgBoss, databaseUrl: string, { pollMs = 250 } = {}) {
  const listeners = new Map<string, (stage: AnalysisStage) => void>()
  const listener = new pg.Client({ connectionString: databaseUrl })
  await listener.connect()
  listener.on('notification', ({ payload }) => {
    const { job, stage } = JSON.parse(payload ?? '{}') as { job?: string; stage?: AnalysisStage }
    if (job && stage) listeners.get(job)?.(stage)
  })
  await listener.query(`LISTEN ${progressChannel}`)

  const analyze: Analyze = async (url, onStage) => {
    const id = await boss.send(analysisQueue, { url })
    if (!id) throw new Error('the analysis job was not queued')
    if (onStage) listeners.set(id, onStage)
    try {
      for (;;) {
        const [job] = await boss.findJobs<{ url: string }>(analysisQueue, { id })
        if (job?.state === 'completed') {
          const output = job.output as JobOutput
          if ('result' in output) return output.result
          throw new (errorTypes[output.error.name] ?? Error)(output.error.message)
        }
        if (!job || job.state === 'failed' || job.state === 'cancelled')
          throw new Error(`analysis job ${job?.state ?? 'lost'}`)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    } finally {
      listeners.delete(id)
    }
  }
  return { analyze, close: () => listener.end() }
}

/**
 * The web server in Postgres mode: analyses go through the queue, and this process works it too (so
 * one instance needs no separate worker; `npm run worker` adds capacity elsewhere). Nothing touches
 * Postgres until the first analysis.
 */
export function createJobRunner(databaseUrl: string, runHere: Analyze, concurrency: number) {
  let ready: ReturnType<typeof start> | undefined
  async function start() {
    const boss = await openJobQueue(databaseUrl)
    const worker = await workAnalyses(boss, databaseUrl, runHere, concurrency)
    const client = await createJobClient(boss, databaseUrl)
    return { boss, worker, client }
  }
  const started = () => {
    if (!ready) {
      ready = start()
      // A failed start is reported to each analysis that waits on it; it must not crash the server.
      ready.catch(() => (ready = undefined))
    }
    return ready
  }
  return {
    analyze: (async (url, onStage) => (await started()).client.analyze(url, onStage)) satisfies Analyze,
    close: async () => {
      const running = await ready?.catch(() => undefined)
      if (!running) return
      await running.boss.stop({ graceful: false })
      await Promise.all([running.worker.close(), running.client.close()])
    },
  }
}
