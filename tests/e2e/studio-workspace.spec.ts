import { expect, test } from '@playwright/test'
import { studioLake, type StudioLake } from './studio-lake'
import { spanishText, studioLoad } from './studio-editor'

/**
 * Beyond one editor's document, in the built Studio on the lake: two editors see each other
 * (the lake speaks the Studio's presence socket), and a developer runs GROQ in Vision. Neither
 * may log a console error or meet a lake answer of 400 or more.
 */
test.describe.configure({ mode: 'serial' })
test.use({ ignoreHTTPSErrors: true })
test.setTimeout(180_000)

let studio: StudioLake

test.beforeAll(async () => {
  studio = await studioLake()
})

test.afterEach(() => {
  expect(studio.problems).toEqual({ console: [], lake: [] })
})

test.afterAll(() => studio?.close())

test('two editors in one document see each other', async ({ browser }) => {
  const editors = await Promise.all([browser.newContext(), browser.newContext()])
  const [first, second] = await Promise.all(editors.map((context) => context.newPage()))
  // One after the other: each sign-in makes the next editor (Editor 1, then Editor 2).
  await studio.open(first!, 'structure/testimonial;testimonial-1')
  await studio.open(second!, 'structure/testimonial;testimonial-1')
  await Promise.all([first, second].map((page) => expect(spanishText(page!)).not.toHaveValue('', studioLoad)))

  for (const [page, other] of [
    [first!, 'Editor 2'],
    [second!, 'Editor 1'],
  ] as const) {
    await page.getByRole('button', { name: 'Global presence' }).click()
    await expect(page.getByRole('menu', { name: 'Global presence' }).getByText(other)).toBeVisible(studioLoad)
    await page.keyboard.press('Escape')
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
  const query = page.getByRole('region').filter({ hasText: 'Query' }).getByRole('textbox').first()
  await expect(query).toBeVisible(studioLoad)
  await query.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('*[_type == "testimonial"] | order(order asc).name')
  await page.getByRole('button', { name: 'Fetch' }).click()

  const names = studio.lake.store
    .all()
    .filter(({ _id, _type }) => _type === 'testimonial' && !_id.startsWith('drafts.'))
    .map(({ name }) => String(name))
  expect(names.length).toBeGreaterThan(1)
  // The result pane, with the query's timing: the lake's answer, as the list of names.
  const result = page.getByRole('region').filter({ hasText: 'Execution:' }).last()
  await expect(result).toContainText(`${names.length} items`, studioLoad)
  for (const name of names) await expect(result).toContainText(name)
})
