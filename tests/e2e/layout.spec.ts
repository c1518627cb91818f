import { expect, test, type Locator } from '@playwright/test'
import { chunkOf } from './build-manifest'
import { expectedHeading } from './expected'
import { holdChunk, holdRequests } from './hold-requests'

test('the language switch shows English in place once hydrated, and survives a reload', async ({ page, context }) => {
  await page.goto('/sobre-nosotros')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  // The drawer's copy of the toggle is hidden at this width, so only the header's one is found.
  const toggle = page.getByRole('link', { name: 'Cambiar idioma a English' })
  await expect(toggle).toHaveText('English')
  await expect(toggle).toHaveAttribute('href', '/sobre-nosotros?lang=en')

  // Hydrated, the switch happens in this document: no page load; the address names the language, so
  // a link copied from it opens in English.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await toggle.click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('about', 'en'))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  await expect(page).toHaveURL(/\/sobre-nosotros\?lang=en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const back = page.getByRole('link', { name: 'Switch language to Español' })
  await expect(back).toHaveText('Español')
  await expect(back).toHaveAttribute('href', '/sobre-nosotros?lang=es')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('en')

  const copied = await page.context().browser()!.newContext()
  const recipient = await copied.newPage()
  await recipient.goto(page.url())
  await expect(recipient.locator('h1')).toHaveText(expectedHeading('about', 'en'))
  await copied.close()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText(expectedHeading('about', 'en'))

  await page.getByTestId('site-header').getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/servicios\?lang=en$/)
  await expect(page.locator('h1')).toHaveText(expectedHeading('services', 'en'))

  // Back to Spanish, the default: the plain address, as the site's Spanish links are.
  await page.waitForLoadState('networkidle')
  await page.getByTestId('site-header').getByRole('link', { name: 'Switch language to Español' }).click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('services', 'es'))
  await expect(page).toHaveURL(/\/servicios$/)
})

test('the language switch keeps the page, its scroll and the focus until the other language is ready', async ({
  page,
}) => {
  await page.goto('/asistentes-de-voz')
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 1200))
  // A slow phone network: the English content is held until the test lets it through.
  const content = await holdRequests(page, /\/api\/content\//)
  const toggle = page.getByTestId('site-header').getByTestId('language-toggle')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect.poll(content.requested).toBe(true)
  await page.waitForTimeout(500)
  // Still the Spanish page, whole, where the visitor left it, and the toggle says it is working.
  await expect(toggle).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('h1')).toHaveText(expectedHeading('voiceAssistants', 'es'))
  await expect(page.getByText('Cargando…')).toHaveCount(0)
  expect(await page.evaluate(() => window.scrollY)).toBe(1200)

  content.release()
  await expect(page.locator('h1')).toHaveText(expectedHeading('voiceAssistants', 'en'))
  await expect(toggle).not.toHaveAttribute('aria-busy')
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - 1200)).toBeLessThan(100)
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Switch language to Español' })).toBeFocused()
})

test('before hydration the language switch is a link that opens the English page', async ({ page }) => {
  // No script of ours runs until the switch has been pressed.
  const scripts = await holdRequests(page, /\/assets\/[\w-]+\.js$/)
  await page.goto('/contacto', { waitUntil: 'commit' })
  await page.getByRole('link', { name: 'Cambiar idioma a English' }).click()
  await expect(page).toHaveURL(/\/contacto\?lang=en$/)
  scripts.release()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('h1')).toHaveText(expectedHeading('contact', 'en'))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language switch leads to the other language and back', async ({ page }) => {
    await page.goto('/contacto')
    await page.getByRole('link', { name: 'Cambiar idioma a English' }).click()
    await expect(page).toHaveURL(/\/contacto\?lang=en$/)
    await expect(page.locator('h1')).toHaveText(expectedHeading('contact', 'en'))
    await page.getByRole('link', { name: 'Switch language to Español' }).click()
    await expect(page).toHaveURL(/\/contacto\?lang=es$/)
    await expect(page.locator('h1')).toHaveText(expectedHeading('contact', 'es'))
  })
})

test('the header turns opaque only after 50 px of scrolling', async ({ page }) => {
  await page.goto('/')
  const header = page.getByTestId('site-header')
  await expect(header).toHaveAttribute('data-opaque', 'false')
  await page.evaluate(() => window.scrollTo(0, 40))
  await page.waitForTimeout(100)
  await expect(header).toHaveAttribute('data-opaque', 'false')
  await page.evaluate(() => window.scrollTo(0, 120))
  await expect(header).toHaveAttribute('data-opaque', 'true')
  await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
})

