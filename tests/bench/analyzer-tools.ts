import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { listProcesses, treeOf } from 'site-analyzer/testing'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'

/**
 * Memory of a process and every process it started (workers, browsers), and of the phone-pass
 * browsers alone, in MB: their own memory, without what they share.
 */
export async function memoryMb(root: number) {
  const tree = treeOf(await listProcesses(), root)
  const mb = (processes: typeof tree) => Math.round(processes.reduce((sum, info) => sum + info.ownKb, 0) / 1024)
  return { all: mb(tree), browsers: mb(tree.filter((info) => info.cmdline.includes('site-analyzer-'))) }
}

/** Samples memory every 50 ms; `stop()` gives the peaks. */
export function sampleMemory(root: number) {
  const peak = { all: 0, browsers: 0 }
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      const now = await memoryMb(root)
      peak.all = Math.max(peak.all, now.all)
      peak.browsers = Math.max(peak.browsers, now.browsers)
    })
  }, 50)
  return {
    stop: async () => {
      clearInterval(timer)
      await sampling
      return peak
    },
  }
}

/** Lighthouse's own CLI on a page (mobile, its default throttling), for comparison with our phone pass. */
export async function lighthouseCliScore(url: string): Promise<number> {
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-path=${chromiumPath}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return Math.round(
    (JSON.parse(stdout) as { categories: { performance: { score: number } } }).categories.performance.score * 100,
  )
}
