import { expect, test } from '@playwright/test'
import { setUpStudioLake } from './studio-lake'
import { expectInGlobalPresence, runInVision, spanishText, studioLoad } from './studio-editor'

/**
 * Beyond one editor's document, in the built Studio on the lake: two editors see each other
 * (the lake speaks the Studio's presence socket), and a developer runs GROQ in Vision. Neither
 * may log a console error or meet a lake answer of 400 or more.
 */
const studio = setUpStudioLake(180_000)

test('two editors in one document see each other', async ({ browser }) => {
  const editors = await Promise.all([browser.newContext(), browser.newContext()])
  const [first, second] = await Promise.all(editors.map((context) => context.newPage()))
  // One by name, as `npm run studio -- --name` signs in; the other unnamed, the second sign-in.
  await studio.open(first!, 'structure/testimonial;testimonial-1', 'Ana Pérez')
  await studio.open(second!, 'structure/testimonial;testimonial-1')
  await Promise.all([first, second].map((page) => expect(spanishText(page!)).not.toHaveValue('', studioLoad)))

  for (const [page, other] of [
    [first!, 'Editor 2'],
    [second!, 'Ana Pérez'],
  ] as const) {
    await expectInGlobalPresence(page, other)
    // The document list marks the document with the other editor's avatar, labelled in words.
    const label = `${other} is editing this document right now`
    const avatars = page.getByLabel(label)
    await expect(avatars).toBeVisible(studioLoad)
    await avatars.hover()
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  }
  await Promise.all(editors.map((context) => context.close()))
})

test('a developer runs a GROQ query in Vision', async ({ page }) => {
  await studio.open(page, 'vision')
  const result = await runInVision(page, '*[_type == "testimonial"] | order(order asc).name')

  const names = studio.lake.store
    .all()
    .filter(({ _id, _type }) => _type === 'testimonial' && !_id.startsWith('drafts.'))
    .map(({ name }) => String(name))
  expect(names.length).toBeGreaterThan(1)
  // The lake's answer, as the list of names.
  await expect(result).toContainText(`${names.length} items`, studioLoad)
  for (const name of names) await expect(result).toContainText(name)
})
