import pg from 'pg'
import { PgBoss } from 'pg-boss'
import { QueueFullError } from './limits'
import type { AnalysisResult } from './model'
import type { Analyze } from './runner/local-analyzer'
import { fromWire, onceMoreIfLost, toWire, WorkerLostError, type WireError } from './runner/protocol'
import type { AnalysisStage } from './stages'

/**
 * Analyses as jobs on a Postgres queue (pg-boss), for the scale-out mode: worker processes on any
 * machine (`workAnalyses`) take jobs, and the web server (`createJobClient`) queues them and waits.
 * Stages travel back over Postgres NOTIFY, so the visitor's progress stream works whichever machine
 * runs the browser. A working job's heartbeat is refreshed every second, so a worker that dies
 * mid-job is noticed within seconds, not when the job expires.
 */
export const analysisQueue = 'website-analysis'
const progressChannel = 'analysis_progress'

type JobOutput = { result: AnalysisResult } | { error: WireError }

/** Where the queue reports its connection's errors, which it survives (pino's logger fits). */
export type QueueLog = { error: (details: object, message: string) => void }

export async function openJobQueue(databaseUrl: string, log: QueueLog, schema = 'pgboss') {
  const boss = new PgBoss({ connectionString: databaseUrl, schema, schedule: false })
  boss.on('error', (error) => log.error({ err: error }, 'analysis job queue error'))
  await boss.start()
  await boss.createQueue(analysisQueue, {
    retryLimit: 0,
    expireInSeconds: 85,
    deleteAfterSeconds: 3600,
    heartbeatSeconds: 10,
  })
  return boss
}

/** Takes analysis jobs from the queue and runs them here, `concurrency` at a time. */
export async function workAnalyses(boss: PgBoss, databaseUrl: string, run: Analyze, concurrency: number) {
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  await boss.work<{ url: string }, JobOutput>(
    analysisQueue,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5, heartbeatRefreshSeconds: 1 },
    async ([job]) => {
      const onStage = (stage: AnalysisStage) =>
        void notifier
          .query('SELECT pg_notify($1, $2)', [progressChannel, JSON.stringify({ job: job!.id, stage })])
          .catch(() => {})
      try {
        return { result: await run(job!.data.url, onStage) }
      } catch (error) {
        return { error: toWire(error as Error) }
      }
    },
  )
  return { close: () => notifier.end() }
}

export type JobClientOptions = {
  pollMs?: number
  /** A job no worker has taken after this long is withdrawn and the visitor hears "busy". */
  maxWaitMs?: number
  /** A working job whose heartbeat has not moved for this long lost its worker. */
  lostAfterMs?: number
  /** A job whose worker died this soon after it was queued is queued once more. */
  retryWithinMs?: number
}

/** The web server's side: queue an analysis, relay its stages, wait for its result. */
export async function createJobClient(
  boss: PgBoss,
  databaseUrl: string,
  { pollMs = 250, maxWaitMs = 25_000, lostAfterMs = 8_000, retryWithinMs = 20_000 }: JobClientOptions = {},
) {
  const listeners = new Map<string, (stage: AnalysisStage) => void>()
  const listener = new pg.Client({ connectionString: databaseUrl })
  await listener.connect()
  listener.on('notification', ({ payload }) => {
    const { job, stage } = JSON.parse(payload ?? '{}') as { job?: string; stage?: AnalysisStage }
    if (job && stage) listeners.get(job)?.(stage)
  })
  await listener.query(`LISTEN ${progressChannel}`)

  const runOnce: Analyze = async (url, onStage) => {
    const id = await boss.send(analysisQueue, { url })
    if (!id) throw new Error('the analysis job was not queued')
    if (onStage) listeners.set(id, onStage)
    const queued = Date.now()
    let heartbeat = { at: 0, seen: Date.now() }
    try {
      for (;;) {
        const [job] = await boss.findJobs<{ url: string }>(analysisQueue, { id })
        if (job?.state === 'completed') {
          const output = job.output as JobOutput
          if ('result' in output) return output.result
          throw fromWire(output.error)
        }
        if (!job || job.state === 'failed' || job.state === 'cancelled')
          throw new WorkerLostError(`analysis job ${job?.state ?? 'lost'}`)
        if (job.state === 'created' && Date.now() - queued > maxWaitMs) {
          await boss.cancel(analysisQueue, id)
          throw new QueueFullError('no analysis worker took the job in time')
        }
        if (job.state === 'active') {
          const at = job.heartbeatOn?.getTime() ?? 0
          if (at !== heartbeat.at) heartbeat = { at, seen: Date.now() }
          else if (Date.now() - heartbeat.seen > lostAfterMs) {
            await boss.cancel(analysisQueue, id)
            throw new WorkerLostError('the analysis worker stopped answering')
          }
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs))
      }
    } finally {
      listeners.delete(id)
    }
  }

  const analyze: Analyze = (url, onStage) => onceMoreIfLost(() => runOnce(url, onStage), retryWithinMs)
  return { analyze, close: () => listener.end() }
}
