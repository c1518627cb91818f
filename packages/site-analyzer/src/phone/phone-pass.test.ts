import * as cheerio from 'cheerio'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { unseenOnPhoneAttribute } from '../checks/util'
import { chromiumPath } from '../chromium'
import {
  busySite,
  hostileSite,
  hostileSites,
  startCanary,
  startFixtureSite,
  wellBuiltSite,
  type FixtureSite,
} from '../../testing'
import { createWorkQueue } from '../limits'
import type { Resolver } from '../safe-fetch'
import { canRun } from './browser'
import { runPhonePass, type PhoneOutcome } from './phone-pass'
import { listProcesses } from './process-tree'

/**
 * The phone pass for real: Debian's Chromium, Lighthouse, the egress proxy. Skipped on a machine
 * without Chromium (the analysis then reports "unavailable", tested below without a browser).
 */
const withBrowser = describe.runIf(await canRun(chromiumPath))
// Two browsers, as production allows, so the two passes below run side by side.
const browsers = createWorkQueue({ concurrency: 2, maxQueued: 4 })

// A name that resolves to loopback, as a rebinding attacker's DNS would answer.
const rebindingName = 'rebind.attacker.test'
const resolve: Resolver = async (host) =>
  host === rebindingName ? [{ address: '127.0.0.1', family: 4 }] : Promise.reject(new Error('offline'))

withBrowser('the phone pass on a page that reaches for private addresses', () => {
  let canary: Awaited<ReturnType<typeof startCanary>>
  let site: FixtureSite
  let neighbour: FixtureSite
  let outcome: PhoneOutcome
  let neighbourOutcome: PhoneOutcome

  beforeAll(async () => {
    canary = await startCanary()
    site = await startFixtureSite(hostileSite(canary.port, rebindingName))
    neighbour = await startFixtureSite(wellBuiltSite)
    const pass = (target: FixtureSite) =>
      // A loaded test machine must not turn these into timeouts (the deadline is tested below).
      runPhonePass(target.url(), {
        chromiumPath,
        policy: { allowHosts: [target.host] },
        browsers,
        resolve,
        timeoutMs: 150_000,
      })
    ;[outcome, neighbourOutcome] = await Promise.all([pass(site), pass(neighbour)])
  }, 200_000)
  afterAll(async () => {
    await Promise.all([site.close(), neighbour.close()])
    await canary.close()
  })

  it('measures two pages at once, as two visitors asking together would get', () => {
    expect([outcome.phone.status, neighbourOutcome.phone.status]).toEqual(['measured', 'measured'])
  })

  it('lets nothing reach the canary, by any means', () => {
    expect(canary.seen).toEqual({ tcp: 0, udp: 0 })
  })

  it('refuses each private destination at the proxy: loopback, rebinding name, private, metadata', () => {
    expect(outcome.refused).toEqual(
      expect.arrayContaining([
        `127.0.0.1:${canary.port}`,
        `localhost:${canary.port}`,
        `[::1]:${canary.port}`,
        `${rebindingName}:${canary.port}`,
        '10.0.0.1',
        '169.254.169.254',
      ]),
    )
  })

  it('lists the scripts the browser could not load, whose work the pass never saw', () => {
    expect(outcome.failedScripts).toContain(`http://127.0.0.1:${canary.port}/widget.js`)
  })

  it('still measures the page as a phone: Lighthouse metrics, bytes by type, a small JPEG screenshot', () => {
    expect(outcome.phone.status).toBe('measured')
    if (outcome.phone.status !== 'measured') return
    const { performance, metrics, bytesByType, screenshot } = outcome.phone.measurements
    expect(performance).toBeGreaterThan(0)
    expect(performance).toBeLessThanOrEqual(100)
    expect(metrics.fcpMs).toBeGreaterThan(0)
    expect(metrics.lcpMs).toBeGreaterThanOrEqual(metrics.fcpMs)
    expect(bytesByType.document).toBeGreaterThan(0)
    expect(bytesByType.stylesheet).toBeGreaterThan(0)
    const jpeg = Buffer.from(screenshot.base64, 'base64')
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    expect(jpeg.length).toBeLessThan(100_000)
    expect(screenshot).toMatchObject({ width: 360, height: 780 })
    // The one picture with no size, in its attributes or the page's styles.
    expect(outcome.phone.measurements.unsizedImages).toBe(1)
  })

  it('marks the main heading a phone’s width hides, and only that one', () => {
    const $ = cheerio.load(outcome.renderedHtml ?? '')
    expect($(`h1[${unseenOnPhoneAttribute}]`).text()).toBe('Solo en escritorio')
    expect($(`h1:not([${unseenOnPhoneAttribute}])`).text()).toBe('Una página que intenta salir')
  })

  it('reports what only a browser sees as findings', () => {
    const status = Object.fromEntries(outcome.verdicts.map((found) => [found.id, found.status]))
    expect(status).toMatchObject({ contrast: 'fail', tapTargets: 'fail', autoplayMedia: 'fail' })
    expect(outcome.verdicts.find((found) => found.id === 'contrast')?.category).toBe('sales')
  })

  it('measures how much wider than the phone the page is and names what sticks out, not what scrolls in its own box', () => {
    const wide = outcome.verdicts.find((found) => found.id === 'pageWidth')
    // A 600-pixel table on a 360-pixel screen, with the body's margin.
    expect(wide).toMatchObject({ status: 'fail', values: { count: 1, examples: '«Tarifas de la temporada alta»' } })
    expect(wide?.values?.pixels).toBeGreaterThanOrEqual(240)
    expect(neighbourOutcome.verdicts.find((found) => found.id === 'pageWidth')?.status).toBe('pass')
  })
})

