import type { FastifyBaseLogger } from 'fastify'
import { FetchFailure, QueueFullError, UnsafeUrlError, type Analyze, type WorkQueue } from 'site-analyzer'
import { errorCode } from '../leads/outbox'
import type { WaitingAnalysis, WaitingList } from '../leads/waiting-list'
import type { AnalysisLeads } from './leads'

export type WaitingRunnerOptions = {
  list: WaitingList
  /** The analyses running on this server, inline and from the list alike. */
  lane: WorkQueue
  analyze: Analyze
  leads: AnalysisLeads
  log: FastifyBaseLogger
  /** Phone passes that run side by side (worker processes), for the estimate before any is measured. */
  workers: number
  /** How often the list is looked at for what other instances queued, or runners that died left. */
  pollMs?: number
  /** How long a taken analysis is this runner's; one still "running" after that is taken again. */
  leaseMs?: number
  /** Tries before a waiting analysis whose worker kept failing is given up as failed. */
  maxAttempts?: number
  /** Finished analyses' tickets are kept this long for the visitor's page, then forgotten. */
  keepFinishedMs?: number
  /**
   * An analysis still `running` this long after it was admitted was interrupted (its server ended
   * mid-analysis): longer than one can run, however its workers fail (a minute for a worker to start,
   * 80 s for a job, once more on a fresh worker), so never one another instance is running.
   */
  interruptedAfterMs?: number
  /** How often interrupted analyses are looked for (and at start). */
  resumeEveryMs?: number
}

/** Before any analysis was measured, one per worker takes about this long (the benches' p50 is 6–13 s). */
const assumedSecondsPerAnalysis = 12

/**
 * Runs the waiting list: whenever this server's lane has room, the oldest waiting analysis is taken
 * (`claim`, so instances sharing one Postgres take disjoint ones) and run like any other; its lead
 * then gets its outcome and report, and the e-mails it asked for go out. An analysis its worker lost,
 * or that no worker took in time, goes back to its place, up to `maxAttempts` tries; a refused or
 * unreachable site is its answer. It also times the analyses this server finishes, for the estimate
 * each waiting visitor is shown.
 */
export function createWaitingRunner({
  list,
  lane,
  analyze,
  leads,
  log,
  workers,
  pollMs = 2_000,
  leaseMs = 180_000,
  maxAttempts = 3,
  keepFinishedMs = 86_400_000,
  interruptedAfterMs = 600_000,
  resumeEveryMs = 120_000,
}: WaitingRunnerOptions) {
  let stopped = false
  let pumping: Promise<void> | undefined
  /** What this runner took and has not ended: put back in its place if the server stops first. */
  const taken = new Set<string>()
  /** When this server's last analyses ended, for the pace the estimate uses. */
  const finishedAt: number[] = []

  async function run(waiting: WaitingAnalysis) {
    const outcome = await lane
      .run(() => analyze(waiting.url))
      .then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      )
    // Stopped meanwhile: it went back to its place, for whoever runs next.
    if (stopped) return
    if ('result' in outcome) {
      finished()
      return leads.finish(waiting, 'done', outcome.result)
    }
    const { error } = outcome
    if (error instanceof UnsafeUrlError) return leads.finish(waiting, 'refused')
    if (error instanceof FetchFailure) return leads.finish(waiting, 'unreachable')
    // The lane filled meanwhile, or no worker took it in time: it keeps its place, and the try is not counted.
    if (error instanceof QueueFullError) return list.requeue(waiting.ticket, false)
    log.warn({ reason: errorCode(error), attempt: waiting.attempts }, 'waiting analysis not done')
    if (waiting.attempts >= maxAttempts) return leads.finish(waiting, 'failed')
    await list.requeue(waiting.ticket, true)
  }

  async function takeWhileFree() {
    // Read before write: an idle list costs a read, never a write lock.
    while (!stopped && lane.free && (await list.waiting()) > 0) {
      const waiting = await list.claim(leaseMs)
      if (!waiting) return
      taken.add(waiting.ticket)
      void run(waiting)
        .catch((error: unknown) => log.error({ reason: errorCode(error) }, 'waiting analysis not recorded'))
        .finally(() => {
          taken.delete(waiting.ticket)
          pump()
        })
    }
  }

  /** Looks at the list now (once at a time); cheap when the lane is full or the list empty. */
  function pump() {
    if (stopped || pumping) return
    pumping = takeWhileFree()
      .catch((error: unknown) => log.warn({ reason: errorCode(error) }, 'waiting list not read'))
      .finally(() => (pumping = undefined))
  }

  function finished() {
    finishedAt.push(Date.now())
    if (finishedAt.length > 20) finishedAt.shift()
  }

  /**
   * Seconds until an analysis with `ahead` analyses before it (waiting or running) is done: at the pace
   * this server finished its last ones (over the last 10 minutes), else one per worker every 12 s.
   */
  function estimateSeconds(ahead: number) {
    const recent = finishedAt.filter((at) => at > Date.now() - 600_000)
    const span = (recent.at(-1)! - recent[0]!) / 1000
    const perSecond =
      recent.length >= 3 && span > 0 ? (recent.length - 1) / span : Math.max(1, workers) / assumedSecondsPerAnalysis
    return Math.max(10, Math.ceil((ahead + 1) / perSecond / 10) * 10)
  }

  /** Interrupted analyses back on the list, where they end like any waiting one. */
  async function resumeInterrupted() {
    try {
      const resumed = await leads.resumeInterrupted(new Date(Date.now() - interruptedAfterMs))
      if (resumed === 0) return
      log.warn({ resumed }, 'interrupted analyses put back on the waiting list')
      pump()
    } catch (error) {
      log.warn({ reason: errorCode(error) }, 'interrupted analyses not looked for')
    }
  }

  let resuming: Promise<void> | undefined
  const resumeNow = () => void (resuming ??= resumeInterrupted().finally(() => (resuming = undefined)))

  let poll: NodeJS.Timeout | undefined
  let sweep: NodeJS.Timeout | undefined
  let resume: NodeJS.Timeout | undefined
  return {
    pump,
    finished,
    estimateSeconds,
    start() {
      poll = setInterval(pump, pollMs)
      poll.unref()
      const forget = () =>
        void list
          .forgetFinishedBefore(new Date(Date.now() - keepFinishedMs))
          .catch((error: unknown) => log.warn({ reason: errorCode(error) }, 'finished tickets not forgotten'))
      sweep = setInterval(forget, 3_600_000)
      sweep.unref()
      resume = setInterval(resumeNow, resumeEveryMs)
      resume.unref()
      resumeNow()
      pump()
    },
    /**
     * Takes nothing more, and puts what it took back in its place (uncounted) for whoever runs next;
     * were the process to end first, the lease would bring them back.
     */
    async stop() {
      stopped = true
      clearInterval(poll)
      clearInterval(sweep)
      clearInterval(resume)
      await Promise.all([pumping, resuming])
      await Promise.all([...taken].map((ticket) => list.requeue(ticket, false).catch(() => {})))
    },
  }
}

export type WaitingRunner = ReturnType<typeof createWaitingRunner>
