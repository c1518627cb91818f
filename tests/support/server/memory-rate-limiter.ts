import type { RateLimiter } from '../../../web/server/rate-limit'

/**
 * The store limiter's sliding windows (web/server/rate-limit.ts) kept in this process, for tests
 * that need no store; web/server/rate-limit.test.ts holds both to the same rules.
 */
export function createMemoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const uses = new Map<string, number[]>()
  return {
    async take(key) {
      const now = Date.now()
      const times = (uses.get(key) ?? []).filter((time) => time > now - windowMs)
      uses.set(key, times)
      if (times.length >= limit) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000)) }
      }
      times.push(now)
      return { allowed: true, retryAfterSeconds: 0 }
    },
  }
}
