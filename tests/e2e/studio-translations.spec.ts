import { expect, test, type Page } from '@playwright/test'
import { hideSpanish, studioLoad } from './studio-editor'
import { setUpStudioLake } from './studio-lake'
import { authorization } from 'content-lake'

/**
 * A translator's work in the built Studio on the lake: hide Spanish with the language filter and
 * read it beside each English input instead; see English go stale when the Spanish changes.
 */
const studio = setUpStudioLake(180_000)

async function openService(page: Page) {
  await studio.open(page, 'structure/service;service-chatbots')
  await expect(page.getByTestId('field-badge.en').locator('input')).toHaveValue('Available 24/7', studioLoad)
}

/** The service's badge in its draft, as the lake holds it (drafts are read with the credential). */
async function draftBadge() {
  const response = await fetch(`${studio.lake.url}/v2025-02-19/data/doc/production/drafts.service-chatbots`, {
    headers: authorization(studio.lake.token),
  })
  const { documents } = (await response.json()) as { documents: { badge?: Record<string, string> }[] }
  return documents[0]?.badge
}

test('hiding Español leaves the English inputs, each with its Spanish source read-only', async ({ page }) => {
  await openService(page)
  await expect(page.getByTestId('field-badge.es')).toBeVisible()
  await expect(page.getByTestId('spanish-source')).toHaveCount(0)

  await hideSpanish(page)

  await expect(page.getByTestId('field-badge.es')).toHaveCount(0)
  await expect(page.getByTestId('field-badge.en').locator('input')).toBeVisible()
  const badge = page.getByTestId('field-badge').getByTestId('spanish-source')
  await expect(badge).toContainText('Disponible 24/7')
  await expect(badge.locator('input, textarea, [contenteditable="true"]')).toHaveCount(0)
})

test('English written before its Spanish changed is listed as outdated, by label, beside the document', async ({
  page,
}) => {
  await openService(page)
  await page.getByTestId('field-badge.en').locator('input').fill('Always on')
  // The English edit stored the digest of the Spanish it was made from.
  await expect.poll(() => draftBadge().then((badge) => badge?.enSource), studioLoad).toMatch(/^[0-9a-f]{8}$/)
  await page.getByTestId('field-badge.es').locator('input').fill('Siempre disponible')
  await expect.poll(() => draftBadge().then((badge) => badge?.es), studioLoad).toBe('Siempre disponible')

  await studio.goto(page, 'structure/translations')
  const row = page.getByTestId('translations-service-chatbots')
  // In both languages, as the rest of the list: the Spanish marked as such for screen readers.
  await expect(row).toContainText('Desactualizado · Outdated: Badge', studioLoad)
  await expect(row.locator('[lang="es"]')).toHaveText('Desactualizado')

  await row.getByRole('link').click()
  await expect(page.getByTestId('field-badge.en').locator('input')).toHaveValue('Always on', studioLoad)
  // The list is still on screen, in the pane to the left of the document.
  await expect(row).toBeVisible()
})
