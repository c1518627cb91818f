import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { listProcesses, treeOf } from 'site-analyzer'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'

/** Memory of a process and every process it started (workers, browsers), in MB: their own, not shared. */
export async function treeMb(root: number): Promise<number> {
  const tree = treeOf(await listProcesses(), root)
  return Math.round(tree.reduce((sum, info) => sum + info.ownKb, 0) / 1024)
}

/** Samples a process tree's memory every 50 ms; `stop()` gives the peak. */
export function sampleMemory(root: number) {
  let peak = 0
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(async () => void (peak = Math.max(peak, await treeMb(root))))
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