/**
 * A pass whose clock starts only once it measures: everything before (the browser's start, which a
 * busy machine stretches by seconds) counts as time spent waiting for a CPU, so the deadline falls
 * the same time after `startClock()` on any machine.
 */
function clockFromMeasuring() {
  const created = performance.now()
  let measuringAt: number | undefined
  return {
    startClock: () => void (measuringAt ??= performance.now()),
    cpuWait: () => ({ waitedMs: () => (measuringAt ?? performance.now()) - created, stop: () => {} }),
  }
}

withBrowser('the phone pass whose deadline falls while Lighthouse waits for the page to go quiet', () => {
  it('answers on time, lets Lighthouse end its run, then ends the browser: nothing rejects unhandled', async () => {
    const busy = await startFixtureSite(busySite)
    const unhandled: unknown[] = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', record)
    const oneBrowser = createWorkQueue({ concurrency: 1, maxQueued: 4 })
    const stages: string[] = []
    const clock = clockFromMeasuring()
    try {
      const outcome = await runPhonePass(busy.url(), {
        chromiumPath,
        policy: { allowHosts: [busy.host] },
        browsers: oneBrowser,
        // 4 s from Lighthouse's start, which then waits at least 5 s for the page to go quiet.
        timeoutMs: 4_000,
        cpuWait: clock.cpuWait,
        onStage: (stage) => (stages.push(stage), stage === 'measuring' && clock.startClock()),
      })
      // "busy" when the browser took long to start: the deadline passed all the same.
      expect(outcome.phone).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^(timeout|busy)$/) })
      // Answered while Lighthouse still waits for the page (at least 5 s from its start): its browser holds the slot.
      expect(oneBrowser.size.active).toBe(1)
      expect(stages).toContain('measuring')
      // The browser's slot frees once Lighthouse's run has ended and its browser is closed.
      await vi.waitFor(() => expect(oneBrowser.size).toEqual({ active: 0, waiting: 0 }), { timeout: 60_000 })
      // A poll that was pending when the browser closed would reject about now.
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(unhandled).toEqual([])
      expect(stages).not.toContain('screenshot')
    } finally {
      process.off('unhandledRejection', record)
      await busy.close()
    }
  }, 90_000)
})

withBrowser('the phone pass on a page that takes memory without end', () => {
  it('stops the browser at its memory cap and says why: "memory"', async () => {
    const hog = await startFixtureSite(hostileSites.memoryHog!)
    try {
      const outcome = await runPhonePass(hog.url(), {
        chromiumPath,
        policy: { allowHosts: [hog.host] },
        browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }),
        timeoutMs: 60_000,
      })
      expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'memory' })
    } finally {
      await hog.close()
    }
  }, 90_000)
})

describe('the phone pass without a usable browser', () => {
  it('says no browser was available, and never throws', async () => {
    const outcome = await runPhonePass('http://127.0.0.1:9/', {
      chromiumPath: '/nonexistent/chromium',
      policy: { allowHosts: [] },
      browsers,
    })
    expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'no-browser' })
    expect(outcome.verdicts).toEqual([])
  })
})

/** A machine where the pass's processes have waited `ms` for a CPU by the time it is asked. */
const waitedFor = (ms: number) => () => ({ waitedMs: () => ms, stop: () => {} })

