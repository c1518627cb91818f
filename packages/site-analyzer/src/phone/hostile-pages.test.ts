import { describe, expect, it, vi } from 'vitest'
import { hostileSites, startFixtureSite } from '../../testing'
import { chromiumPath } from '../chromium'
import { createWorkQueue } from '../limits'
import { canRun } from './browser'
import { runPhonePass } from './phone-pass'
import { listProcesses } from './process-tree'

/**
 * Pages written to hurt whoever loads them: each is answered within the pass's deadline (shortened
 * here to 15 s), with figures or with the reason there are none, and leaves no browser behind.
 * `npm run bench:analyze` runs them at the production deadline with their peak memory.
 */
const withBrowser = describe.runIf(await canRun(chromiumPath))
const timeoutMs = 15_000
const browsers = createWorkQueue({ concurrency: 2, maxQueued: 8 })
const ownBrowsers = async () =>
  (await listProcesses()).filter((info) => info.cmdline.includes(`site-analyzer-${process.pid}-`)).length

withBrowser.concurrent('the phone pass on hostile pages', () => {
  it.each([
    ['memoryHog', ['memory']],
    ['infiniteLoop', ['timeout', 'failed', 'cpu']],
    ['dialogLoop', ['timeout', 'failed', 'cpu']],
    ['hugeDom', ['memory', 'timeout', 'failed', 'measured']],
    ['endlessNetwork', ['timeout', 'failed', 'measured']],
  ])(
    '%s: answered within the deadline as one of %j',
    async (name, outcomes) => {
      const site = await startFixtureSite(hostileSites[name]!)
      try {
        const started = performance.now()
        const outcome = await runPhonePass(site.url(), {
          chromiumPath,
          policy: { allowHosts: [site.host] },
          browsers,
          timeoutMs,
        })
        expect(performance.now() - started).toBeLessThan(timeoutMs + 2_000)
        expect(outcomes).toContain(outcome.phone.status === 'measured' ? 'measured' : outcome.phone.reason)
      } finally {
        await site.close()
      }
    },
    60_000,
  )
})

withBrowser('after the hostile pages', () => {
  it('no browser is left, once the runs that outlived their deadline have ended', async () => {
    await vi.waitFor(async () => expect(await ownBrowsers()).toBe(0), { timeout: 60_000, interval: 500 })
  }, 70_000)
})
