import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { setUpStudioLake } from './studio-lake'
import { lakeWrite, publish, studioLoad } from './studio-editor'

/**
 * Every image format Sanity takes, uploaded in the built Studio on the lake: each one shows in the
 * asset picker, and the site serves each, as it is and at the sizes its pages ask for. An SVG is
 * served so that its script cannot run on the site's origin.
 */
const studio = setUpStudioLake(240_000)

/** What the SVG's script would do if it ran on the page that shows it. */
const scriptMark = 'data-script-ran'
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64"><rect width="96" height="64" fill="teal"/>' +
    `<script>document.documentElement.setAttribute('${scriptMark}', 'yes')</script></svg>`,
)
/** One small picture per raster format, each of its own colour so each is a new asset. */
const raster = (format: 'gif' | 'png' | 'jpeg' | 'webp' | 'avif', red: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer()

const formats = [
  { name: 'upload.gif', mimeType: 'image/gif', bytes: () => raster('gif', 10) },
  { name: 'upload.png', mimeType: 'image/png', bytes: () => raster('png', 50) },
  { name: 'upload.jpg', mimeType: 'image/jpeg', bytes: () => raster('jpeg', 90) },
  { name: 'upload.webp', mimeType: 'image/webp', bytes: () => raster('webp', 130) },
  { name: 'upload.avif', mimeType: 'image/avif', bytes: () => raster('avif', 170) },
  { name: 'upload.svg', mimeType: 'image/svg+xml', bytes: async () => svg },
]

/** The asset the lake made for an uploaded file, by the name the editor's file had. */
const assetNamed = (name: string) =>
  studio.lake.store.all().find((doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === name)

test('GIF, PNG, JPEG, WebP, AVIF and SVG upload, show in the asset picker and are served by the site', async ({
  page,
}) => {
  await studio.open(page, 'structure/aboutPage')
  // The founder's one image field; its own test id is its alt text's.
  const photo = page.getByTestId('field-founder')
  await photo.getByTestId('field-founder.photo.alt').scrollIntoViewIfNeeded(studioLoad)
  for (const format of formats) {
    await photo.getByTestId('options-menu-button').click()
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('file-input-upload-button').click()
    await (await chooser).setFiles({ name: format.name, mimeType: format.mimeType, buffer: await format.bytes() })
    await expect.poll(() => assetNamed(format.name)?.mimeType, lakeWrite).toBe(format.mimeType)
    const assetId = assetNamed(format.name)!._id
    await expect
      .poll(
        () =>
          (studio.lake.store.get('drafts.aboutPage')?.founder as { photo?: { asset?: { _ref?: string } } })?.photo
            ?.asset?._ref,
        lakeWrite,
      )
      .toBe(assetId)
  }

  // The picker's grid, each thumbnail loaded (a broken image has no natural width).
  await photo.getByTestId('options-menu-button').click()
  await page
    .getByRole('menuitem', { name: /browse|select/i })
    .first()
    .click()
  const picker = page.getByRole('dialog')
  for (const { name } of formats) {
    const thumbnail = picker.getByRole('img', { name })
    await expect(thumbnail).toBeVisible(studioLoad)
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
  await page.keyboard.press('Escape')

  for (const { name, mimeType } of formats) {
    const file = String(assetNamed(name)!.url).replace('/media/', '')
    const original = await fetch(`${studio.siteUrl}/media/${file}`)
    expect([name, original.status, original.headers.get('content-type')]).toEqual([name, 200, mimeType])
    // As a page asks for it: a size in a frame, in the best format the browser takes.
    const sized = await fetch(`${studio.siteUrl}/images/local/production/${file}?w=48&h=32&fit=crop&auto=format`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    })
    expect([name, sized.status]).toEqual([name, 200])
    const { width, height } = await sharp(Buffer.from(await sized.arrayBuffer())).metadata()
    expect([name, width, height]).toEqual([name, 48, 32])
  }

  // The last upload, the SVG, is the founder's photo once published: the page shows it.
  await publish(page)
  const site = await page.context().newPage()
  await site.goto(`${studio.siteUrl}/sobre-nosotros`)
  const founder = site.locator('main img').first()
  await expect(founder).toHaveAttribute('src', /-96x64\.svg\?/)
  await expect
    .poll(() => founder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
})

test("an SVG opened on its own cannot run its script on the site's origin", async ({ page }) => {
  // The control: the same file from this origin without the site's headers runs its script.
  await page.route(`${studio.siteUrl}/unguarded.svg`, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: svg }),
  )
  await page.goto(`${studio.siteUrl}/unguarded.svg`)
  await expect(page.locator('svg')).toHaveAttribute(scriptMark, 'yes')

  const file = String(assetNamed('upload.svg')!.url).replace('/media/', '')
  const response = await page.goto(`${studio.siteUrl}/media/${file}`)
  expect(response?.headers()['content-security-policy']).toContain('sandbox')
  await expect(page.locator('svg rect')).toBeAttached()
  expect(await page.locator('svg').getAttribute(scriptMark)).toBeNull()
})
