import { fork, type ChildProcess } from 'node:child_process'
import type { Logger } from 'pino'
import type { AnalysisResult } from '../model'
import { clearLeftovers } from '../phone/leftovers'
import { scheduleWorker } from './scheduling'
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
  /**
   * A worker that has not said it is ready this long after it was started is ended, and so started
   * again; an analysis waits this long for a ready worker before it fails.
   */
  startLimitMs?: number
}

type Job = {
  onStage?: (stage: AnalysisStage) => void
  settle: (outcome: { result: AnalysisResult } | { error: Error }) => void
}
/** One worker process and the jobs it was handed. */
type Worker = { child: ChildProcess; ready: boolean; jobs: Map<string, Job> }
/** A place for one worker: the one running now, and how many died in a row before it. */
type Slot = { worker?: Worker; failures: number; restart?: NodeJS.Timeout }

/**
 * Keeps `workers` analysis worker processes running, under batch scheduling (`scheduling.ts`), and
 * restarts one that dies (after 0.25 s, doubling with each death in a row, at most 10 s). A worker
 * that says it is unhealthy (its phone pass wedged or broken) is replaced at once: a fresh one takes
 * its place, and the old one finishes the jobs it has, then exits (or is ended `jobTimeoutMs` later).
 * Nothing starts until `start` or the first analysis. In the embedded mode it hands them analyses one
 * by one (`analyze`); with a Postgres queue in the worker configuration, the workers take their jobs
 * from the queue and this only keeps them alive.
 */
export function superviseWorkers(options: SupervisorOptions) {
  const { entry, config, log, jobTimeoutMs = 80_000, retryWithinMs = 20_000, startLimitMs = 60_000 } = options
  const slots: Slot[] = Array.from({ length: options.workers }, () => ({ failures: 0 }))
  const retiring = new Set<Worker>()
  const waiting: (() => void)[] = []
  let closing = false
  let nextJob = 0

  /** A worker killed outright leaves its browser running until it notices its pipe closed: ended now. */
  const clearWhatDeadWorkersLeft = () =>
    void clearLeftovers().then(
      (cleared) => cleared.processes && log.warn(cleared, 'ended the browser a dead analysis worker left'),
      (error: unknown) => log.warn({ err: error }, 'could not look for a dead worker’s browser'),
    )

  function retire(slot: Slot, worker: Worker, reason: string) {
    if (slot.worker !== worker || closing) return
    log.error({ reason, pid: worker.child.pid }, 'analysis worker unhealthy; replacing it')
    slot.worker = undefined
    retiring.add(worker)
    worker.child.send({ type: 'retire' } satisfies ToWorker, () => {})
    const kill = setTimeout(() => worker.child.kill('SIGKILL'), jobTimeoutMs)
    worker.child.once('exit', () => clearTimeout(kill))
    start(slot)
  }

  function start(slot: Slot) {
    const child = fork(entry.file, [JSON.stringify(config)], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const worker: Worker = { child, ready: false, jobs: new Map() }
    slot.worker = worker
    scheduleWorker(child.pid!).catch((error: unknown) =>
      log.warn({ err: error }, 'analysis worker left at the default scheduling'),
    )
    const healthy = setTimeout(() => (slot.failures = 0), 60_000).unref()
    // On a machine busy with other work, a worker may take long to start; one that
    // never does (wedged while loading) would hold its place for ever.
    const starting = setTimeout(() => {
      log.error({ pid: child.pid, ms: startLimitMs }, 'analysis worker did not start in time; restarting it')
      child.kill('SIGKILL')
    }, startLimitMs)
    child.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        clearTimeout(starting)
        worker.ready = true
        waiting.splice(0).forEach((wake) => wake())
        return
      }
      if (message.type === 'unhealthy') return retire(slot, worker, message.reason)
      const job = worker.jobs.get(message.job)
      if (message.type === 'stage') return job?.onStage?.(message.stage)
      worker.jobs.delete(message.job)
      job?.settle(message.type === 'done' ? { result: message.result } : { error: fromWire(message.error) })
    })
    child.on('exit', (code, signal) => {
      clearTimeout(healthy)
      clearTimeout(starting)
      worker.ready = false
      for (const job of worker.jobs.values())
        job.settle({ error: new WorkerLostError(`worker ended (${signal ?? code})`) })
      worker.jobs.clear()
      if (code !== 0) clearWhatDeadWorkersLeft()
      // A retired worker's place was taken when it retired.
      if (retiring.delete(worker) || closing) return
      slot.worker = undefined
      const delay = Math.min(10_000, 250 * 2 ** slot.failures)
      slot.failures += 1
      log.error({ code, signal, restartInMs: delay }, 'analysis worker ended; restarting it')
      // Not unref()'d: a supervisor with nothing else to do (`npm run worker`) waits for the restart.
      slot.restart = setTimeout(() => {
        slot.restart = undefined
        if (!closing) start(slot)
      }, delay)
    })
  }

  /** The ready worker with the fewest analyses, waiting (bounded) while every worker starts. */
  async function readyWorker(): Promise<Worker> {
    const deadline = Date.now() + startLimitMs
    for (;;) {
      const ready = slots
        .flatMap((slot) => (slot.worker?.ready ? [slot.worker] : []))
        .sort((a, b) => a.jobs.size - b.jobs.size)[0]
      if (ready) return ready
      if (closing || Date.now() > deadline) throw new WorkerLostError('no analysis worker is running')
      await new Promise<void>((wake) => {
        waiting.push(wake)
        setTimeout(wake, 1_000).unref()
      })
    }
  }

  function runOnce(url: string, onStage?: (stage: AnalysisStage) => void) {
    return readyWorker().then(
      (worker) =>
        new Promise<AnalysisResult>((resolve, reject) => {
          const id = String((nextJob += 1))
          const timer = setTimeout(() => {
            log.error({ host: new URL(url).host, ms: jobTimeoutMs }, 'analysis ran too long; ending its worker')
            worker.child.kill('SIGKILL')
          }, jobTimeoutMs)
          const job: Job = {
            onStage,
            settle: (outcome) => {
              clearTimeout(timer)
              if ('result' in outcome) resolve(outcome.result)
              else reject(outcome.error)
            },
          }
          worker.jobs.set(id, job)
          // A worker that died since it said it was ready: the job goes to the next one.
          const lost = (why: string) =>
            worker.jobs.delete(id) &&
            job.settle({ error: new WorkerLostError(`the job could not reach its worker: ${why}`) })
          if (worker.child.exitCode !== null || worker.child.signalCode !== null) return void lost('it has ended')
          worker.child.send(
            { type: 'analyze', job: id, url } satisfies ToWorker,
            (error) => error && lost(error.message),
          )
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
  const running = () => [...slots.flatMap((slot) => (slot.worker ? [slot.worker] : [])), ...retiring]
  return {
    start: startWorkers,
    analyze: startingWorkers,
    /** Process ids of the running workers, not those retiring (tests and benchmarks). */
    pids: () => slots.flatMap((slot) => (slot.worker?.child.pid ? [slot.worker.child.pid] : [])),
    close: async () => {
      closing = true
      for (const slot of slots) clearTimeout(slot.restart)
      await Promise.all(
        running().map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve()
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
