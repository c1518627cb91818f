import { createHmac } from 'node:crypto'
import type { Executor } from './executor'
import type { RateSlots } from './types'

const dayMs = 86_400_000

/** The rate limits' sliding windows: keyed hashes of what they count (migration 6), never the addresses. */
export function rateSlots(db: Executor): RateSlots {
  let secret: Promise<string> | undefined
  /** A rate limit's key as stored: its keyed hash, never the address it names. */
  const storedKey = async (key: string) => {
    if (!secret) {
      secret = db
        .run('SELECT value FROM store_secrets WHERE name = ?', ['rate-keys'])
        .then(([row]) => String(row!.value))
      secret.catch(() => (secret = undefined))
    }
    return createHmac('sha256', await secret)
      .update(key)
      .digest('base64url')
  }

  return {
    async takeRateSlot(name, limit, windowMs) {
      const key = await storedKey(name)
      return db.transaction(async () => {
        // Locks the key's row (Postgres), so concurrent requests for one key count one after another.
        await db.run(
          `INSERT INTO rate_keys (key, touched_at) VALUES (?, ?)
           ON CONFLICT (key) DO UPDATE SET touched_at = excluded.touched_at`,
          [key, Date.now()],
        )
        // Read under the lock: a request that waited for it never counts from before the one it waited on.
        const now = Date.now()
        const [row] = await db.run(
          'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE key = ? AND at > ?',
          [key, now - windowMs],
        )
        const allowed = Number(row!.n) < limit
        if (allowed) await db.run('INSERT INTO rate_events (key, at) VALUES (?, ?)', [key, now])
        // Events older than any window are useless; sweeping now and then keeps the tables small.
        if (Math.random() < 0.01) {
          await db.run('DELETE FROM rate_events WHERE at < ?', [now - dayMs])
          await db.run('DELETE FROM rate_keys WHERE touched_at < ?', [now - dayMs])
        }
        return { allowed, retryAfterMs: allowed ? 0 : Number(row!.oldest) + windowMs - now }
      })
    },
  }
}
