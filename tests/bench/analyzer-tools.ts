import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'

/** Resident memory of this process and every process it started (the browsers), in MB, from /proc. */
async function treeRssMb(): Promise<number> {
  const parents = new Map<number, number>()
  const rss = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '')
    const ppid = /^PPid:\s+(\d+)/m.exec(status)?.[1]
    const kb = /^VmRSS:\s+(\d+)/m.exec(status)?.[1]
    if (ppid) parents.set(Number(entry), Number(ppid))
    if (kb) rss.set(Number(entry), Number(kb))
  }
  const ownsIt = (pid: number): boolean => {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) if (current === process.pid) return true
    return false
  }
  const kb = [...rss].filter(([pid]) => ownsIt(pid)).reduce((sum, [, value]) => sum + value, 0)
  return Math.round(kb / 1024)
}

/** Samples the process tree's memory every 250 ms; `stop()` gives the peak. */
export function sampleMemory() {
  let peak = 0
  let sampling = Promise.resolve()
  const timer = setInterval(() => {
    sampling = sampling.then(async () => void (peak = Math.max(peak, await treeRssMb())))
  }, 250)
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
