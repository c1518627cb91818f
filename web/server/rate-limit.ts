import type { LeadStore } from './leads/types'

/** Counts one use of `key`; `retryAfterSeconds` tells a refused caller when its window ends. */
export type RateLimiter = {
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

type Limit = { limit: number; windowMs: number }

/**
 * Fixed windows counted in the lead store, so every server instance on one Postgres shares them
 * (SQLite: one machine). Used in production by the contact and analysis routes.
 */
export function createStoreRateLimiter(store: Pick<LeadStore, 'hit'>, { limit, windowMs }: Limit): RateLimiter {
  return {
    async take(key) {
      const now = Date.now()
      const windowStart = Math.floor(now / windowMs) * windowMs
      const count = await store.hit(key, windowStart)
      return { allowed: count <= limit, retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000) }
    },
  }
}

/** The same fixed windows in this process only: for benchmarks and tests that need no store. */
export function createMemoryRateLimiter({ limit, windowMs }: Limit): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async take(key) {
      const now = Date.now()
      // Forget expired windows as we go, so memory stays bounded by the keys of one window.
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) }
    },
  }
}
