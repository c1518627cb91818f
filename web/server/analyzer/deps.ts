import type { Env } from '../env.server'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter } from '../rate-limit'
import type { AnalyzeDeps } from '../routes/analyze'
import { hostPort } from './address-policy'
import { analyzeSite } from './analyze'
import { createAnalysisLeads } from './leads'
import { createWorkQueue } from './limits'
import { createProgressHub } from './progress'

/**
 * Production wiring of POST /api/analyze. A visitor gets 10 analyses per 10 minutes per address and
 * an inbox 5 reports an hour (counted in the lead store, so instances share them); 4 analyses run
 * at once and 32 wait up to 60 s (20 concurrent visitors fit), so memory stays bounded and the
 * rest hear 503. Of the 4, at most `ANALYZER_BROWSERS` run a browser at a time; the others wait
 * for one inside their own time bound.
 */
export function createAnalyzeDeps(env: Env, leads: LeadServices, overrides: Partial<AnalyzeDeps> = {}): AnalyzeDeps {
  const policy = { allowHosts: env.analyzerAllowHosts }
  const { phonePass } = env
  const phone = phonePass && {
    chromiumPath: phonePass.chromiumPath,
    browsers: createWorkQueue({ concurrency: phonePass.browsers, maxQueued: 32 }),
  }
  const phoneFor = (url: string) =>
    phonePass?.onlyHosts && !phonePass.onlyHosts.includes(hostPort(new URL(url))) ? undefined : phone
  return {
    analyze: (url, onStage) => analyzeSite(url, { policy, phone: phoneFor(url), onStage }),
    progress: createProgressHub(),
    leads: createAnalysisLeads(leads),
    ipLimiter: createStoreRateLimiter(leads.store, { limit: 10, windowMs: 10 * 60_000 }),
    emailLimiter: createStoreRateLimiter(leads.store, { limit: 5, windowMs: 60 * 60_000 }),
    queue: createWorkQueue({ concurrency: 4, maxQueued: 32 }),
    ...overrides,
  }
}
