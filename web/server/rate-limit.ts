import type { RateSlots } from './leads/types'

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
export function createStoreRateLimiter(store: RateSlots, { limit, windowMs }: Limit): RateLimiter {
  return {
    async take(key) {
      const { allowed, retryAfterMs } = await store.takeRateSlot(key, limit, windowMs)
      return { allowed, retryAfterSeconds: allowed ? 0 : seconds(retryAfterMs) }
    },
  }
}