test('every word of the header stays on its line: the menu button below 1024 px, the whole navigation from there', async ({
  page,
}) => {
  const header = page.getByTestId('site-header')
  for (const language of ['es', 'en']) {
    await page.goto(`/?lang=${language}`)
    for (const width of [768, 1023, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      const wide = width >= 1024
      await expect(header.getByRole('navigation')).toBeVisible({ visible: wide })
      await expect(header.getByRole('button', { name: /menú|menu/i })).toBeVisible({ visible: !wide })
      // Each visible link and button of the header: whether its text runs over more than one line
      // (its text's rectangles span more than one and a half of its line height).
      const lines = await header.evaluate((bar) =>
        [...bar.querySelectorAll('a, button')]
          .filter((element) => element.getClientRects().length > 0 && element.textContent?.trim())
          .map((element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
            const rects: DOMRect[] = []
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange()
              range.selectNodeContents(node)
              rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
            }
            const span = Math.max(...rects.map((rect) => rect.bottom)) - Math.min(...rects.map((rect) => rect.top))
            const lineHeight =
              parseFloat(getComputedStyle(element).lineHeight) || 1.5 * parseFloat(getComputedStyle(element).fontSize)
            return `${element.textContent?.trim()}: ${span > 1.5 * lineHeight ? 'wraps' : 'one line'}`
          }),
      )
      expect(lines.length, `${language} at ${width} px`).toBeGreaterThan(wide ? 5 : 0)
      expect(
        lines.filter((line) => line.endsWith('wraps')),
        `${language} at ${width} px`,
      ).toEqual([])
    }
  }
})

test('the schedule button scrolls to the booking section, or goes to the home one', async ({ page }) => {
  await page.goto('/sobre-nosotros')
  const schedule = page.getByTestId('site-header').getByRole('link', { name: 'Agendar consulta' })
  await expect(schedule).toHaveAttribute('href', '/#calendly-section')
  await schedule.click()
  await expect(page).toHaveURL(/\/#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()

  // On a page with its own, the app scrolls there and leaves the address as it is.
  await page.goto('/contacto')
  await page.waitForLoadState('networkidle')
  await schedule.click()
  await expect(page.locator('#calendly-section')).toBeInViewport()
  await expect(page).toHaveURL(/\/contacto$/)
})

test('@mobile the drawer opens, navigates and closes', async ({ page }) => {
  await page.goto('/')
  const drawer = page.getByTestId('mobile-drawer')
  await expect(drawer).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
  // Once its code is here, Tab stays inside.
  await expect(page.locator('[data-on-demand]').filter({ has: drawer })).toHaveAttribute('data-on-demand', 'live')
  for (let index = 0; index < 8; index++) await page.keyboard.press('Tab')
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)

  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await drawer.getByRole('link', { name: 'Contacto' }).click()
  await expect(page).toHaveURL(/\/contacto$/)
  await expect(page.locator('h1')).toHaveText(expectedHeading('contact', 'es'))
  await expect(drawer).toBeHidden()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
})

test('@mobile a press on the menu before the page hydrates opens it; its code comes only as it opens', async ({
  page,
}) => {
  // No script of ours runs until the menu has been pressed.
  const scripts = await holdRequests(page, /\/assets\/[\w-]+\.js$/)
  await page.goto('/', { waitUntil: 'commit' })
  const menu = page.getByRole('button', { name: 'Abrir menú' })
  await menu.click()
  const drawer = page.getByTestId('mobile-drawer')
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Servicios' }).click()
  await expect(page).toHaveURL(/\/servicios$/)
  scripts.release()

  // Its code stays out of the first load; focus moving in as it opens brings it.
  const drawerChunk = chunkOf('src/components/layout/mobile-drawer.tsx')
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain(`/${drawerChunk}`)
  await menu.click()
  await expect(drawer).toBeVisible()
  await expect.poll(() => requested).toContain(`/${drawerChunk}`)
  await drawer.getByRole('button', { name: 'Cerrar menú' }).click()
  await expect(drawer).toBeHidden()
})

/** Each of at least `count` targets is a thumb's height, at least 44 px (WCAG 2.5.5). */
async function expectThumbHeight(targets: Locator, count: number) {
  expect(await targets.count()).toBeGreaterThanOrEqual(count)
  for (const target of await targets.all()) {
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    expect(box?.height, `${await target.textContent()}`).toBeGreaterThanOrEqual(44)
  }
}

test('@mobile every link stacked in the footer is a thumb’s height, at least 44 px', async ({ page }) => {
  await page.goto('/')
  await expectThumbHeight(page.locator('footer a'), 9)
})

test('@mobile every link and button of the phone menu is a thumb’s height, at least 44 px', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  const drawer = page.getByTestId('mobile-drawer')
  await expect(drawer).toBeVisible()
  // Close, the four pages, the language link and the booking link.
  await expectThumbHeight(drawer.locator('a, button'), 7)
})

test('@mobile below 768 px the background is the plain gradient', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-particle]').first()).toBeHidden()
})

