import type { LeadStore } from './leads/types'

/** Counts one use of `key`; `retryAfterSeconds` tells a refused caller when it may try again. */
export type RateLimiter = {
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

type Limit = { limit: number; windowMs: number }

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Sliding windows kept in the lead store, so every server instance on one Postgres shares them
 * (SQLite: one machine): at most `limit` uses in any `windowMs`, window edges included
 * (docs/decisions/0009-sliding-window-rate-limits.md). Keys come from ./rate-keys.ts.
 */
export function createStoreRateLimiter(
  store: Pick<LeadStore, 'takeRateSlot'>,
  { limit, windowMs }: Limit,
): RateLimiter {
  return {
    async take(key) {
      const { allowed, retryAfterMs } = await store.takeRateSlot(key, limit, windowMs)
      return { allowed, retryAfterSeconds: allowed ? 0 : seconds(retryAfterMs) }
    },
  }
}

/** The same sliding windows in this process only: for benchmarks and tests that need no store. */
export function createMemoryRateLimiter({ limit, windowMs }: Limit): RateLimiter {
  const uses = new Map<string, number[]>()
  return {
    async take(key) {
      const now = Date.now()
      // Forget keys whose uses have all left the window, so memory stays bounded.
      if (uses.size > 10_000) for (const [k, times] of uses) if (times.at(-1)! <= now - windowMs) uses.delete(k)
      const times = (uses.get(key) ?? []).filter((time) => time > now - windowMs)
      uses.set(key, times)
      if (times.length >= limit) return { allowed: false, retryAfterSeconds: seconds(times[0]! + windowMs - now) }
      times.push(now)
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
