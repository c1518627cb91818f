import type { Env } from '../env.server'
import type { LeadServices } from '../leads/services'
import { createStoreRateLimiter } from '../rate-limit'
import type { AnalyzeDeps } from '../routes/analyze'
import { analyzeSite } from './analyze'
import { createAnalysisLeads } from './leads'
import { createWorkQueue } from './limits'

/**
 * Production wiring of POST /api/analyze. A visitor gets 10 analyses per 10 minutes per address and
 * an inbox 5 reports an hour (counted in the lead store, so instances share them); 4 analyses run
 * at once and 32 wait up to 60 s (20 concurrent visitors fit), so memory stays bounded and the
 * rest hear 503.
 */
export function createAnalyzeDeps(env: Env, leads: LeadServices, overrides: Partial<AnalyzeDeps> = {}): AnalyzeDeps {
  return {
    analyze: (url) => analyzeSite(url, { policy: { allowHosts: env.analyzerAllowHosts } }),
    leads: createAnalysisLeads(leads),
    ipLimiter: createStoreRateLimiter(leads.store, { limit: 10, windowMs: 10 * 60_000 }),
    emailLimiter: createStoreRateLimiter(leads.store, { limit: 5, windowMs: 60 * 60_000 }),
    queue: createWorkQueue({ concurrency: 4, maxQueued: 32 }),
    ...overrides,
  }
}
