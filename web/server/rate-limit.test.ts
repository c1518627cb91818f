import { describe, expect, it } from 'vitest'
import { createMemoryRateLimiter, createStoreRateLimiter } from './rate-limit'

/** A stand-in for the lead store's counter: one count per key and window. */
function countingStore() {
  const counts = new Map<string, number>()
  return {
    hit: async (key: string, windowStart: number) => {
      const id = `${key}@${windowStart}`
      counts.set(id, (counts.get(id) ?? 0) + 1)
      return counts.get(id) ?? 0
    },
  }
}

describe('createMemoryRateLimiter', () => {
  it('allows `limit` uses per key and window', async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000 })
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(true)
    const third = await limiter.take('a')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBeGreaterThan(0)
    expect((await limiter.take('b')).allowed).toBe(true)
  })
})

describe('createStoreRateLimiter', () => {
  it('allows `limit` uses per key and window, counted by the store', async () => {
    const limiter = createStoreRateLimiter(countingStore(), { limit: 2, windowMs: 60_000 })
    expect((await limiter.take('ip:a')).allowed).toBe(true)
    expect((await limiter.take('ip:a')).allowed).toBe(true)
    const third = await limiter.take('ip:a')
    expect(third.allowed).toBe(false)
    expect(third.retryAfterSeconds).toBeGreaterThan(0)
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60)
    expect((await limiter.take('ip:b')).allowed).toBe(true)
  })
})
