import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumPath } from '../../chromium'
import { startFixtureSite, type FixtureSite } from '../fixture-server'
import { createWorkQueue } from '../limits'
import type { Resolver } from '../safe-fetch'
import { hasChromium } from './browser'
import { hostileSite, startCanary } from './canary'
import { runPhonePass, type PhoneOutcome } from './phone-pass'

/**
 * The phone pass for real: Debian's Chromium, Lighthouse, the egress proxy. Skipped on a machine
 * without Chromium (the analysis then reports "unavailable", tested below without a browser).
 */
const withBrowser = describe.runIf(await hasChromium(chromiumPath))
const browsers = createWorkQueue({ concurrency: 1, maxQueued: 4 })

// A name that resolves to loopback, as a rebinding attacker's DNS would answer.
const rebindingName = 'rebind.attacker.test'
const resolve: Resolver = async (host) =>
  host === rebindingName ? [{ address: '127.0.0.1', family: 4 }] : Promise.reject(new Error('offline'))

withBrowser('the phone pass on a page that reaches for private addresses', () => {
  let canary: Awaited<ReturnType<typeof startCanary>>
  let site: FixtureSite
  let outcome: PhoneOutcome

  beforeAll(async () => {
    canary = await startCanary()
    site = await startFixtureSite(hostileSite(canary.port, rebindingName))
    outcome = await runPhonePass(site.url(), { chromiumPath, policy: { allowHosts: [site.host] }, browsers, resolve })
  }, 90_000)
  afterAll(async () => {
    await site.close()
    await canary.close()
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
  })

  it('reports what only a browser sees as findings', () => {
    const status = Object.fromEntries(outcome.verdicts.map((found) => [found.id, found.status]))
    expect(status).toMatchObject({ contrast: 'fail', tapTargets: 'fail', autoplayMedia: 'fail' })
    expect(outcome.verdicts.find((found) => found.id === 'contrast')?.category).toBe('sales')
  })
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
