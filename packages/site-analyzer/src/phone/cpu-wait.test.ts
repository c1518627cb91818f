import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchCpuWait } from './cpu-wait'

const started: ChildProcess[] = []
const run = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: 'ignore' })
  started.push(child)
  return child.pid!
}
afterEach(() => started.splice(0).forEach((child) => child.kill('SIGKILL')))

/** Waits until a process sleeps (state S in /proc): it has started and has nothing to run. */
const asleep = (pid: number) =>
  vi.waitFor(async () => expect((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]![0]).toBe('S'), {
    timeout: 30_000,
  })

describe('the time a set of processes waited for a CPU', () => {
  it('grows while two processes that only spin share one core, never by more than the clock; a sleeper waits for none', async () => {
    const spinners = [0, 1].map(() => run('taskset', ['-c', '0', process.execPath, '-e', 'for (;;) {}']))
    const sleeper = run('sleep', ['60'])
    await asleep(sleeper)
    const since = performance.now()
    const spinning = watchCpuWait(() => spinners, 20)
    const sleeping = watchCpuWait(() => [sleeper], 20)
    try {
      // Each spinner runs at most half the time and waits the rest.
      await vi.waitFor(() => expect(spinning.waitedMs()).toBeGreaterThan(500), { timeout: 60_000 })
      expect(spinning.waitedMs()).toBeLessThanOrEqual(performance.now() - since)
      expect(sleeping.waitedMs()).toBe(0)
    } finally {
      spinning.stop()
      sleeping.stop()
    }
  })

  it('counts nothing for processes that are gone or never were', async () => {
    const watch = watchCpuWait(() => [2 ** 22 + 1], 10)
    await new Promise((resolve) => setTimeout(resolve, 50))
    watch.stop()
    expect(watch.waitedMs()).toBe(0)
  })
})
