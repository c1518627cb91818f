/**
 * What the site uses of the analyzer: the result's model and its errors, and the ways to run
 * analyses, always in worker processes (the site's own process never starts a browser).
 */
export * from './model'
export { rankProblems } from './ranking'
export { siteHost, withoutLinks } from './site-text'
export { createWorkQueue, QueueFullError, type WorkQueue } from './limits'
export { UnsafeUrlError } from './address-policy'
export { FetchFailure } from './safe-fetch'
export { createJobClient, openJobQueue } from './jobs'
export { analysisStages, type AnalysisStage } from './stages'
export { browserLimits, phonePassDeadlineMs } from './phone/browser-limits'
export { guardProcess } from './runner/process-guard'
export type { Analyze } from './runner/local-analyzer'
export { type WorkerConfig } from './runner/protocol'
export { superviseWorkers, type WorkerEntry, type WorkerSupervisor } from './runner/supervisor'
