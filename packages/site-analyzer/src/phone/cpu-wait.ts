import { runQueueWaits } from './process-tree'

/** How long a set of processes has waited for a CPU while it had work to do. */
export type CpuWait = {
  /** Milliseconds, counted at most once per millisecond of the clock (never more than has passed). */
  waitedMs: () => number
  stop: () => void
}
export type CpuWaitWatch = (pids: () => number[]) => CpuWait

/**
 * Samples every thread of `pids()` and adds up the time they waited in the run queue since the
 * last sample (a thread first seen counts from its start), capped at the time between samples:
 * on a busy machine it is the part of the clock that went to other work, not to this work.
 */
export function watchCpuWait(pids: () => number[], sampleMs = 500): CpuWait {
  let seen = new Map<string, number>()
  let first = true
  let waitedNs = 0
  let last = performance.now()
  const sample = () => {
    const current = new Map(pids().flatMap((pid) => [...runQueueWaits(pid)]))
    let added = 0
    if (!first) for (const [thread, ns] of current) added += Math.max(0, ns - (seen.get(thread) ?? 0))
    const at = performance.now()
    waitedNs += Math.min(added, (at - last) * 1e6)
    ;[seen, first, last] = [current, false, at]
  }
  const timer = setInterval(sample, sampleMs)
  timer.unref()
  sample()
  return { waitedMs: () => waitedNs / 1e6, stop: () => clearInterval(timer) }
}
