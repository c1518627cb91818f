import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import type { Logger } from 'pino'
import type { AnalysisResult } from '../model'
import { clearLeftovers } from '../phone/leftovers'
import type { AnalysisStage } from '../stages'
import type { Analyze } from './local-analyzer'
import {
  fromWire,
  onceMoreIfLost,
  WorkerLostError,
  type FromWorker,
  type ToWorker,
  type WorkerConfig,
} from './protocol'

/** The worker's script and how Node loads it (from source, through tsx; built, as plain JavaScript). */
export type WorkerEntry = { file: string; execArgv: string[] }

export type SupervisorOptions = {
  entry: WorkerEntry
  config: WorkerConfig
  /** Worker processes kept running. */
  workers: number
  log: Pick<Logger, 'info' | 'warn' | 'error'>
  /** An analysis still running after this long is ended by killing its worker. */
  jobTimeoutMs?: number
  /** A job whose worker died this soon after it was sent is sent once more, to a fresh worker. */
  retryWithinMs?: number
}

/** Below the site's own priority (0), so a busy worker never slows the pages down. */
export const workerNiceness = 10

type Job = {
  onStage?: (stage: AnalysisStage) => void
  settle: (outcome: { result: AnalysisResult } | { error: Error }) => void
}
type Slot = {
  child?: ChildProcess
  ready: boolean
  jobs: Map<string, Job>
  failures: number
  restart?: NodeJS.Timeout
}

/**
 * Keeps `workers` analysis worker processes running, at a lower CPU priority than this process, and
 * restarts one that dies (after 0.25 s, doubling with each death in a row, at most 10 s). Nothing
 * starts until `start` or the first analysis. In the embedded mode it hands them analyses one by one
 * (`analyze`); with a Postgres queue in the worker configuration, the workers take their jobs from
 * the queue and this only keeps them alive.
 */
export function superviseWorkers(options: SupervisorOptions) {
  const { entry, config, log, jobTimeoutMs = 80_000, retryWithinMs = 20_000 } = options
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ ready: false, jobs: new Map(), failures: 0 }))
  const waiting: (() => void)[] = []
  let closing = false
  let nextJob = 0

  function start(slot: Slot) {
    const child = fork(entry.file, [JSON.stringify(config)], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    slot.child = child
    try {
      os.setPriority(child.pid!, workerNiceness)
    } catch (error) {
      log.warn({ err: error }, 'analysis worker priority not lowered')
    }
    const healthy = setTimeout(() => (slot.failures = 0), 60_000).unref()
    child.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.ready = true
        waiting.splice(0).forEach((wake) => wake())
        return
      }
      const job = slot.jobs.get(message.job)
      if (message.type === 'stage') return job?.onStage?.(message.stage)
      slot.jobs.delete(message.job)
      job?.settle(message.type === 'done' ? { result: message.result } : { error: fromWire(message.error) })
    })
    child.on('exit', (code, signal) => {
      clearTimeout(healthy)
      slot.ready = false
      slot.child = undefined
      for (const job of slot.jobs.values())
        job.settle({ error: new WorkerLostError(`worker ended (${signal ?? code})`) })
      slot.jobs.clear()
      if (closing) return
      const delay = Math.min(10_000, 250 * 2 ** slot.failures)
      slot.failures += 1
      log.error({ code, signal, restartInMs: delay }, 'analysis worker ended; restarting it')
      // A worker killed outright leaves its browser running until the browser notices its pipe
      // closed: it is ended now, with every process it started.
      void clearLeftovers().then(
        (cleared) => cleared.processes && log.warn(cleared, 'ended the browser a dead analysis worker left'),
        (error: unknown) => log.warn({ err: error }, 'could not look for a dead worker’s browser'),
      )
      // Not unref()'d: a supervisor with nothing else to do (`npm run worker`) waits for the restart.
      slot.restart = setTimeout(() => {
        slot.restart = undefined
        if (!closing) start(slot)
      }, delay)
    })
  }

  /** The ready worker with the fewest analyses, waiting (bounded) while every worker restarts. */
  async function readySlot(): Promise<Slot> {
    const deadline = Date.now() + 15_000
    for (;;) {
      const ready = slots.filter((slot) => slot.ready).sort((a, b) => a.jobs.size - b.jobs.size)[0]
      if (ready) return ready
      if (closing || Date.now() > deadline) throw new WorkerLostError('no analysis worker is running')
      await new Promise<void>((wake) => {
        waiting.push(wake)
        setTimeout(wake, 1_000).unref()
      })
    }
  }

  function runOnce(url: string, onStage?: (stage: AnalysisStage) => void) {
    return readySlot().then(
      (slot) =>
        new Promise<AnalysisResult>((resolve, reject) => {
          const id = String((nextJob += 1))
          const timer = setTimeout(() => {
            log.error({ host: new URL(url).host, ms: jobTimeoutMs }, 'analysis ran too long; ending its worker')
            slot.child?.kill('SIGKILL')
          }, jobTimeoutMs)
          const job: Job = {
            onStage,
            settle: (outcome) => {
              clearTimeout(timer)
              if ('result' in outcome) resolve(outcome.result)
              else reject(outcome.error)
            },
          }
          slot.jobs.set(id, job)
          // A worker that died since it said it was ready: the job goes to the next one.
          const lost = (why: string) =>
            slot.jobs.delete(id) &&
            job.settle({ error: new WorkerLostError(`the job could not reach its worker: ${why}`) })
          if (!slot.child) return void lost('it has ended')
          slot.child.send({ type: 'analyze', job: id, url } satisfies ToWorker, (error) => error && lost(error.message))
        }),
    )
  }

  const analyze: Analyze = (url, onStage) => onceMoreIfLost(() => runOnce(url, onStage), closing ? 0 : retryWithinMs)

  let started = false
  const startingWorkers: Analyze = (url, onStage) => (startWorkers(), analyze(url, onStage))
  /** Starts the workers (once); the first analysis starts them if nothing did before. */
  const startWorkers = () => {
    if (started || closing) return
    started = true
    slots.forEach(start)
  }
  return {
    start: startWorkers,
    analyze: startingWorkers,
    /** Process ids of the running workers (tests and benchmarks). */
    pids: () => slots.flatMap((slot) => (slot.child?.pid ? [slot.child.pid] : [])),
    close: async () => {
      closing = true
      for (const slot of slots) clearTimeout(slot.restart)
      await Promise.all(
        slots.map(
          (slot) =>
            new Promise<void>((resolve) => {
              const child = slot.child
              if (!child) return resolve()
              const kill = setTimeout(() => child.kill('SIGKILL'), 5_000)
              child.once('exit', () => (clearTimeout(kill), resolve()))
              child.kill('SIGTERM')
            }),
        ),
      )
    },
  }
}

export type WorkerSupervisor = ReturnType<typeof superviseWorkers>
