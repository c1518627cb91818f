import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { mkdir, writeFile } from 'node:fs/promises'
import type { Language } from '../../web/src/i18n/language'
import { e2eDataDir, fixturePort } from './ports'
import { actAsVisitor } from './visitor'
import { mailTo } from './outbox'

/** The poor fixture page on the one port the server runs the phone pass for: gauges, screenshot and metric bars. */
const phoneSite = `http://127.0.0.1:${fixturePort + 2}/`
const words = {
  es: { path: '/', url: 'URL de tu sitio web', scan: 'Escanear ahora', phone: 'Tu sitio en un teléfono' },
  en: {
    path: '/?lang=en',
    url: 'Your website URL',
    scan: 'Scan now',
    phone: 'Your site on a phone',
    email: 'Send by e-mail (PDF)',
    address: 'Your e-mail address',
  },
} satisfies Record<Language, unknown>

/** Where each width's screenshot is kept after the run (beside Playwright's own output). */
const screenshotDir = 'test-results/report-layout'

test.beforeEach(async ({ page }, testInfo) => actAsVisitor(page, testInfo))

/** Analyses the phone fixture site as a visitor would (in English, with the report e-mailed to `email`) and waits for the full report. */
async function analyse(page: Page, language: Language, email?: string) {
  await page.goto(words[language].path)
  const section = page.locator('#analysis-section')
  await section.getByLabel(words[language].url).fill(phoneSite)
  if (email) {
    await section.getByRole('switch', { name: words.en.email }).check()
    await section.getByLabel(words.en.address).fill(email)
  }
  await section.getByRole('button', { name: words[language].scan }).click()
  // The phone pass (Chromium and Lighthouse) takes its time on a loaded machine.
  const report = page.getByTestId('analysis-report')
  await expect(report.getByRole('heading', { name: words[language].phone })).toBeVisible({ timeout: 90_000 })
  // Five metric bars; four when the analyzer's machine was too busy to judge the blocking time,
  // which the report then lists as not judged.
  await expect(report.locator('[data-report="metric"]').nth(3)).toBeVisible()
  const metrics = await report.locator('[data-report="metric"]').count()
  if (metrics < 5) await expect(report).toContainText(language === 'es' ? 'Sin juzgar' : 'Not judged')
  else expect(metrics).toBe(5)
}

type Layout = {
  viewport: number
  scrollWidth: number
  cardWidth: number
  /** The report scrolls inside a box of its own instead of flowing in the page. */
  innerScroll: boolean
  /** Elements wider than the screen or reaching past the report's edges. */
  outside: string[]
  /** Words of gauge and metric labels broken across lines ("Automatiz|ación"). */
  brokenWords: string[]
}

