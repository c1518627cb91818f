import type pg from 'pg'
import { PgBoss } from 'pg-boss'
import { QueueFullError } from './limits'
import type { AnalysisResult } from './model'
import { codeOf, keepListening, listeningPool, onFreshConnections } from 'pg-connections'
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

/** Where the queue reports its connections' errors, which it survives (pino's logger fits). */
export type QueueLog = {
  error: (details: object, message: string) => void
  warn: (details: object, message: string) => void
}

const poolSize = 6

/** The queue (pg-boss) on a pool of ours, and how this process reaches Postgres for it. */
export type JobQueue = { boss: PgBoss; pool: pg.Pool; databaseUrl: string; log: QueueLog; stop: () => Promise<void> }

/**
 * Opens the queue. pg-boss runs its statements on our pool (`pg-connections`), so no connection
 * Postgres ends can end this process, and a statement that met a connection already ended runs
 * again on a fresh one (a job taken twice this way is one whose heartbeat stops: it is run again).
 */
export async function openJobQueue(databaseUrl: string, log: QueueLog, schema = 'pgboss'): Promise<JobQueue> {
  const pool = listeningPool(databaseUrl, {
    max: poolSize,
    onLost: (error) => log.warn({ reason: codeOf(error) }, 'analysis queue connection lost'),
  })
  const executeSql = (text: string, values?: unknown[]) =>
    onFreshConnections(() => pool.query(text, values), { connections: poolSize })
  const boss = new PgBoss({ db: { executeSql }, schema, schedule: false })
  boss.on('error', (error) => log.error({ reason: codeOf(error) }, 'analysis job queue error'))
  try {
    await boss.start()
    await boss.createQueue(analysisQueue, {
      retryLimit: 0,
      expireInSeconds: 85,
      deleteAfterSeconds: 3600,
      heartbeatSeconds: 10,
    })
  } catch (error) {
    await pool.end()
    throw error
  }
  const stop = async () => {
    await boss.stop({ graceful: false })
    await pool.end()
  }
  return { boss, pool, databaseUrl, log, stop }
}

/** Takes analysis jobs from the queue and runs them here, `concurrency` at a time. */
export async function workAnalyses({ boss, pool }: JobQueue, run: Analyze, concurrency: number) {
  await boss.work<{ url: string }, JobOutput>(
    analysisQueue,
    { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 0.5, heartbeatRefreshSeconds: 1 },
    async ([job]) => {
      const onStage = (stage: AnalysisStage) =>
        void pool
          .query('SELECT pg_notify($1, $2)', [progressChannel, JSON.stringify({ job: job!.id, stage })])
          .catch(() => {})
      try {
        return { result: await run(job!.data.url, onStage) }
      } catch (error) {
        return { error: toWire(error as Error) }
      }
    },
  )
  /** Takes no more jobs; with `wait`, once those running have finished. */
  return { close: (wait = false) => boss.offWork(analysisQueue, { wait }) }
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

/** A job whose state could not be read for this long (Postgres away) fails. */
const unreachableForMs = 15_000

/**
 * The web server's side: queue an analysis, relay its stages, wait for its result. A lost
 * connection costs a poll, not the analysis: the poll is tried again until the job's own bounds.
 */
export async function createJobClient(
  { boss, databaseUrl, log }: JobQueue,
  { pollMs = 250, maxWaitMs = 25_000, lostAfterMs = 8_000, retryWithinMs = 20_000 }: JobClientOptions = {},
) {
  const listeners = new Map<string, (stage: AnalysisStage) => void>()
  const listener = keepListening(
    databaseUrl,
    progressChannel,
    (payload) => {
      const { job, stage } = JSON.parse(payload) as { job?: string; stage?: AnalysisStage }
      if (job && stage) listeners.get(job)?.(stage)
    },
    log,
  )
  await listener.ready

  const runOnce: Analyze = async (url, onStage) => {
    const id = await boss.send(analysisQueue, { url })
    if (!id) throw new Error('the analysis job was not queued')
    if (onStage) listeners.set(id, onStage)
    const queued = Date.now()
    let heartbeat = { at: 0, seen: Date.now() }
    let reachedAt = Date.now()
    try {
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, pollMs))
        const found = await boss.findJobs<{ url: string }>(analysisQueue, { id }).catch((error: unknown) => {
          if (Date.now() - reachedAt > unreachableForMs) throw error
          log.warn({ reason: codeOf(error) }, 'analysis job not read; reading it again')
        })
        if (!found) continue
        reachedAt = Date.now()
        const [job] = found
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
      }
    } finally {
      listeners.delete(id)
    }
  }

  const analyze: Analyze = (url, onStage) => onceMoreIfLost(() => runOnce(url, onStage), retryWithinMs)
  return { analyze, close: listener.close }
}
