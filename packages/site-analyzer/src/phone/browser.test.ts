import { describe, expect, it } from 'vitest'
import { chromiumPath } from '../chromium'
import { canRun, openPhoneBrowser } from './browser'

const withBrowser = describe.runIf(await canRun(chromiumPath))

withBrowser('a phone browser', () => {
  it('outlives a reset of its pipes after it is closed, as when its end breaks them', async () => {
    const opened = await openPhoneBrowser(chromiumPath, { allowHosts: [] })
    const child = opened.browser.process()!
    await opened.close()
    // The two pipes Puppeteer drives the browser over, and stops listening to when it lets go. (Its
    // output and errors stay read until the process has closed, by the launcher's own reader.)
    const pipes = [child.stdio[3], child.stdio[4]]
    for (const pipe of pipes) {
      expect(pipe).toBeTruthy()
      // An 'error' event with no listener throws: here it must be heard.
      expect(() =>
        pipe!.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })),
      ).not.toThrow()
    }
  }, 60_000)
})
