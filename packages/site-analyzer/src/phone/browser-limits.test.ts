import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { browserLimits, BrowserLimitError, watchBrowser } from './browser-limits'

/** A process tree standing in for a browser: a parent and a child that does the damage. */
function startTree(childScript: string): ChildProcess {
  const script = `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(childScript)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`
  return spawn(process.execPath, ['-e', script], { stdio: 'ignore' })
}

const isGone = (pid: number) => {
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

describe('the browser watch', () => {
  let tree: ChildProcess | undefined
  afterEach(() => tree?.kill('SIGKILL'))

  it('stops the whole tree, with "memory", once its processes together hold more than the cap', async () => {
    // 400 MB written page by page in a grandchild, against a 200 MB cap.
    tree = startTree(
      'const kept = []; for (let i = 0; i < 40; i++) kept.push(Buffer.alloc(10 * 1024 * 1024, 1)); setInterval(() => {}, 1000)',
    )
    const watch = watchBrowser(tree.pid!, { ...browserLimits, memoryMb: 200, sampleMs: 50 })
    const error = await watch.breached.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BrowserLimitError)
    expect((error as BrowserLimitError).breach).toBe('memory')
    expect(watch.figures().peakMb).toBeGreaterThan(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(isGone(tree.pid!)).toBe(true)
  }, 20_000)

  it('stops the whole tree, with "cpu", once it has used its CPU seconds', async () => {
    tree = startTree('for (;;) {}')
    const watch = watchBrowser(tree.pid!, { ...browserLimits, cpuSeconds: 1, sampleMs: 50 })
    const error = await watch.breached.catch((caught: unknown) => caught)
    expect((error as BrowserLimitError).breach).toBe('cpu')
    expect(watch.figures().cpuSeconds).toBeGreaterThanOrEqual(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(isGone(tree.pid!)).toBe(true)
  }, 20_000)

  it('leaves a tree within its limits alone', async () => {
    tree = startTree('setInterval(() => {}, 1000)')
    const watch = watchBrowser(tree.pid!, { ...browserLimits, sampleMs: 50 })
    let breached = false
    watch.breached.catch(() => (breached = true))
    await new Promise((resolve) => setTimeout(resolve, 500))
    watch.stop()
    expect(breached).toBe(false)
    expect(isGone(tree.pid!)).toBe(false)
  })
})
