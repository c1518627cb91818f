import { expect, test, type Page } from '@playwright/test'
import { studioLake, type StudioLake } from './studio-lake'

/**
 * A scripted editing session in the built Studio on the lake: discard changes, history and
 * restore, deleting a never-published document. Every console error and every lake answer of
 * 400 or more is collected; the session must end with none (docs/lake.md lists none expected).
 */
test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })
test.setTimeout(240_000)
const studioLoad = { timeout: 90_000 }

let studio: StudioLake
const consoleErrors: string[] = []
const lakeErrors: string[] = []

test.beforeAll(async () => {
  studio = await studioLake()
})

test.afterAll(async () => {
  // The figures for the report: what a whole session met.
  console.log(`Studio session: ${consoleErrors.length} console errors, ${lakeErrors.length} lake answers ≥ 400`)
  for (const line of [...consoleErrors, ...lakeErrors]) console.log(`  ${line.slice(0, 300)}`)
  await studio?.close()
})

async function open(page: Page, documentPath: string) {
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(studio.origin)) {
      lakeErrors.push(`${response.status()} ${response.request().method()} ${response.url()}`)
    }
  })
  await studio.signIn(page)
  await page.goto(`${studio.origin}/structure/${documentPath}`)
}

const spanishText = (page: Page) => page.getByTestId('field-text.es').locator('textarea')

async function publish(page: Page) {
  const button = page.getByTestId('action-publish')
  await expect(button).toBeEnabled(studioLoad)
  await button.click()
  await expect(page.getByText(/was published/)).toBeVisible(studioLoad)
}

async function documentAction(page: Page, name: string, confirm: string) {
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name }).click()
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click()
}

test('an editor discards unpublished changes and gets the published text back', async ({ page }) => {
  await open(page, 'testimonial;testimonial-1')
  const published = await spanishText(page).inputValue(studioLoad)
  expect(published).not.toBe('')
  await spanishText(page).fill('Un cambio que no quiero')
  await expect.poll(() => studio.lake.store.get('drafts.testimonial-1'), { timeout: 20_000 }).not.toBeNull()

  await documentAction(page, 'Discard changes', 'Discard changes')
  await expect.poll(() => studio.lake.store.get('drafts.testimonial-1'), { timeout: 20_000 }).toBeNull()
  await expect(spanishText(page)).toHaveValue(published)
  expect(consoleErrors).toEqual([])
  expect(lakeErrors).toEqual([])
})

test('an editor restores an earlier revision from the history and publishes it', async ({ page }) => {
  await open(page, 'testimonial;testimonial-2')
  const original = await spanishText(page).inputValue(studioLoad)
  await spanishText(page).fill('Texto publicado por error')
  const started = performance.now()
  await publish(page)
  await expect.poll(() => studio.siteText('/'), { intervals: [50] }).toContain('Texto publicado por error')
  // A figure for the report (from the click to the site's next render showing it), not a timed test.
  console.log(`Publish to site: ${Math.round(performance.now() - started)} ms`)

  await page.getByTestId('pane-context-menu-button').last().click()
  await page
    .getByRole('menuitem', { name: /history|review changes/i })
    .first()
    .click()
  const revisions = page.getByTestId('timeline-item-button')
  await expect(revisions.nth(1)).toBeVisible(studioLoad)
  await revisions.nth(1).click()
  await expect(spanishText(page)).toHaveValue(original, studioLoad)
  await page.getByRole('button', { name: 'Revert to revision' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect
    .poll(() => studio.lake.store.get('drafts.testimonial-2')?.text, { timeout: 20_000 })
    .toMatchObject({
      es: original,
    })
  await publish(page)
  await expect.poll(() => studio.siteText('/')).not.toContain('Texto publicado por error')
  expect(consoleErrors).toEqual([])
  expect(lakeErrors).toEqual([])
})

test('an editor deletes a document that was never published', async ({ page }) => {
  await open(page, 'testimonial')
  await page.goto(`${studio.origin}/intent/create/template=testimonial;type=testimonial/`)
  await page.getByTestId('field-name').locator('input').fill('Borrador de prueba', studioLoad)
  const draftId = await expect
    .poll(() => studio.lake.store.all().find(({ name }) => name === 'Borrador de prueba')?._id, { timeout: 20_000 })
    .toMatch(/^drafts\./)
    .then(() => studio.lake.store.all().find(({ name }) => name === 'Borrador de prueba')!._id)

  // "Delete document", not "Delete anyway": nothing is said to refer to a draft-only document.
  await documentAction(page, 'Delete', 'Delete document')
  await expect.poll(() => studio.lake.store.get(draftId), { timeout: 20_000 }).toBeNull()
  await expect(page.getByText(/other documents refer to it/i)).toHaveCount(0)
  expect(consoleErrors).toEqual([])
  expect(lakeErrors).toEqual([])
})
