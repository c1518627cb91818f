import { describe, expect, it, vi } from 'vitest'
import { hostileSites, startFixtureSite } from '../../testing'
import { chromiumPath } from '../chromium'
import { createWorkQueue } from '../limits'
import { canRun } from './browser'
import { runPhonePass } from './phone-pass'
import { listProcesses } from './process-tree'

/**
 * Pages written to hurt whoever loads them: each is answered within the pass's deadline (shortened
 * here to 15 s), with figures or with the reason there are none, and leaves no browser behind. With
 * the short deadline on a loaded machine, a pass may run out of time waiting for one of the two
 * browsers, or be starved: "busy" is then the honest answer.
 * The memory hog keeps the production deadline: on a loaded machine, writing its gigabytes takes the
 * page longer than 15 s, and the test is that the memory watch stops it, not the clock.
 * `npm run bench:analyze` runs them all at the production deadline with their peak memory.
 */
const withBrowser = describe.runIf(await canRun(chromiumPath))
const shortDeadlineMs = 15_000
const productionDeadlineMs = 50_000
const browsers = createWorkQueue({ concurrency: 2, maxQueued: 8 })
const ownBrowsers = async () =>
  (await listProcesses()).filter((info) => info.cmdline.includes(`site-analyzer-${process.pid}-`)).length

withBrowser.concurrent('the phone pass on hostile pages', () => {
  it.each([
    ['memoryHog', ['memory'], productionDeadlineMs],
    ['infiniteLoop', ['timeout', 'busy', 'failed', 'cpu'], shortDeadlineMs],
    ['dialogLoop', ['timeout', 'busy', 'failed', 'cpu'], shortDeadlineMs],
    ['hugeDom', ['memory', 'timeout', 'busy', 'failed', 'measured'], shortDeadlineMs],
    ['endlessNetwork', ['timeout', 'busy', 'failed', 'measured'], shortDeadlineMs],
  ] as const)(
    '%s: answered within the deadline as one of %j',
    async (name, outcomes, timeoutMs) => {
      const site = await startFixtureSite(hostileSites[name]!)
      try {
        const started = performance.now()
        const outcome = await runPhonePass(site.url(), {
          chromiumPath,
          policy: { allowHosts: [site.host] },
          browsers,
          timeoutMs,
          longestMs: timeoutMs,
        })
        // The deadline ends the pass; the margin is the browser's teardown on a busy machine, not a speed budget.
        expect(performance.now() - started).toBeLessThan(timeoutMs + 20_000)
        expect(outcomes as readonly string[]).toContain(
          outcome.phone.status === 'measured' ? 'measured' : outcome.phone.reason,
        )
      } finally {
        await site.close()
      }
    },
    90_000,
  )
})

withBrowser('after the hostile pages', () => {
  it('no browser is left, once the runs that outlived their deadline have ended', async () => {
    await vi.waitFor(async () => expect(await ownBrowsers()).toBe(0), { timeout: 60_000, interval: 500 })
  }, 70_000)
})
