import { killAll, processTree, ticksPerSecond } from './process-tree'

/**
 * What one analysis's browser may use, all its processes together (browser, renderers, GPU and
 * network services). The watch below stops the whole browser once its processes together hold more
 * than `memoryMb` of their own memory (anonymous resident memory: heaps, array buffers, decoded
 * images) or have used `cpuSeconds` of CPU, checked every `sampleMs`; what a page allocates within
 * one sample comes on top, so the cap documented for a browser is 1 GB (`npm run bench:analyze`
 * prints the peak of a page writing 3 GB). Beneath it, the operating system refuses any one process
 * more than `processDataMb` of data (RLIMIT_DATA), so even between samples no process can run away
 * with the machine.
 */
export const browserLimits = { memoryMb: 768, processDataMb: 2048, cpuSeconds: 30, sampleMs: 100 }
export type BrowserLimits = typeof browserLimits

/**
 * The phone pass's own time, waiting for a browser included: past it the visitor is answered
 * without phone figures. Its clock stops while the pass waits for a CPU that other work holds
 * (`cpu-wait.ts`), up to `phonePassLongestMs` of the wall clock, so that a busy machine slows the
 * pass down instead of cutting it short, and a visitor still has an answer well within the minute
 * and a half the site's page waits.
 */
export const phonePassDeadlineMs = 50_000
export const phonePassLongestMs = 65_000

export type LimitBreach = 'memory' | 'cpu'

export class BrowserLimitError extends Error {
  override name = 'BrowserLimitError'
  constructor(readonly breach: LimitBreach) {
    super(`the browser went over its ${breach} limit`)
  }
}

export type BrowserWatch = {
  /** Rejects with BrowserLimitError once the browser has been stopped for going over a limit. */
  breached: Promise<never>
  /** The largest memory seen, in MB, and the CPU used, in seconds. */
  figures: () => { peakMb: number; cpuSeconds: number }
  /** The browser's processes at the last sample. */
  pids: () => number[]
  stop: () => void
}

/** Samples the browser's process tree and kills all of it on the first limit it passes. */
export function watchBrowser(rootPid: number, limits: BrowserLimits = browserLimits): BrowserWatch {
  let peakMb = 0
  let cpuSeconds = 0
  let pids: number[] = [rootPid]
  let stopped = false
  let reject!: (error: BrowserLimitError) => void
  const breached = new Promise<never>((_, fail) => (reject = fail))
  breached.catch(() => {})
  const sample = async () => {
    const tree = await processTree(rootPid)
    if (stopped || tree.length === 0) return
    pids = tree.map((info) => info.pid)
    const mb = tree.reduce((sum, info) => sum + info.ownKb, 0) / 1024
    peakMb = Math.max(peakMb, mb)
    cpuSeconds = tree.reduce((sum, info) => sum + info.cpuTicks, 0) / ticksPerSecond
    const breach = mb > limits.memoryMb ? 'memory' : cpuSeconds > limits.cpuSeconds ? 'cpu' : undefined
    if (!breach) return
    stopped = true
    clearInterval(timer)
    killAll(tree)
    reject(new BrowserLimitError(breach))
  }
  let sampling = false
  const timer = setInterval(() => {
    if (sampling || stopped) return
    sampling = true
    void sample().finally(() => (sampling = false))
  }, limits.sampleMs)
  timer.unref()
  return {
    breached,
    figures: () => ({ peakMb: Math.round(peakMb), cpuSeconds: Math.round(cpuSeconds * 10) / 10 }),
    pids: () => pids,
    stop: () => {
      stopped = true
      clearInterval(timer)
    },
  }
}