/** How the report sits in the page at the current width. */
const measure = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const root = document.documentElement
    const viewport = root.clientWidth
    const report = document.querySelector<HTMLElement>('[data-testid="analysis-report"]')!
    const card = report.closest('article')!
    const box = report.getBoundingClientRect()
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('data-report') ? `[${element.getAttribute('data-report')}]` : ''} «${(element.textContent ?? '').trim().slice(0, 30)}»`
    const outside = [card, report, ...report.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        if (rect.width === 0) return false
        const beyondScreen = rect.left < -0.5 || rect.right > viewport + 0.5
        const beyondReport = element !== card && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
        return beyondScreen || beyondReport
      })
      .map((element) => `${name(element)} ${Math.round(element.getBoundingClientRect().width)} px`)
    const brokenWords: string[] = []
    for (const label of report.querySelectorAll('[data-report="gauge-label"], [data-report="metric-label"]')) {
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          if (range.getClientRects().length > 1) brokenWords.push(word[0])
        }
      }
    }
    return {
      viewport,
      scrollWidth: root.scrollWidth,
      cardWidth: Math.round(card.getBoundingClientRect().width),
      innerScroll: report.scrollHeight > report.clientHeight + 1,
      outside,
      brokenWords,
    }
  })

/** Checks the report at each width and keeps a screenshot of the analysis section for each. */
async function checkWidths(page: Page, testInfo: TestInfo, language: Language, widths: number[]) {
  await mkdir(screenshotDir, { recursive: true })
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const layout = await measure(page)
    const name = `report-${language}-${width}px.png`
    const screenshot = await page.locator('#analysis-section').screenshot({
      scale: 'css',
      animations: 'disabled',
      // The fixed site header would stand over the section in a tall element screenshot.
      style: '[data-testid="site-header"] { visibility: hidden !important }',
    })
    await writeFile(`${screenshotDir}/${name}`, screenshot)
    await testInfo.attach(name, { body: screenshot, contentType: 'image/png' })
    await testInfo.attach(`layout-${language}-${width}px.json`, {
      body: JSON.stringify(layout, null, 2),
      contentType: 'application/json',
    })
    const at = `${language} at ${width} px: ${JSON.stringify(layout)}`
    expect(layout.scrollWidth, at).toBeLessThanOrEqual(layout.viewport)
    expect(layout.outside, at).toEqual([])
    expect(layout.brokenWords, at).toEqual([])
    expect(layout.innerScroll, at).toBe(false)
  }
}

for (const language of ['es', 'en'] as const) {
  test(`@mobile a real report fits a phone from 320 to 414 px wide (${language})`, async ({ page }, testInfo) => {
    test.slow()
    await page.setViewportSize({ width: 360, height: 800 })
    await analyse(page, language)
    await checkWidths(page, testInfo, language, [320, 360, 390, 414])
  })
}

test('a real report fits a tablet and a desktop (es)', async ({ page }, testInfo) => {
  test.slow()
  await analyse(page, 'es')
  await checkWidths(page, testInfo, 'es', [768, 1366])
})

test('a real report fits a tablet and a desktop, and its e-mail shows its pictures everywhere (en)', async ({
  page,
}, testInfo) => {
  test.slow()
  const to = 'layout@example.com'
  await analyse(page, 'en', to)
  await checkWidths(page, testInfo, 'en', [768, 1366])

  // Without SMTP the server writes the e-mail to DATA_DIR/mail-outbox (playwright.config.ts).
  const ours = () => mailTo(e2eDataDir, to)
  await expect.poll(ours, { timeout: 30_000 }).toContain('multipart/related')
  // keepCidLinks: the HTML as sent, not with its cid: pictures turned into data: URIs by the parser.
  const mail = await simpleParser(await ours(), { keepCidLinks: true })
  const html = String(mail.html)
  const cids = [...html.matchAll(/<img src="cid:([^"]+)"/g)].map(([, cid]) => cid!)
  const inline = new Map(
    mail.attachments.filter((file) => file.contentDisposition === 'inline').map((file) => [file.cid, file]),
  )
  // Five gauges and the phone screenshot, each an attached picture the HTML names by content id.
  expect(cids).toHaveLength(6)
  for (const cid of cids) expect(inline.get(cid)?.contentType, cid).toMatch(/^image\/(png|jpeg)$/)
  expect(html).not.toMatch(/data:|conic-gradient/)

  // The e-mail on a phone and on a desktop, its pictures put in place as a mail app would.
  const shown = html.replace(/cid:([^"]+)/g, (_, cid: string) => {
    const file = inline.get(cid)!
    return `data:${file.contentType};base64,${file.content.toString('base64')}`
  })
  for (const width of [360, 700]) {
    await page.setViewportSize({ width, height: 800 })
    await page.setContent(shown)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    const screenshot = await page.screenshot({ fullPage: true, scale: 'css' })
    await writeFile(`${screenshotDir}/email-en-${width}px.png`, screenshot)
    await testInfo.attach(`email-en-${width}px.png`, { body: screenshot, contentType: 'image/png' })
    expect(overflow, `e-mail at ${width} px`).toBeLessThanOrEqual(0)
  }
})
