import { expect, test, type Page } from '@playwright/test'
import { readdir, readFile } from 'node:fs/promises'
import { fixtureDocuments } from '../../seed/fixtures'
import { e2eDataDir, fixturePort } from './ports'

const goodSite = `http://127.0.0.1:${fixturePort}/`
const poorSite = `http://127.0.0.1:${fixturePort + 1}/`
const bookingUrl15 = fixtureDocuments.find((document) => document._id === 'siteSettings')?.bookingUrl15 as string

const section = (page: Page) => page.locator('#analysis-section')
const results = (page: Page) => page.getByTestId('analysis-results')

test('validates the form as product §5 says and clears errors on edit', async ({ page }) => {
  await page.goto('/')
  const form = section(page)
  await expect(results(page)).toHaveText('Ingresa la URL de tu sitio web para comenzar el análisis')
  await form.getByRole('button', { name: 'Escanear ahora' }).click()
  await expect(form.getByText('Por favor ingresa una URL', { exact: true })).toBeVisible()
  await form.getByLabel('URL de tu sitio web').fill('https://')
  await expect(form.getByText('Por favor ingresa una URL', { exact: true })).toHaveCount(0)
  await form.getByRole('button', { name: 'Escanear ahora' }).click()
  await expect(form.getByText('Por favor ingresa una URL válida')).toBeVisible()

  await expect(form.getByLabel('Tu correo electrónico')).toHaveCount(0)
  await form.getByRole('switch', { name: 'Enviar por correo (PDF)' }).check()
  await form.getByLabel('URL de tu sitio web').fill('example.com')
  await form.getByRole('button', { name: 'Escanear ahora' }).click()
  await expect(form.getByText('Por favor ingresa tu correo electrónico')).toBeVisible()
  await form.getByLabel('Tu correo electrónico').fill('ana@')
  await form.getByRole('button', { name: 'Escanear ahora' }).click()
  await expect(form.getByText('Por favor ingresa un correo válido')).toBeVisible()

  await form.getByRole('button', { name: 'Limpiar' }).click()
  await expect(form.getByLabel('URL de tu sitio web')).toHaveValue('')
  await expect(form.getByRole('switch')).not.toBeChecked()
  await expect(form.getByRole('button', { name: 'Limpiar' })).toHaveCount(0)
})

test('analyses a local site and shows the report with the 15-minute review link', async ({ page }) => {
  let lookups = 0
  page.on('request', (request) => void (request.url().endsWith('/api/client-ip') && lookups++))
  let sent: Record<string, unknown> = {}
  page.on('request', (request) => void (request.url().endsWith('/api/analyze') && (sent = request.postDataJSON())))
  await page.goto('/')
  await section(page).getByLabel('URL de tu sitio web').fill(poorSite)
  await section(page).getByRole('button', { name: 'Escanear ahora' }).click()
  const report = page.getByTestId('analysis-report')
  await expect(report.getByRole('heading', { name: 'Análisis de tu sitio web' })).toBeVisible()
  await expect(report).toContainText('Falta la meta descripción')
  await expect(report).toContainText('Falta la etiqueta viewport')
  await expect(report).toContainText('texto alternativo')
  expect(sent).toMatchObject({ url: poorSite, mode: 'inline', ip: '127.0.0.1', lang: 'es' })
  expect(sent).not.toHaveProperty('email')
  expect(lookups).toBe(1)
  // product §9: the results region is 400–600 px tall on a desktop; the report scrolls inside it.
  const box = await results(page).boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(400)
  expect(box?.height).toBeLessThanOrEqual(600)

  const booking = section(page).getByRole('link', { name: /Agenda una revisión de 15 minutos/ })
  await expect(booking).toHaveAttribute('href', bookingUrl15)
  await expect(booking).toHaveAttribute('target', '_blank')

  await section(page).getByRole('button', { name: 'Limpiar' }).click()
  await expect(results(page)).toHaveText('Ingresa la URL de tu sitio web para comenzar el análisis')
})

test('speaks English, e-mail mode included', async ({ page }) => {
  await page.goto('/?lang=en')
  await section(page).getByLabel('Your website URL').fill(goodSite)
  await section(page).getByRole('switch', { name: 'Send by e-mail (PDF)' }).check()
  await section(page).getByLabel('Your e-mail address').fill('owner@example.com')
  await section(page).getByRole('button', { name: 'Scan now' }).click()
  await expect(
    page.getByTestId('analysis-report').getByRole('heading', { name: 'Your website analysis' }),
  ).toBeVisible()
  await expect(section(page)).toContainText('We also sent the PDF report to owner@example.com.')
  // Without SMTP the server writes the e-mail to DATA_DIR/mail-outbox (playwright.config.ts).
  const outbox = `${e2eDataDir}/mail-outbox`
  const mails = async () => {
    const files = await readdir(outbox).catch(() => [])
    return Promise.all(files.map((file) => readFile(`${outbox}/${file}`, 'utf8')))
  }
  await expect
    .poll(async () => (await mails()).find((mail) => mail.includes('To: owner@example.com')) ?? '')
    .toMatch(/Subject: Your website analysis for 127\.0\.0\.1 \(PDF\)[\s\S]*application\/pdf/)
})

test('shows the error catalogue: refused site, rate limit, and sanitized HTML answers', async ({ page }) => {
  await page.goto('/')
  const scan = async (url: string) => {
    await section(page).getByLabel('URL de tu sitio web').fill(url)
    await section(page).getByRole('button', { name: 'Escanear ahora' }).click()
  }
  await scan('http://169.254.169.254/')
  await expect(results(page).getByRole('alert')).toContainText('Error')
  await expect(results(page).getByRole('alert')).toContainText('Error al generar el análisis: 422')
  await expect(results(page).getByRole('alert')).toContainText('no es un sitio web público')

  await page.route('**/api/analyze', (route) => route.fulfill({ status: 429, body: '{}' }))
  await scan('example.com')
  await expect(results(page).getByRole('alert')).toContainText('Estamos recibiendo muchas solicitudes en este momento.')

  await page.route('**/api/analyze', (route) =>
    route.fulfill({
      json: { content: '<h2>Hola</h2><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' },
    }),
  )
  await scan('example.com')
  await expect(page.getByTestId('analysis-report').getByRole('heading', { name: 'Hola' })).toBeVisible()
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined()
  await expect(page.getByTestId('analysis-report').locator('[onerror], script')).toHaveCount(0)
})

test('@mobile the results region is at least 300 px tall and the form fits the screen', async ({ page }) => {
  await page.goto('/')
  const box = await results(page).boundingBox()
  expect(box?.height).toBeGreaterThanOrEqual(300)
  expect(box?.height).toBeLessThan(400)
  const scan = section(page).getByRole('button', { name: 'Escanear ahora' })
  expect((await scan.boundingBox())!.x + (await scan.boundingBox())!.width).toBeLessThanOrEqual(390)
})
