import { expect, test } from '@playwright/test'
import { gzipKb, manifest, recordOwnScripts } from './build-manifest'
import { englishMessagesModule } from '../../web/src/i18n/dictionaries'
import { expectedHeading, pageRoutes } from './expected'

/**
 * The first language switch on every page, as a reader makes it at the page's first section heading
 * (run `npm run build` first): it brings the switch's own code, the other language's strings and the code that puts the
 * page's head (title, description, links) in that language, at most 5 kB gzip, never a section's
 * code (each section still waiting shows the server's markup of it in English instead); and the
 * heading being read stays where it was.
 */
const withImports = (source: string): string[] => {
  const chunk = manifest[source]!
  return [chunk.file, ...(chunk.imports ?? []).flatMap(withImports)]
}
const switchCode = new Set(
  ['src/i18n/language-switch.ts', englishMessagesModule, 'src/app/apply-page-head.ts'].flatMap(withImports),
)
const switchBudgetKb = 5
/** How near the window the booking section wakes (hydration/interactive-sections.tsx). */
const bookingWakeMarginPx = 600

for (const [id, path] of pageRoutes) {
  test(`on ${path}, the first switch loads no section's code and keeps the heading being read in place`, async ({
    page,
    baseURL,
  }) => {
    // The reader is at the page's first section heading, 200 px below the top of the window, from
    // the page's first paint: the page is in use once scrolled, so a booking section near the window
    // (on /contacto, just below that heading) wakes as the page hydrates, before any switch.
    await page.addInitScript(() =>
      addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('main h2')!
        window.scrollBy({ top: heading.getBoundingClientRect().top - 200, behavior: 'instant' })
      }),
    )
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The network can rest before the page has hydrated on a busy machine: wait for that booking
    // section to be live, so that its code is never counted as the switch's.
    const booking = page.locator('[data-on-demand]').filter({ has: page.getByTestId('booking-frame') })
    const nearWindow = (region: Element, margin: number) => {
      const box = region.getBoundingClientRect()
      return box.top < innerHeight + margin && box.bottom > -margin
    }
    if ((await booking.count()) > 0 && (await booking.evaluate(nearWindow, bookingWakeMarginPx)))
      await expect(booking).toHaveAttribute('data-on-demand', 'live')
    const read = page.locator('main h2').first()
    const top = await read.evaluate((heading) => heading.getBoundingClientRect().top)
    const spanishTitle = await page.title()
    const footer = page.locator('[data-on-demand]').filter({ has: page.locator('footer') })
    await expect(footer).toHaveAttribute('data-on-demand', 'waiting')

    const scripts = recordOwnScripts(page, baseURL!)
    await page.getByTestId('site-header').getByTestId('language-toggle').click()
    await expect(page.locator('h1')).toHaveText(expectedHeading(id, 'en'))
    // The head in English is the switch's last work: its code has come by then.
    await expect(page).not.toHaveTitle(spanishTitle)

    expect(scripts.filter((file) => !switchCode.has(file))).toEqual([])
    const kb = gzipKb(scripts)
    test.info().annotations.push({ type: 'switch code', description: `${path} ${kb.toFixed(1)} kB gzip` })
    expect(kb).toBeLessThanOrEqual(switchBudgetKb)
    // The footer, far below, still waits for its code, in English.
    await expect(footer).toHaveAttribute('data-on-demand', 'waiting')
    await expect(footer.getByRole('heading', { name: 'Pages' })).toBeVisible()
    const english = await read.evaluate((heading) => heading.getBoundingClientRect().top)
    expect(Math.abs(english - top), `the heading moved from ${top} to ${english} px`).toBeLessThanOrEqual(2)
  })
}
