/**
 * Admission control for the analyzer. Both are small interfaces so the scale-out mode can move the
 * counters to Postgres or Redis without touching the route.
 */
export type RateLimiter = {
  /** Counts one use of `key`; `retryAfterSeconds` is set when the key is over its limit. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

/** A fixed window per key, kept in memory (one server process). */
export function createMemoryRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
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

export class QueueFullError extends Error {
  override name = 'QueueFullError'
}

/**
 * At most `concurrency` tasks at once, `maxQueued` more waiting; beyond that — or after waiting
 * `maxWaitMs`, well inside the browser's 90 s abort — QueueFullError.
 */
export function createWorkQueue({
  concurrency,
  maxQueued,
  maxWaitMs = 60_000,
}: {
  concurrency: number
  maxQueued: number
  maxWaitMs?: number
}) {
  let active = 0
  const waiting: (() => void)[] = []
  // A finishing task hands its slot straight to the next waiter, so no newcomer can slip in between.
  const release = () => {
    const next = waiting.shift()
    if (next) next()
    else active -= 1
  }
  const wait = () =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1)
        reject(new QueueFullError('waited too long for an analysis slot'))
      }, maxWaitMs)
      const start = () => {
        clearTimeout(timer)
        resolve()
      }
      waiting.push(start)
    })
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) active += 1
      else if (waiting.length >= maxQueued) throw new QueueFullError('analysis queue is full')
      else await wait()
      try {
        return await task()
      } finally {
        release()
      }
    },
    get size() {
      return { active, waiting: waiting.length }
    },
  }
}

export type WorkQueue = ReturnType<typeof createWorkQueue>