describe('the phone pass on a machine busy with other work', () => {
  // No browser comes free: the pass runs out of time waiting for one, as late as its deadline allows.
  const passWaiting = async (options: { timeoutMs: number; longestMs: number; waitedMs: number }) => {
    const oneBrowser = createWorkQueue({ concurrency: 1, maxQueued: 4 })
    let finishOther!: () => void
    const other = oneBrowser.run(() => new Promise<void>((resolve) => (finishOther = resolve)))
    const started = performance.now()
    const outcome = await runPhonePass('http://127.0.0.1:9/', {
      chromiumPath: '/nonexistent/chromium',
      policy: { allowHosts: [] },
      browsers: oneBrowser,
      timeoutMs: options.timeoutMs,
      longestMs: options.longestMs,
      cpuWait: waitedFor(options.waitedMs),
    })
    const tookMs = performance.now() - started
    finishOther()
    await other
    return { outcome, tookMs }
  }

  it('moves its deadline later by the time its processes waited for a CPU, and says the machine was busy', async () => {
    const { outcome, tookMs } = await passWaiting({ timeoutMs: 100, longestMs: 20_000, waitedMs: 400 })
    expect(tookMs).toBeGreaterThanOrEqual(500)
    expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'busy' })
  })

  it('ends at its longest by the wall clock, however long it waited', async () => {
    const { outcome, tookMs } = await passWaiting({ timeoutMs: 100, longestMs: 600, waitedMs: 60_000 })
    expect(tookMs).toBeGreaterThanOrEqual(600)
    expect(tookMs).toBeLessThan(30_000)
    expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'busy' })
  })
})

describe('the phone pass past its deadline', () => {
  it('answers "busy" on time when no browser came free, and never starts one once the analysis has ended', async () => {
    // A "browser" that only records that it was started.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'phone-deadline-'))
    const started = path.join(folder, 'started')
    const fakeChromium = path.join(folder, 'chromium')
    writeFileSync(fakeChromium, `#!/bin/sh\ntouch ${started}\nsleep 5\n`, { mode: 0o755 })
    const oneBrowser = createWorkQueue({ concurrency: 1, maxQueued: 4 })
    let finishOther!: () => void
    const other = oneBrowser.run(() => new Promise<void>((resolve) => (finishOther = resolve)))

    const outcome = await runPhonePass('http://127.0.0.1:9/', {
      chromiumPath: fakeChromium,
      policy: { allowHosts: [] },
      browsers: oneBrowser,
      timeoutMs: 50,
      longestMs: 50,
    })
    expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'busy' })

    // The browser it waited for frees up after its deadline: its turn passes without a browser.
    finishOther()
    await other
    await vi.waitFor(() => expect(oneBrowser.size).toEqual({ active: 0, waiting: 0 }), { timeout: 30_000 })
    expect(existsSync(started)).toBe(false)
  })
})

withBrowser('a phone pass starved of CPU with its browser open', () => {
  it('runs out of time at its longest and says our machine was busy, not that the page was slow', async () => {
    const site = await startFixtureSite(wellBuiltSite)
    try {
      const outcome = await runPhonePass(site.url(), {
        chromiumPath,
        policy: { allowHosts: [site.host] },
        browsers: createWorkQueue({ concurrency: 1, maxQueued: 1 }),
        timeoutMs: 1_000,
        longestMs: 2_000,
        cpuWait: waitedFor(60_000),
        measure: () => new Promise(() => {}),
      })
      expect(outcome.phone).toEqual({ status: 'unavailable', reason: 'busy' })
    } finally {
      await site.close()
    }
  }, 60_000)
})

withBrowser('a phone pass whose measurement never ends', () => {
  it('answers at its deadline, ends its browser, frees the slot for the next visitor, and says it is stuck', async () => {
    const site = await startFixtureSite(wellBuiltSite)
    const oneBrowser = createWorkQueue({ concurrency: 1, maxQueued: 4 })
    let stuck = 0
    let browserPid = 0
    const clock = clockFromMeasuring()
    try {
      const outcome = await runPhonePass(site.url(), {
        chromiumPath,
        policy: { allowHosts: [site.host] },
        browsers: oneBrowser,
        timeoutMs: 3_000,
        cpuWait: clock.cpuWait,
        // Holds the browser and never settles, as a wedged page or run would.
        measure: (_url, opened) => {
          clock.startClock()
          browserPid = opened.browser.process()!.pid!
          return new Promise(() => {})
        },
        onStuck: () => (stuck += 1),
        stuckAfterMs: 500,
      })
      // "busy" when the browser took long to start: the measurement was cut at its deadline all the same.
      expect(outcome.phone).toEqual({ status: 'unavailable', reason: expect.stringMatching(/^(timeout|busy)$/) })
      expect(browserPid).toBeGreaterThan(0)
      // The slot is free, the browser and every process it started are gone, and the hang is told.
      await vi.waitFor(() => expect(oneBrowser.size).toEqual({ active: 0, waiting: 0 }), { timeout: 30_000 })
      await vi.waitFor(
        async () => expect((await listProcesses()).filter((info) => info.pid === browserPid)).toEqual([]),
        { timeout: 30_000 },
      )
      await vi.waitFor(() => expect(stuck).toBe(1), { timeout: 30_000 })

      // The next visitor's pass gets the browser and is measured.
      const next = await runPhonePass(site.url(), {
        chromiumPath,
        policy: { allowHosts: [site.host] },
        browsers: oneBrowser,
        timeoutMs: 150_000,
      })
      expect(next.phone.status).toBe('measured')
    } finally {
      await site.close()
    }
  }, 200_000)
})
