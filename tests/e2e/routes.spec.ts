import { expect, test } from '@playwright/test'
import { expectedHeading, pageRoutes } from './expected'
import { blockCalendly, isCalendlyUrl } from './fakes/calendly'

/**
 * Decodes the few entities React escapes in text, to compare raw HTML with fixture copy; runs of
 * markup and line breaks become one space, while the copy's non-breaking spaces stay as written.
 */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t\r\n]+/g, ' ')
}

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match ? textOf(match[1] ?? '').trim() : ''
}

for (const [page, path] of pageRoutes) {
  test(`${path} is server-rendered with its heading in Spanish and English`, async ({ request }) => {
    const spanish = await request.get(path)
    expect(spanish.status()).toBe(200)
    const spanishHtml = await spanish.text()
    expect(spanishHtml).toMatch(/^<!doctype html>\s*<html lang="es">/i)
    expect(h1Of(spanishHtml)).toBe(expectedHeading(page, 'es'))

    const english = await request.get(`${path}?lang=en`)
    expect(english.status()).toBe(200)
    const englishHtml = await english.text()
    expect(englishHtml).toMatch(/^<!doctype html>\s*<html lang="en">/i)
    expect(h1Of(englishHtml)).toBe(expectedHeading(page, 'en'))
    expect(expectedHeading(page, 'en')).not.toBe(expectedHeading(page, 'es'))
  })
}

test('every route hydrates without errors and keeps its server markup', async ({ page }) => {
  // Nine pages, each loaded until its network is idle.
  test.setTimeout(90_000)
  const problems: string[] = []
  await blockCalendly(page)
  page.on('console', (message) => {
    // Offline, Calendly's script cannot load: that failure is expected and shown as the fallback.
    if (isCalendlyUrl(message.location().url)) return
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const [id, path] of pageRoutes) {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveText(expectedHeading(id, 'es'))
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])
})

test('every page hydrates with the style rules the server sent: the browser adds none of its own', async ({ page }) => {
  test.setTimeout(90_000)
  // Every rule styled-components inserts, from its taking over the server's style element on.
  await page.addInitScript(() => {
    const inserted: string[] = []
    Object.assign(window, { insertedRules: inserted })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule)
      return insertRule.call(this, rule, index)
    }
  })
  await blockCalendly(page)
  for (const [, path] of [...pageRoutes, ['home', '/?lang=en'] as const]) {
    const sent = await (await page.request.get(path)).text()
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules)
    // A component named differently in the browser would style the same element with rules of its own.
    expect(inserted.length, path).toBeGreaterThan(0)
    expect(
      inserted.filter((rule) => !sent.includes(rule)),
      path,
    ).toEqual([])
  }
})

test('an unknown path answers 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/no-existe-esta-pagina')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(h1Of(html)).toBe(expectedHeading('notFound', 'es'))
  expect(html).toContain('name="robots" content="noindex')

  await page.goto('/no-existe-esta-pagina?lang=en')
  await expect(page.locator('h1')).toHaveText(expectedHeading('notFound', 'en'))
})

test('pages carry canonical and language alternates', async ({ request, baseURL }) => {
  const html = await (await request.get('/servicios?lang=en')).text()
  expect(html).toContain(`<link data-head rel="canonical" href="${baseURL}/servicios?lang=en">`)
  expect(html).toContain(`hreflang="es" href="${baseURL}/servicios"`)
  expect(html).toContain(`hreflang="en" href="${baseURL}/servicios?lang=en"`)
  expect(html).toContain(`hreflang="x-default" href="${baseURL}/servicios"`)
})

test('GET /healthz reports the embedded content store', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'ok', content: 'embedded' })
})