test('at desktop width the background has its 12 particles', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('[data-particle]')).toHaveCount(12)
  await expect(page.locator('[data-particle]').first()).toBeVisible()
})

test('when a page cannot load its content, the error screen reloads it', async ({ page }) => {
  await page.goto('/')
  await page.route('**/api/content/services?**', (route) => route.fulfill({ status: 502, body: '{}' }))
  await page.getByTestId('site-header').getByRole('link', { name: 'Servicios' }).click()
  const error = page.getByTestId('page-error')
  await expect(error).toContainText('Error al cargar la página')
  await expect(error).toContainText('Por favor, recarga la página o contacta al soporte.')

  await page.unroute('**/api/content/services?**')
  await error.getByRole('button', { name: 'Recargar página' }).click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('services', 'es'))
})

test('a thin bar shows while the next page loads, and goes when it is there', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The about page's content held back, as a slow network would; the home page's sections still wait.
  const { release } = await holdRequests(page, '**/api/content/about?**')

  const bar = page.getByTestId('navigation-progress')
  await expect(bar).toBeHidden()
  await page.getByTestId('site-header').getByRole('link', { name: 'Sobre nosotros' }).click()
  await expect(bar).toBeVisible()
  await expect(page.locator('h1')).toHaveText(expectedHeading('home', 'es'))

  release()
  await expect(page.locator('h1')).toHaveText(expectedHeading('about', 'es'))
  await expect(bar).toBeHidden()
})

test('a fragment navigation leaves every section on screen, and they still work', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const sections = page.locator('[data-on-demand]')
  const texts = () => sections.evaluateAll((regions) => regions.map((region) => region.textContent))
  const before = await texts()

  // React Router sees the fragment and renders the page again around sections still waiting.
  await page.evaluate(() => (window.location.hash = 'proceso'))
  await expect(page).toHaveURL(/#proceso$/)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await texts()).toEqual(before)

  const name = page.getByTestId('contact-form').getByRole('textbox').first()
  await name.click()
  await expect(page.locator('[data-on-demand="live"]').getByTestId('contact-form')).toBeVisible()
  await name.fill('Ana López')
  await expect(name).toHaveValue('Ana López')
})

test('the skip link focuses the content in place: no fragment, and the sections hydrate where they stand', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()
  expect(new URL(page.url()).hash).toBe('')

  const name = page.getByTestId('contact-form').getByRole('textbox').first()
  await name.focus()
  await page.keyboard.type('Ana')
  await expect(page.locator('[data-on-demand="live"]').getByTestId('contact-form')).toBeVisible()
  await expect(name).toBeFocused()
  await page.keyboard.type(' López')
  await expect(name).toHaveValue('Ana López')
})

test('the footer is the server’s markup until needed; its booking link works before its code', async ({ page }) => {
  const chunk = await holdChunk(page, 'footer')
  await page.goto('/sobre-nosotros')
  await page.waitForLoadState('networkidle')
  expect(chunk.requested()).toBe(false)
  await page.locator('footer').getByRole('link', { name: 'Agendar consulta' }).click()
  await expect(page).toHaveURL(/\/#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()
})

test('a navigation brings the footer’s code first, its links then staying in the app; a language switch shows it in English without its code', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const footer = page.locator('[data-on-demand]').filter({ has: page.locator('footer') })
  await expect(footer).toHaveAttribute('data-on-demand', 'waiting')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await page
    .getByRole('navigation', { name: /principal/i })
    .getByRole('link', { name: 'Servicios' })
    .click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('services', 'es'))
  await expect(footer).toHaveAttribute('data-on-demand', 'live')
  await footer.getByRole('link', { name: 'Sobre nosotros' }).click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('about', 'es'))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await page.goto('/contacto')
  await expect(footer).toHaveAttribute('data-on-demand', 'waiting')
  // Hydrated, so the switch happens in place (before that, it is a link to the English page).
  await page.waitForLoadState('networkidle')
  await page.getByRole('link', { name: 'Cambiar idioma a English' }).click()
  await expect(footer.getByRole('heading', { name: 'Pages' })).toBeVisible()
  await expect(footer).toHaveAttribute('data-on-demand', 'waiting')
  // Reached into, it wakes in English.
  await footer.getByRole('link', { name: 'About us' }).focus()
  await expect(footer).toHaveAttribute('data-on-demand', 'live')
  await expect(footer.getByRole('heading', { name: 'Pages' })).toBeVisible()
})

test('a navigation whose footer code cannot load (an old tab after a release) offers the reload', async ({ page }) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await page.route(/\/assets\/footer-[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }))
  await page
    .getByRole('navigation', { name: /principal/i })
    .getByRole('link', { name: 'Servicios' })
    .click()
  const error = page.getByTestId('page-error')
  await expect(error).toBeVisible()
  await expect(error.getByRole('button', { name: /Recargar/ })).toBeVisible()
})
