import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { pageRoutes } from './expected'
import { blockCalendly } from './fakes/calendly'

// Sections fade in as they scroll into view; check them as the visitor finally sees them.
test.use({ reducedMotion: 'reduce' })
test.beforeEach(async ({ page }) => blockCalendly(page))

const widths = [390, 1366]
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  )
}

for (const [, path] of [...pageRoutes, ['notFound', '/no-existe'] as const]) {
  for (const language of ['es', 'en']) {
    test(`axe finds nothing on ${path} in ${language} at ${widths.join(' and ')} px`, async ({ page }) => {
      // One load; the page then lays itself out again at each width, as a turned tablet does.
      await page.goto(`${path}${language === 'en' ? '?lang=en' : ''}`)
      await page.waitForLoadState('networkidle')
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        await page.waitForFunction((expected) => window.innerWidth === expected, width)
        // A frame for what answers the width change (media-query listeners) to render.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
        expect(await violations(page), `${path} ${language} ${width}px`).toEqual([])
      }
    })
  }
}

test('axe finds nothing in the open service modal and the open drawer', async ({ page }) => {
  await page.goto('/servicios')
  await page
    .getByRole('link', { name: /Conocer más/ })
    .first()
    .click()
  await expect(page.getByTestId('service-modal')).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.keyboard.press('Escape')

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(page.getByTestId('mobile-drawer')).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('keyboard: the skip link leads to the content and every control shows its focus', async ({ page }) => {
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /contenido/i })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
  for (let index = 0; index < 6; index++) {
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      return getComputedStyle(element).outlineStyle
    })
    expect(outline).not.toBe('none')
  }
})
