import { expect, test, type Locator, type Page } from '@playwright/test'
import { reportCopy } from 'site-analyzer/report'
import type { Language } from '../../web/src/i18n/language'
import { anchors, type PageId } from '../../web/src/paths'
import { pageRoutes } from './expected'
import { expectTidyLineEnds } from './line-ends'
import { fixturePort } from './ports'
import { expectNoSidewaysScroll } from './sideways-scroll'
import { openSteady, resize, settle } from './steady-page'
import { actAsVisitor } from './visitor'

/**
 * What each page looks like, compared with the approved screenshots in visual.spec.ts-snapshots/;
 * that no page scrolls sideways on a phone, and that no text leaves a word alone on its last line
 * (docs/testing.md). One page load per page and language, then the widths in turn: the whole page
 * at the narrowest phone and at the laptop,
 * where every section counts; the first screen at the wide phone and the tablet, where what
 * changes is how the top of the page wraps.
 */
test.use({ reducedMotion: 'reduce' })

const languages: Language[] = ['es', 'en']
const pages: [PageId, string][] = [...pageRoutes, ['notFound', '/no-existe']]
/** The phone widths checked for sideways scrolling; 320 px is the smallest phone still in use. */
const narrowest = 320
const phoneWidths = [narrowest, 360, 390]
const screenshotWidths = [360, 390, 768, 1366]
const fullPageWidths = [360, 1366]

const inLanguage = (path: string, language: Language) => (language === 'en' ? `${path}?lang=en` : path)

/**
 * Compares one part of the page, taken from a screenshot of the whole page scrolled to its top: a
 * screenshot of the element itself would scroll to it and have the fixed header stand over it.
 */
async function expectPartApproved(part: Locator, name: string, mask: Locator[] = []) {
  const page = part.page()
  await page.evaluate(() => window.scrollTo(0, 0))
  await settle(page)
  const clip = await part.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height }
  })
  await expect(page).toHaveScreenshot(name, { fullPage: true, clip, mask })
}

for (const language of languages) {
  for (const [id, path] of pages) {
    test(`${id} (${language}) looks as approved at every width, never scrolls sideways, no word alone on a last line`, async ({
      page,
    }) => {
      await openSteady(page, inLanguage(path, language), narrowest)
      for (const width of [...new Set([...phoneWidths, ...screenshotWidths])]) {
        await resize(page, width)
        if (phoneWidths.includes(width)) await expectNoSidewaysScroll(page, `${path} at ${width} px`)
        await expectTidyLineEnds(page, `${path} (${language}) at ${width} px`)
        if (screenshotWidths.includes(width))
          await expect(page).toHaveScreenshot(`${id}-${language}-${width}.webp`, {
            fullPage: fullPageWidths.includes(width),
          })
      }
    })
  }

  test(`an open service dialog (${language}) looks as approved and never scrolls sideways`, async ({ page }) => {
    await openSteady(page, inLanguage('/servicios', language), 1366)
    await page.locator('[data-testid^=service-] [aria-haspopup=dialog]').first().click()
    await expect(page.getByTestId('service-modal')).toBeVisible()
    await settle(page)
    await expect(page).toHaveScreenshot(`service-dialog-${language}-1366.webp`)
    for (const width of phoneWidths) {
      await resize(page, width)
      await expectNoSidewaysScroll(page, `the service dialog at ${width} px`)
    }
    await expect(page).toHaveScreenshot(`service-dialog-${language}-390.webp`)
  })

  test(`the open phone menu (${language}) looks as approved and never scrolls sideways`, async ({ page }) => {
    await openSteady(page, inLanguage('/', language), 360)
    await page.getByTestId('site-header').locator('button[popovertarget]').click()
    await expect(page.getByTestId('mobile-drawer')).toBeVisible()
    await settle(page)
    await expectNoSidewaysScroll(page, 'the open menu at 360 px')
    await expect(page).toHaveScreenshot(`menu-${language}-360.webp`)
  })

  test(`an open FAQ answer (${language}) looks as approved`, async ({ page }) => {
    await openSteady(page, inLanguage('/', language), 1366)
    const question = page.locator('h3 > button[aria-controls]').first()
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    // The press is the visitor's first: the booking section just above wakes and takes its live
    // height, moving the list by a fraction of a pixel that shifts how its lines are drawn.
    const booking = page.locator('[data-on-demand]').filter({ has: page.locator(`#${anchors.booking}`) })
    await expect(booking).toHaveAttribute('data-on-demand', 'live')
    // The list of questions, the first one open.
    const list = question.locator('xpath=../../..')
    for (const width of [1366, 360]) {
      await resize(page, width)
      await expectPartApproved(list, `faq-${language}-${width}.webp`)
    }
  })

  test(`an analysis report (${language}) looks as approved`, async ({ page }, testInfo) => {
    await actAsVisitor(page, testInfo)
    await openSteady(page, inLanguage('/', language), 1366)
    await runAnalysis(page)
    const section = page.locator('#analysis-section')
    // The report's date and time are those of the analysis.
    const date = page.getByTestId('analysis-report').locator('p', { hasText: reportCopy(language).messages.analyzedAt })
    for (const width of [1366, 360]) {
      await resize(page, width)
      await expectPartApproved(section, `report-${language}-${width}.webp`, [date])
    }
  })

  test(`an analysis report (${language}) never scrolls sideways on a phone`, async ({ page }, testInfo) => {
    await actAsVisitor(page, testInfo)
    await openSteady(page, inLanguage('/', language), 1366)
    await runAnalysis(page)
    for (const width of phoneWidths) {
      await resize(page, width)
      await expectNoSidewaysScroll(page, `the report at ${width} px`)
    }
  })
}

/** Analyses the poor fixture site and waits for the report, which flows in the page at its full length. */
async function runAnalysis(page: Page) {
  const form = page.locator('#analysis-section form')
  await form.locator('#analysis-url').fill(`http://127.0.0.1:${fixturePort + 1}/`)
  await form.locator('button[type=submit]').click()
  // The analysis runs in the server while other journeys load the machine: a guard against hangs.
  await expect(page.getByTestId('analysis-report').locator('h3').first()).toBeVisible({ timeout: 45_000 })
}
