import { describe, expect, it } from 'vitest'
import { chromiumPath } from '../chromium'
import { canRun, openPhoneBrowser } from './browser'

const withBrowser = describe.runIf(await canRun(chromiumPath))

withBrowser('a phone browser', () => {
  it('outlives a reset of its pipes after it is closed, as when its end breaks them', async () => {
    const opened = await openPhoneBrowser(chromiumPath, { allowHosts: [] })
    const child = opened.browser.process()!
    await opened.close()
    const streams = child.stdio.filter((stream) => stream != null)
    expect(streams.length).toBeGreaterThan(0)
    // An 'error' event with no listener throws: here it must be heard.
    for (const stream of streams)
      expect(() =>
        stream.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
      ).not.toThrow()
  }, 60_000)
})
