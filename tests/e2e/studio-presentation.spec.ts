import { expect, test, type FrameLocator, type Response } from '@playwright/test'
import { stegaCharacters } from './stega-characters'
import { studioLoad } from './studio-editor'
import { studioLake, type StudioLake } from './studio-lake'

/**
 * The Presentation tool in the built Studio on the lake (issue 12): the site's draft mode in a
 * frame beside the document, click-to-edit, live drafts, publish, and both languages.
 */
test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })
test.setTimeout(240_000)

const published = 'Chatbots y Agentes de IA'
const edited = 'Chatbots que venden mientras duermes'

let studio: StudioLake

test.beforeAll(async () => {
  studio = await studioLake()
})

test.afterAll(() => studio?.close())

/** The chatbots service's title in the preview (stega is invisible: the text still reads the same). */
const serviceTitle = (frame: FrameLocator) => frame.getByTestId('service-chatbots').getByRole('heading').first()

test('edit a service title beside its preview, live; publish it; the public page follows only then', async ({
  page,
  browser,
}) => {
  // The service's document beside the preview of /servicios.
  await studio.open(page, `presentation/service/service-chatbots?preview=${encodeURIComponent('/servicios')}`)
  const frame = page.frameLocator('iframe[src*="localhost"]')
  await expect(frame.locator('.preview-bar')).toContainText('Vista previa', studioLoad)
  const title = serviceTitle(frame)
  await expect(title).toContainText(published, studioLoad)
  const field = page.getByTestId('field-title.es').locator('input')
  await expect(field).toHaveValue(published, studioLoad)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.goto(`${studio.siteUrl}/servicios`)

  const started = Date.now()
  await field.fill(edited)
  await expect(title).toContainText(edited, studioLoad)
  const latency = Date.now() - started
  console.log(`edit-to-preview latency: ${latency} ms (fill to the new title on screen, no reload)`)

  // Not published: a visitor still sees the old title.
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: published }).first()).toBeVisible()
  await expect(visitor.getByText(edited)).toHaveCount(0)

  await page.getByTestId('action-publish').click()
  await expect.poll(() => studio.siteText('/servicios'), { timeout: 20_000 }).toContain(edited)
  await visitor.reload()
  await expect(visitor.getByRole('heading', { name: edited }).first()).toBeVisible()

  // The preview in English: the site's own language switch, inside the frame.
  await frame.getByTestId('site-header').getByTestId('language-toggle').click()
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en')
  await expect(title).toContainText('Chatbots & AI Agents', studioLoad)

  expect(studio.problems.lake).toEqual([])
})

test('draft-mode answers are private; public ones carry no stega and no overlay code', async ({ page, browser }) => {
  const previewPages: Response[] = []
  page.on('response', (response) => {
    const fromSite = new URL(response.url()).hostname === 'localhost'
    if (fromSite && response.request().resourceType() === 'document') previewPages.push(response)
  })
  await studio.open(page, `presentation?preview=${encodeURIComponent('/')}`)
  await expect(page.frameLocator('iframe[src*="localhost"]').locator('.preview-bar')).toBeVisible(studioLoad)
  const preview = previewPages.find((response) => response.status() === 200)!
  expect(preview.headers()['cache-control']).toBe('no-store')
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await preview.text()).toMatch(stegaCharacters)

  const visitor = await (await browser.newContext()).newPage()
  const scripts: string[] = []
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const answer = await visitor.goto(`${studio.siteUrl}/`)
  await visitor.waitForLoadState('networkidle')
  expect(await answer!.text()).not.toMatch(stegaCharacters)
  expect(answer!.headers()['x-frame-options']).toBe('DENY')
  expect(scripts.filter((url) => /live-preview/.test(url))).toEqual([])
})

test('the enable endpoint refuses a wrong secret', async () => {
  const response = await fetch(`${studio.siteUrl}/api/draft-mode/enable?sanity-preview-secret=wrong`, {
    redirect: 'manual',
  })
  expect(response.status).toBe(401)
  expect(response.headers.get('set-cookie')).toBeNull()
})
