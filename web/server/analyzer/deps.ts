import type { ContentSource } from '../content'
import type { Env } from '../env.server'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter } from '../rate-limit'
import type { AnalyzeDeps } from '../routes/analyze'
import { hostPort } from 'site-analyzer'
import { analyzeSite } from 'site-analyzer'
import { createJobRunner } from 'site-analyzer'
import { createAnalysisLeads } from './leads'
import { createWorkQueue } from 'site-analyzer'
import { createProgressHub } from './progress'
import { contactsFrom } from './report/contacts'

const concurrency = 4

/**
 * Analyses run in this process: the HTTP checks, and the phone pass with at most `ANALYZER_BROWSERS`
 * browsers at a time (the web server in the embedded mode, `npm run worker` in the Postgres mode).
 */
export function createLocalAnalyzer(env: Env): AnalyzeDeps['analyze'] {
  const policy = { allowHosts: env.analyzerAllowHosts }
  const { phonePass } = env
  const phone = phonePass && {
    chromiumPath: phonePass.chromiumPath,
    browsers: createWorkQueue({ concurrency: phonePass.browsers, maxQueued: 32 }),
  }
  const phoneFor = (url: string) =>
    phonePass?.onlyHosts && !phonePass.onlyHosts.includes(hostPort(new URL(url))) ? undefined : phone
  return (url, onStage) => analyzeSite(url, { policy, phone: phoneFor(url), onStage })
}

/**
 * Production wiring of POST /api/analyze. A visitor gets 10 analyses per 10 minutes per address and
 * an inbox 5 reports an hour (counted in the lead store, so instances share them); 4 analyses run
 * at once and 32 wait up to 60 s (20 concurrent visitors fit), so memory stays bounded and the
 * rest hear 503. Of the 4, at most `ANALYZER_BROWSERS` run a browser at a time; the others wait
 * for one inside their own time bound. In Postgres mode the analyses run as jobs (./jobs.ts).
 */
export function createAnalyzeDeps(
  env: Env,
  leads: LeadServices,
  content: ContentSource,
  overrides: Partial<AnalyzeDeps> = {},
): AnalyzeDeps {
  const runHere = createLocalAnalyzer(env)
  // Postgres mode: every analysis is a job, so browser workers can run on other machines.
  const jobs = env.databaseUrl ? createJobRunner(env.databaseUrl, runHere, concurrency) : undefined
  return {
    analyze: jobs?.analyze ?? runHere,
    close: jobs?.close,
    progress: createProgressHub(),
    leads: createAnalysisLeads(leads, contactsFrom(content)),
    ipLimiter: createStoreRateLimiter(leads.store, { limit: 10, windowMs: 10 * 60_000 }),
    emailLimiter: createStoreRateLimiter(leads.store, { limit: 5, windowMs: 60 * 60_000 }),
    queue: createWorkQueue({ concurrency, maxQueued: 32 }),
    ...overrides,
  }
}
