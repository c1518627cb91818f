import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { browserLimits, BrowserLimitError, watchBrowser } from './browser-limits'
import { killAll, listProcesses } from './process-tree'

/** Processes start and end in their own time on a busy machine: waited for, not timed. */
const processesStart = { timeout: 60_000, interval: 50 }

/**
 * A process tree standing in for a browser: a parent, and a child that does the damage. Both carry
 * a marker on their command line, so the test can tell whether any of them is left.
 */
function startTree(childScript: string) {
  const marker = `tree-${randomUUID()}`
  const script = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(childScript)}, '--', '${marker}'], { stdio: 'inherit' }); setInterval(() => {}, 1000)`
  const root = spawn(process.execPath, ['-e', script, '--', marker], { stdio: 'ignore' })
  const members = async () => (await listProcesses()).filter((info) => info.cmdline.includes(marker))
  return {
    root,
    alive: async () => (await members()).length,
    kill: async () => killAll(await members()),
  }
}

describe('the browser watch', () => {
  it.each([
    {
      breach: 'memory',
      // 400 MB written through in the child, against a 200 MB cap.
      script:
        'const kept = []; for (let i = 0; i < 40; i++) kept.push(Buffer.alloc(10 * 1024 * 1024, 1)); setInterval(() => {}, 1000)',
      limits: { memoryMb: 200 },
      // The figures are rounded to whole megabytes: 200.4 MB breaches the cap and reads 200.
      passed: (figures: { peakMb: number; cpuSeconds: number }) => figures.peakMb >= 200,
    },
    {
      breach: 'cpu',
      script: 'for (;;) {}',
      limits: { cpuSeconds: 1 },
      passed: (figures: { peakMb: number; cpuSeconds: number }) => figures.cpuSeconds >= 1,
    },
  ])(
    'stops the whole tree, saying "$breach", once it passes that limit',
    async ({ breach, script, limits, passed }) => {
      const tree = startTree(script)
      onTestFinished(() => tree.kill())
      await vi.waitFor(async () => expect(await tree.alive()).toBe(2), processesStart)
      const watch = watchBrowser(tree.root.pid!, { ...browserLimits, ...limits, sampleMs: 50 })
      const error = await watch.breached.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(BrowserLimitError)
      expect((error as BrowserLimitError).breach).toBe(breach)
      expect(passed(watch.figures())).toBe(true)
      await vi.waitFor(async () => expect(await tree.alive()).toBe(0), processesStart)
    },
    120_000,
  )

  it('leaves a tree within its limits alone', async () => {
    const tree = startTree('setInterval(() => {}, 1000)')
    onTestFinished(() => tree.kill())
    await vi.waitFor(async () => expect(await tree.alive()).toBe(2), processesStart)
    const watch = watchBrowser(tree.root.pid!, { ...browserLimits, sampleMs: 50 })
    let breached = false
    watch.breached.catch(() => (breached = true))
    await new Promise((resolve) => setTimeout(resolve, 500))
    watch.stop()
    expect(breached).toBe(false)
    expect(await tree.alive()).toBe(2)
  })
})
