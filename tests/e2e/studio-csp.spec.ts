import { expect, test, type BrowserContext } from '@playwright/test'
import { hideSpanish, publish, studioLoad } from './studio-editor'
import { setUpStudioLake } from './studio-lake'

/**
 * The Studio under the lake's Content-Security-Policy (docs/security-headers.md, "The Studio and the
 * lake"): an editor's edit and publish, a translator's English, the Presentation tool's preview and
 * the Leads tool all work, and neither the Studio's page nor the preview's frame reports a
 * violation of its policy.
 */
const studio = setUpStudioLake(300_000)

type Violation = { frame: string; directive: string; blocked: string; sample: string }
const violations: Violation[] = []

/** Every `securitypolicyviolation` in any frame of the context, reported to the test as it happens. */
async function collectViolations(context: BrowserContext) {
  await context.exposeBinding('reportCspViolation', ({ frame }, violation: Omit<Violation, 'frame'>) => {
    violations.push({ frame: frame.url(), ...violation })
  })
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (violation: object) => void }).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    ),
  )
}

test.beforeAll(async () => {
  // A translator's starting point: one English field still empty.
  await studio.mutate([{ patch: { id: 'service-chatbots', unset: ['badge.en'] } }])
  // A contact request, so the Leads tool has a lead to list.
  const contact = await fetch(`${studio.siteUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nombre: 'Zoila Pérez',
      negocio: 'Pupusería Marcador',
      telefono: '+503 7000-1234',
      correo: 'zoila@example.test',
      website: '',
      servicio: 'chatbots',
      necesidades: 'Un chatbot para pedidos',
      tool_id: 'website',
    }),
  })
  expect(contact.status).toBeLessThan(300)
})

test.beforeEach(async ({ context }) => collectViolations(context))
test.afterEach(() => expect(violations.splice(0)).toEqual([]))

test('the Studio’s page carries its own policy, and the editor edits and publishes under it', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-1')
  // The page's own answer, asked again from the page (Node does not resolve the Studio's host name).
  const policy = await page.evaluate(() => fetch(location.href).then((r) => r.headers.get('content-security-policy')))
  expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'; /)
  // The site registers with the lake under its SITE_URL, here the default on localhost.
  expect(policy).toContain(`frame-src http://localhost:${new URL(studio.siteUrl).port};`)

  const spanish = page.getByTestId('field-text.es').locator('textarea')
  await expect(spanish).not.toHaveValue('', studioLoad)
  await spanish.fill('Nos atendieron rápido y con cariño.')
  await publish(page)
  await expect.poll(() => studio.siteText('/'), { timeout: 20_000 }).toContain('Nos atendieron rápido y con cariño.')
})

test('a translator fills an English field beside the Spanish it translates', async ({ page }) => {
  await studio.open(page, 'structure/service;service-chatbots')
  await expect(page.getByTestId('field-badge.en').locator('input')).toBeVisible(studioLoad)
  await hideSpanish(page)
  const english = page.getByTestId('field-badge.en').locator('input')
  await english.fill('Always on')
  await publish(page)
  await expect.poll(() => studio.siteText('/servicios?lang=en'), { timeout: 20_000 }).toContain('Always on')
})

test('the Presentation tool frames the site’s draft preview and follows an edit', async ({ page }) => {
  await studio.open(page, `presentation/service/service-chatbots?preview=${encodeURIComponent('/servicios')}`)
  const frame = page.frameLocator('iframe[src*="localhost"]')
  await expect(frame.locator('.preview-bar')).toContainText('Vista previa', studioLoad)
  const title = page.getByTestId('field-title.es').locator('input')
  await expect(title).toBeVisible(studioLoad)
  await title.fill('Chatbots que atienden de noche')
  await expect(frame.getByTestId('service-chatbots').getByRole('heading').first()).toContainText(
    'Chatbots que atienden de noche',
    studioLoad,
  )
})

test('the Leads tool lists the lead and opens it', async ({ page }) => {
  await studio.open(page, 'leads', 'Ana')
  const rows = page.getByTestId('lead-row')
  await expect(rows).toHaveCount(1, studioLoad)
  await rows.first().getByRole('button', { name: /^Open/ }).click()
  await expect(page.getByRole('dialog')).toContainText('Un chatbot para pedidos', studioLoad)
})
