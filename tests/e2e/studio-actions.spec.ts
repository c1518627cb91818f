import { expect, test } from '@playwright/test'
import { setUpStudioLake } from './studio-lake'
import { documentAction, lakeWrite, openHistory, publish, spanishText, studioLoad } from './studio-editor'

/**
 * Every action of the document menu and footer, in the built Studio on the lake, each proved by
 * its effect in the lake and, where it shows, on the site; none may log a console error or meet a
 * lake answer of 400 or more.
 */
const studio = setUpStudioLake(180_000)

const draftOf = (id: string) => studio.lake.store.get(`drafts.${id}`)
const occurrences = (text: string, needle: string) => text.split(needle).length - 1

test('discard changes brings the published text back', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-1')
  const published = await spanishText(page).inputValue(studioLoad)
  expect(published).not.toBe('')
  await spanishText(page).fill('Un cambio que no quiero')
  await expect.poll(() => draftOf('testimonial-1'), lakeWrite).not.toBeNull()

  await documentAction(page, 'Discard changes', 'Discard changes')
  await expect.poll(() => draftOf('testimonial-1'), lakeWrite).toBeNull()
  await expect(spanishText(page)).toHaveValue(published)
})

test('review changes shows what the draft changed against the published text', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-3')
  await expect(spanishText(page)).not.toHaveValue('', studioLoad)
  await spanishText(page).fill('Texto nuevo para revisar')
  await expect.poll(() => draftOf('testimonial-3'), lakeWrite).not.toBeNull()

  await openHistory(page)
  await page.getByRole('tab', { name: 'Review changes' }).click()
  const changes = page.getByTestId('review-changes-pane')
  await expect(changes.getByRole('insertion')).toContainText(['Texto nuevo para revisar'], studioLoad)
  await expect(changes.getByRole('deletion').first()).toBeVisible()
  // Only the field that changed: the name, untouched since the last publish, is not listed.
  await expect(changes.getByText(String(studio.lake.store.get('testimonial-3')?.name))).toHaveCount(0)
})

test('restore from the history brings an earlier revision back to the site', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-2')
  const original = await spanishText(page).inputValue(studioLoad)
  await spanishText(page).fill('Texto publicado por error')
  const started = performance.now()
  await publish(page)
  await expect.poll(() => studio.siteText('/'), { intervals: [50] }).toContain('Texto publicado por error')
  // A figure for the report (from the click to the site's next render showing it), not a timed test.
  console.log(`Publish to site: ${Math.round(performance.now() - started)} ms`)

  await openHistory(page)
  const revisions = page.getByTestId('timeline-item-button')
  await expect(revisions.nth(1)).toBeVisible(studioLoad)
  await revisions.nth(1).click()
  await expect(spanishText(page)).toHaveValue(original, studioLoad)
  await page.getByRole('button', { name: 'Revert to revision' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect.poll(() => draftOf('testimonial-2')?.text, lakeWrite).toMatchObject({ es: original })
  await publish(page)
  await expect.poll(() => studio.siteText('/')).not.toContain('Texto publicado por error')
})

test('duplicate makes a new document that, published, shows on the site too', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-1')
  const text = await spanishText(page).inputValue(studioLoad)
  // The page names a testimonial more than once (the text, the app state): count, then expect double.
  const before = occurrences(await studio.siteText('/'), text.slice(0, 40))
  expect(before).toBeGreaterThan(0)

  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  await expect(page).not.toHaveURL(/testimonial-1/, studioLoad)
  const copy = () =>
    studio.lake.store.all().find((doc) => doc._id.startsWith('drafts.') && (doc.text as { es?: string })?.es === text)
  await expect.poll(copy, lakeWrite).toBeTruthy()
  await publish(page)
  await expect.poll(async () => occurrences(await studio.siteText('/'), text.slice(0, 40))).toBe(2 * before)
})

test('unpublish takes a document off the site and keeps it as a draft', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-3?perspective=published')
  const name = String(studio.lake.store.get('testimonial-3')?.name)
  expect(await studio.siteText('/')).toContain(name)

  const unpublish = page.getByTestId('action-unpublish')
  await expect(unpublish).toBeEnabled(studioLoad)
  await unpublish.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /unpublish/i })
    .click()
  await expect.poll(() => studio.lake.store.get('testimonial-3'), lakeWrite).toBeNull()
  expect(draftOf('testimonial-3')).toMatchObject({ name })
  await expect.poll(() => studio.siteText('/')).not.toContain(name)
})

test('deleting a never-published document says nothing of references and removes it', async ({ page }) => {
  await studio.open(page, 'intent/create/template=testimonial;type=testimonial/')
  await page.getByTestId('field-name').locator('input').fill('Borrador de prueba', studioLoad)
  const draft = () => studio.lake.store.all().find(({ name }) => name === 'Borrador de prueba')?._id
  await expect.poll(draft, lakeWrite).toMatch(/^drafts\./)
  const draftId = draft()!

  // "Delete document", not "Delete anyway": nothing is said to refer to a draft-only document.
  await documentAction(page, 'Delete', 'Delete document')
  await expect.poll(() => studio.lake.store.get(draftId), lakeWrite).toBeNull()
  await expect(page.getByText(/other documents refer to it/i)).toHaveCount(0)
})
