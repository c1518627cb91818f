import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyBaseLogger } from 'fastify'
import {
  createJobClient,
  createWorkQueue,
  openJobQueue,
  superviseWorkers,
  type Analyze,
  type WorkerConfig,
  type WorkerEntry,
  type WorkQueue,
} from 'site-analyzer'
import type { ContentSource } from '../content'
import type { Env } from '../env.server'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter, type RateLimiter } from '../rate-limit'
import type { WaitingList } from '../leads/waiting-list'
import { createAnalysisLeads, type AnalysisLeads } from './leads'
import { createProgressHub, type ProgressHub } from './progress'
import { createWaitingRunner, type WaitingRunner } from './waiting-runner'
import { contactsFrom } from './agency-contacts'

/** What the analysis routes need: the analyses, their progress, the leads, the limits and the waiting list. */
export type AnalyzeDeps = {
  /** Runs one analysis, telling `onStage` what it is doing (the progress stream relays it). */
  analyze: Analyze
  progress: ProgressHub
  /** Starts what the analyses need (the worker processes) once the server listens. */
  start?: () => void
  /** Stops what the analyses need beyond this request (the worker processes, the job queue). */
  close?: () => Promise<void>
  leads: AnalysisLeads
  ipLimiter: RateLimiter
  emailLimiter: RateLimiter
  /**
   * The analyses this server runs at once, the visitor's and the waiting list's alike: no more than
   * its workers measure on a phone within the pass's deadline. Full, a visitor waits on the list.
   */
  lane: WorkQueue
  /** Analyses waiting for room (the lead store's), and what runs them when room comes. */
  waitingList: WaitingList
  runner: WaitingRunner
  /** Beyond this many waiting, a visitor hears "busy": the list's only limit, against abuse. */
  maxWaiting: number
}

/**
 * Analyses one worker runs at once: their HTTP checks run side by side while their phone passes take
 * turns (one page measured at a time per worker), each within its own 50 s. Four take turns well
 * within it (a pass takes 6–13 s); more would leave the last without phone figures, so a server
 * runs this many per worker and the next visitors wait on the list.
 */
const analysesPerWorker = 4

/** Analyses that may wait on the list before a visitor hears "busy": an abuse limit, hours of work. */
const maxWaiting = 500

/**
 * The analysis worker's script. From source (tsx, vitest) it is the package's TypeScript, loaded
 * through tsx; in the production bundle it is its own entry, dist/server/analysis-worker.js
 * (vite.config.ts), beside main.js.
 */
export function workerEntry(): WorkerEntry {
  if (!fileURLToPath(import.meta.url).endsWith('.ts'))
    return { file: path.join(process.cwd(), 'dist/server/analysis-worker.js'), execArgv: [] }
  const source = fileURLToPath(import.meta.resolve('site-analyzer'))
  return { file: path.join(path.dirname(source), 'runner/worker.ts'), execArgv: ['--import', 'tsx'] }
}

export function workerConfig(env: Env): WorkerConfig {
  return {
    concurrency: analysesPerWorker,
    allowHosts: env.analyzerAllowHosts,
    phone: env.phonePass,
    logLevel: env.logLevel,
    databaseUrl: env.databaseUrl,
  }
}

/**
 * Where analyses run: always in worker processes this process supervises, never in the web server's
 * own. Embedded, the supervisor hands them the analyses; in the Postgres mode they are jobs on the
 * queue, taken by these workers and by `npm run worker` on other machines, so one instance needs
 * nothing else.
 */
function createAnalyses(
  env: Env,
  log: FastifyBaseLogger,
): { analyze: Analyze; start: () => void; close: () => Promise<void> } {
  const workers = superviseWorkers({
    entry: workerEntry(),
    config: workerConfig(env),
    workers: env.analyzerWorkers,
    log,
  })
  if (!env.databaseUrl) return workers
  const databaseUrl = env.databaseUrl
  let client: Promise<Awaited<ReturnType<typeof createJobClient>> & { stop: () => Promise<void> }> | undefined
  // Nothing touches Postgres until the first analysis; a failed start is retried by the next one.
  const connect = () => {
    client ??= (async () => {
      const queue = await openJobQueue(databaseUrl, log)
      return { ...(await createJobClient(queue)), stop: queue.stop }
    })()
    client.catch(() => (client = undefined))
    return client
  }
  return {
    analyze: async (url, onStage) => (workers.start(), (await connect()).analyze(url, onStage)),
    start: workers.start,
    close: async () => {
      const running = await client?.catch(() => undefined)
      await Promise.all([workers.close(), running && Promise.all([running.close(), running.stop()])])
    },
  }
}

/**
 * Production wiring of POST /api/analyze. A visitor gets 10 analyses per 10 minutes per address and
 * an inbox 5 reports an hour (counted in the lead store, so instances share them). A server runs four
 * analyses per worker at once; the next visitors wait on the list (kept in the lead store, so it
 * outlives a restart) and follow their place until their report is on the page or in their inbox.
 */
export function createAnalyzeDeps(
  env: Env,
  leads: LeadServices,
  content: ContentSource,
  log: FastifyBaseLogger,
  overrides: Partial<AnalyzeDeps> = {},
): AnalyzeDeps {
  const analyses = overrides.analyze ? undefined : createAnalyses(env, log)
  const analyze = analyses?.analyze ?? overrides.analyze!
  const workers = Math.max(1, env.analyzerWorkers)
  const lane = overrides.lane ?? createWorkQueue({ concurrency: analysesPerWorker * workers, maxQueued: 0 })
  const analysisLeads = overrides.leads ?? createAnalysisLeads(leads, contactsFrom(content))
  const waitingList = leads.store.waitingList
  return {
    analyze,
    start: analyses?.start,
    close: analyses?.close,
    progress: createProgressHub(),
    leads: analysisLeads,
    ipLimiter: createStoreRateLimiter(leads.store, { limit: 10, windowMs: 10 * 60_000 }),
    emailLimiter: createStoreRateLimiter(leads.store, { limit: 5, windowMs: 60 * 60_000 }),
    lane,
    waitingList,
    runner: createWaitingRunner({ list: waitingList, lane, analyze, leads: analysisLeads, log, workers }),
    maxWaiting,
    ...overrides,
  }
}
