/** Admission control for the analyzer: how many analyses run at once (rate limits: ../rate-limit.ts). */

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
    /** Whether a task would start at once. */
    get free() {
      return active < concurrency
    },
  }
}

export type WorkQueue = ReturnType<typeof createWorkQueue>
