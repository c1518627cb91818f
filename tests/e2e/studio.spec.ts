import { expect, test, type Page } from '@playwright/test'
import { publish, studioLoad } from './studio-editor'
import { setUpStudioLake } from './studio-lake'

/**
 * The editing loop on one machine: the built Studio, served by a local content lake, edits what a
 * production site reads from the same lake (tests/e2e/studio-lake.ts).
 */
const studio = setUpStudioLake(180_000)

test.beforeAll(async () => {
  // A translator's starting point: one English field still empty, so the site shows Spanish there.
  await studio.mutate([{ patch: { id: 'service-chatbots', unset: ['badge.en'] } }])
})

const openInStudio = (page: Page, documentPath: string) => studio.open(page, `structure/${documentPath}`)

const siteText = (route: string) => studio.siteText(route)

test('a translator fills an empty English field, publishes, and the site shows it in English', async ({ page }) => {
  expect(await siteText('/servicios?lang=en')).toContain('Disponible 24/7')

  await openInStudio(page, 'translations')
  await expect(page.getByTestId('translations-service-chatbots')).toContainText('Missing: Badge', studioLoad)

  await openInStudio(page, 'service;service-chatbots')
  const english = page.getByTestId('field-badge.en').locator('input')
  await expect(english).toHaveValue('', studioLoad)
  await english.fill('Always on')
  await publish(page)

  await expect.poll(() => siteText('/servicios?lang=en'), { timeout: 10_000 }).toContain('Always on')
  expect(await siteText('/servicios')).toContain('Disponible 24/7')
})

test('an editor changes a testimonial in Spanish and the site shows it in Spanish', async ({ page }) => {
  await openInStudio(page, 'testimonial;testimonial-1')
  const spanish = page.getByTestId('field-text.es').locator('textarea')
  await expect(spanish).not.toHaveValue('', studioLoad)
  await spanish.fill('Nos atendieron rápido y la página quedó preciosa.')
  await publish(page)

  await expect
    .poll(() => siteText('/'), { timeout: 10_000 })
    .toContain('Nos atendieron rápido y la página quedó preciosa.')
})

test("an editor replaces the founder's photo and the site serves the new image", async ({ page }) => {
  // A 1×1 PNG: any bytes the seed images do not have, so the upload makes a new asset.
  const photo = {
    name: 'new-founder.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  }
  await openInStudio(page, 'aboutPage')
  const founder = page.getByTestId('field-founder')
  await founder.getByTestId('field-founder.photo.alt').scrollIntoViewIfNeeded(studioLoad)
  await founder.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('file-input-upload-button').click()
  await (await chooser).setFiles(photo)
  await publish(page)

  let src = ''
  await expect
    .poll(
      async () =>
        (src =
          /src="(\/images\/local\/production\/[0-9a-f]{40}-1x1\.png)(?:\?[^"]*)?"/.exec(
            await siteText('/sobre-nosotros'),
          )?.[1] ?? ''),
      {
        timeout: 10_000,
      },
    )
    .not.toBe('')
  const image = await fetch(`${studio.siteUrl}${src}`)
  expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
})

test('edits survive a restart of the lake', async () => {
  await studio.restart()
  await expect.poll(() => siteText('/servicios?lang=en'), { timeout: 10_000 }).toContain('Always on')
  expect(await siteText('/')).toContain('Nos atendieron rápido y la página quedó preciosa.')
})
