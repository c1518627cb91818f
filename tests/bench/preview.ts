import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from 'site-analyzer/chromium'
import { studioLake } from '../e2e/studio-lake'

/**
 * `npm run bench:preview` (after `npm run build` and `npm run studio:build`): edit-to-preview
 * latency in the Presentation tool, on a lake of its own with the production site reading it. The
 * chatbots service is open beside the preview of /servicios; each edit replaces its Spanish title,
 * and the time runs from the keystrokes to the new title on screen in the frame. Prints every
 * sample, p50 and p95 (decision 0015's aim: under a second on a quiet machine), and how many content
 * requests the frame made to the site meanwhile: the loader channel answers without any.
 */
const edits = Number(process.env.BENCH_EDITS ?? 10)

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

const studio = studioLake()
await studio.start()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const page = await browser.newPage({ ignoreHTTPSErrors: true, viewport: { width: 1366, height: 900 } })
  await studio.open(page, `presentation/service/service-chatbots?preview=${encodeURIComponent('/servicios')}`)
  const title = page
    .frameLocator('iframe[src*="localhost"]')
    .getByTestId('service-chatbots')
    .getByRole('heading')
    .first()
  const field = page.getByTestId('field-title.es').locator('input')
  await field.waitFor({ timeout: 120_000 })
  await title.waitFor({ timeout: 120_000 })

  let siteRequests = 0
  let counting = false
  page.on('request', (request) => {
    if (counting && new URL(request.url()).pathname.startsWith('/api/content/')) siteRequests++
  })
  const samples: number[] = []
  // Edit 0 warms the path up (the Studio's first draft, the loader's first answer); it is not counted.
  for (let edit = 0; edit <= edits; edit++) {
    const text = `Chatbots, versión ${edit}.`
    counting = edit > 0
    const started = performance.now()
    await field.fill(text)
    await title.filter({ hasText: text }).waitFor({ timeout: 30_000 })
    if (edit > 0) samples.push(performance.now() - started)
  }
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(`edit-to-preview over ${edits} edits (ms): ${samples.map((ms) => Math.round(ms)).join(', ')}`)
  console.log(`p50 ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms`)
  console.log(`content requests from the frame to the site during the edits: ${siteRequests}`)
} finally {
  await browser.close()
  await studio.close()
}
