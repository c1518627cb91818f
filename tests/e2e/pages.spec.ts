import { expect, test } from '@playwright/test'
import { holdChunk, pressUntilRequested } from './hold-requests'
import { expectedHeading, pageRoutes } from './expected'
import { blockCalendly } from './fakes/calendly'

test.beforeEach(async ({ page }) => blockCalendly(page))

test('a service card opens its modal; Escape closes it and gives focus back', async ({ page }) => {
  await page.goto('/servicios')
  await expect(page.locator('article h2')).toHaveCount(6)
  const learnMore = page.getByRole('link', { name: /Conocer más/ }).first()
  await learnMore.click()
  const modal = page.getByTestId('service-modal')
  await expect(modal).toBeVisible()
  const box = await modal.boundingBox()
  expect(box?.height ?? 0).toBeLessThanOrEqual(900 * 0.9 + 1)
  await expect(modal.getByRole('button', { name: /Cerrar/ })).toBeFocused()
  // Tab stays inside the dialog.
  for (let index = 0; index < 4; index++) await page.keyboard.press('Tab')
  expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(learnMore).toBeFocused()
})

test('the modal schedule button closes it and scrolls to the booking section', async ({ page }) => {
  await page.goto('/servicios?lang=en')
  await page
    .getByRole('link', { name: /Learn more/ })
    .nth(2)
    .click()
  const modal = page.getByTestId('service-modal')
  await modal.getByRole('button').last().click()
  await expect(modal).toBeHidden()
  await expect(page.locator('#calendly-section')).toBeInViewport()
})

test("a press on a service card before the cards' code has arrived opens its dialog once it has", async ({ page }) => {
  const chunk = await holdChunk(page, 'service-grid')
  await page.goto('/servicios')
  // The cards are the server's markup; their code, the dialog's and the icon map's stay away until needed.
  await page.waitForLoadState('networkidle')
  expect(chunk.requested()).toBe(false)
  const card = page.getByTestId('service-voiceAssistants')
  const learnMore = card.getByRole('link', { name: /Conocer más/ })
  await pressUntilRequested(learnMore, chunk)
  const modal = page.getByTestId('service-modal')
  await expect(modal).toBeHidden()

  chunk.release()
  await expect(modal).toBeVisible()
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(await card.getByRole('heading').innerText())
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(learnMore).toBeFocused()
})

test('the FAQ keeps one answer open at a time and closes it again', async ({ page }) => {
  const chunk = await holdChunk(page, 'faq-list')
  await page.goto('/diseno-web-el-salvador')
  await page.waitForLoadState('networkidle')
  // The accordion's code stays away until the visitor reaches into it.
  expect(chunk.requested()).toBe(false)
  const questions = page.getByRole('main').locator('button[aria-expanded]')
  await expect(questions).toHaveCount(4)
  // The press opens its answer once the code has arrived.
  await pressUntilRequested(questions.nth(0), chunk)
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  chunk.release()
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await questions.nth(1).click()
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await questions.nth(1).click()
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
})

test('the 404 page goes back and goes home', async ({ page }) => {
  await page.goto('/sobre-nosotros')
  await page.goto('/no-existe')
  await expect(page.locator('h1')).toHaveText('Página no encontrada')
  await page.getByRole('button', { name: /Volver/ }).click()
  await expect(page).toHaveURL(/\/sobre-nosotros$/)
  await page.goto('/no-existe')
  await page
    .getByRole('main')
    .getByRole('link', { name: /inicio/i })
    .click()
  await expect(page.locator('h1')).toHaveText(expectedHeading('home', 'es'))
})

for (const [, path] of [...pageRoutes, ['notFound', '/no-existe'] as const]) {
  test(`${path} scrolls sideways at no width from 360 to 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 900 })
    await page.goto(path)
    for (const width of [360, 390, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  })
}

test('sections below the fold fade in as they reach the viewport; those in view never hide', async ({ page }) => {
  await page.goto('/sobre-nosotros')
  const sections = page.locator('main [data-phase]')
  const last = sections.last()
  await expect(last).toHaveAttribute('data-phase', 'hidden')
  await expect(last).toHaveCSS('opacity', '0')
  await expect(sections.first()).toHaveAttribute('data-phase', 'static')

  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveAttribute('data-phase', 'shown')
  await expect(last).toHaveCSS('opacity', '1')
})

test('with reduced motion, sections below the fold are visible at once', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/sobre-nosotros')
  const opacities = await page
    .locator('main section > div')
    .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity))
  expect(opacities.every((opacity) => opacity === '1')).toBe(true)
  await context.close()
})

test('images come in several widths, modern formats, with dimensions, lazy below the fold', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const images = page.locator('main img')
  await expect(images).toHaveCount(4)
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
    expect((await image.getAttribute('srcset'))?.split(',').length).toBeGreaterThanOrEqual(3)
  }
  const src = (await images.first().getAttribute('srcset'))?.split(' ')[0] ?? ''
  const avif = await request.get(src, { headers: { Accept: 'image/avif,image/webp,*/*' } })
  expect(avif.headers()['content-type']).toBe('image/avif')
  expect(avif.headers()['cache-control']).toContain('max-age')
  const webp = await request.get(src, { headers: { Accept: 'image/webp,*/*' } })
  expect(webp.headers()['content-type']).toBe('image/webp')
})

test('service pages lead to the home booking section; the services page scrolls to its own', async ({ page }) => {
  await page.goto('/diseno-web-el-salvador')
  await page.getByRole('main').getByRole('link', { name: 'Agenda tu consulta gratis' }).last().click()
  await expect(page).toHaveURL(/\/#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()

  await page.goto('/servicios')
  await page
    .getByRole('main')
    .getByRole('link', { name: /Agenda/ })
    .last()
    .click()
  await expect(page).toHaveURL(/\/servicios$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()
})
