import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRateLimiter } from '../../tests/support/server/memory-rate-limiter'
import { createStoreRateLimiter, type RateLimiter } from './rate-limit'
import { openSqliteStore } from './leads/sqlite'

const limiters: [string, () => Promise<RateLimiter>][] = [
  ['memory', async () => createMemoryRateLimiter({ limit: 2, windowMs: 60_000 })],
  ['store', async () => createStoreRateLimiter(await openSqliteStore(':memory:'), { limit: 2, windowMs: 60_000 })],
]

describe.each(limiters)('%s rate limiter', (_name, create) => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:09:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('allows `limit` uses per key, and says when the next one is allowed', async () => {
    const limiter = await create()
    expect((await limiter.take('a')).allowed).toBe(true)
    expect((await limiter.take('a')).allowed).toBe(true)
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect((await limiter.take('b')).allowed).toBe(true)
  })

  it('lets no more than `limit` through across what would be a fixed window edge', async () => {
    const limiter = await create()
    // Two uses a second before the 10-minute mark, two more a second after it: fixed windows admit all four.
    vi.setSystemTime(new Date('2026-01-01T00:09:59Z'))
    expect([(await limiter.take('a')).allowed, (await limiter.take('a')).allowed]).toEqual([true, true])
    vi.setSystemTime(new Date('2026-01-01T00:10:01Z'))
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 58 })
    vi.setSystemTime(new Date('2026-01-01T00:11:00Z'))
    expect((await limiter.take('a')).allowed).toBe(true)
  })
})
