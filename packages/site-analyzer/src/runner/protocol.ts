import { UnsafeUrlError } from '../address-policy'
import { QueueFullError } from '../limits'
import { FetchFailure } from '../safe-fetch'
import type { AnalysisResult } from '../model'
import type { AnalysisStage } from '../stages'

/** What a worker process is started with (as its one argument, in JSON). */
export type WorkerConfig = {
  /** Analyses one worker runs at once; their phone passes take turns, one browser at a time. */
  concurrency: number
  /** `host:port` of loopback fixture sites the analyzer may reach (tests only). */
  allowHosts: string[]
  /** The phone pass; without it, reports say the phone measurements were unavailable. */
  phone?: { chromiumPath: string; onlyHosts?: string[] }
  /** With it, the worker takes its jobs from this Postgres queue instead of from its parent. */
  databaseUrl?: string
  /** The queue's schema in that database: pg-boss's own unless given (each test queue has its own). */
  queueSchema?: string
  logLevel: string
}

/** An error as it crosses a process boundary: by name, so the site still tells a refusal from a failure. */
export type WireError = { name: string; message: string }

const errorTypes: Record<string, new (message: string) => Error> = { UnsafeUrlError, FetchFailure, QueueFullError }

export const toWire = ({ name, message }: Error): WireError => ({ name, message })

/** The error again, of its own class when the site tells it apart (a refused or unreachable site). */
export const fromWire = ({ name, message }: WireError): Error =>
  errorTypes[name] ? new errorTypes[name](message) : Object.assign(new Error(message), { name })

/** `retire`: take no more jobs, finish those running, then exit (a replacement is already starting). */
export type ToWorker = { type: 'analyze'; job: string; url: string } | { type: 'retire' }

/** `unhealthy`: this worker's phone pass is wedged or broken; the supervisor replaces it. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'unhealthy'; reason: string }
  | { type: 'stage'; job: string; stage: AnalysisStage }
  | { type: 'done'; job: string; result: AnalysisResult }
  | { type: 'failed'; job: string; error: WireError }

/** The worker running an analysis died (killed, crashed, or ended for running too long). */
export class WorkerLostError extends Error {
  override name = 'WorkerLostError'
}

/**
 * Runs an analysis; if its worker died within `withinMs` of the start, runs it once more (on a fresh
 * worker). A later death is answered as it is: the visitor must hear back before giving up.
 */
export async function onceMoreIfLost<T>(attempt: () => Promise<T>, withinMs: number): Promise<T> {
  const started = Date.now()
  try {
    return await attempt()
  } catch (error) {
    if (!(error instanceof WorkerLostError) || Date.now() - started > withinMs) throw error
    return attempt()
  }
}
