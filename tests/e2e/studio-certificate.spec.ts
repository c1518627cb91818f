import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { lakeWrite, studioLoad } from './studio-editor'
import { setUpStudioLake } from './studio-lake'

/**
 * The Studio as an editor meets it the first time (README, docs/lake.md): the browser does not
 * know the lake's certificate, made on this machine, and the editor accepts it once, for
 * local.localhost, with Chromium's "Advanced" and "Proceed". From then on everything the Studio
 * loads comes from that one host and loads: the images of a document and of the document list,
 * the crop tool's picture, an upload, the listeners and the presence socket.
 */
const studio = setUpStudioLake(300_000, { ignoreHTTPSErrors: false })

/**
 * Chromium's warning page for a certificate nobody vouches for, as the README says to answer it:
 * "Advanced", then "Proceed to local.localhost (unsafe)", which loads the address.
 */
async function acceptTheCertificate(page: Page, address: string) {
  await expect(page.goto(address)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/)
  await page.locator('#details-button').click()
  await page.locator('#proceed-link').click()
}

/** The images under `scope` that have not loaded (a broken image has no natural width), by address. */
const notLoaded = (scope: Locator) =>
  scope
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) =>
      images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src),
    )

/** Waits until `scope` shows at least `count` images, every one of them loaded. */
async function expectImagesLoaded(scope: Locator, count: number) {
  await expect(scope.locator('img').nth(count - 1)).toBeVisible(studioLoad)
  await expect.poll(() => notLoaded(scope), studioLoad).toEqual([])
}

/** A small picture of its own colour: a new asset. */
const picture = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#2e8b57' } })
    .png()
    .toBuffer()

test('an editor who accepted the certificate once sees every image, opens the crop tool and uploads', async ({
  page,
}) => {
  studio.watch(page.context())
  await acceptTheCertificate(page, await studio.loginAddress('Ana Pérez'))
  await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible(studioLoad)

  // From the accepted sign-in on: every request's host, every request that failed, and every
  // console message about a certificate. The Studio cancelling its own request (a listener as it
  // leaves a document) is not a failure.
  const hosts = new Set<string>()
  const failed: string[] = []
  const aboutCertificates: string[] = []
  const network = (url: string) => /^(https?|wss?):/.test(url) && hosts.add(new URL(url).host)
  page.on('request', (request) => network(request.url()))
  page.on('websocket', (socket) => network(socket.url()))
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    if (error !== 'net::ERR_ABORTED') failed.push(`${error} ${request.url()}`)
  })
  page.on('console', (message) => {
    if (/CERT|certificate/i.test(message.text())) aboutCertificates.push(message.text())
  })

  // A portfolio project: its screenshots in the form, and the projects' thumbnails in the list.
  await studio.goto(page, 'structure/portfolioProject;portfolio-pupuseria-la-ceiba')
  await expectImagesLoaded(page.getByTestId('field-images'), 2)
  await expectImagesLoaded(page.getByTestId('document-list-pane'), 2)
  await expect.poll(() => notLoaded(page.locator('body'))).toEqual([])

  // The founder's photo, and the crop and hotspot tool's picture of it.
  await studio.goto(page, 'structure/aboutPage')
  const photo = page.getByTestId('field-founder')
  await photo.getByTestId('field-founder.photo.alt').scrollIntoViewIfNeeded(studioLoad)
  await expectImagesLoaded(photo, 1)
  await photo.getByRole('button', { name: 'Open image edit dialog' }).click()
  await expectImagesLoaded(page.getByRole('dialog', { name: 'Edit hotspot and crop' }), 1)
  await page.keyboard.press('Escape')

  // A new photo, uploaded as an editor picks a file: it shows in the field.
  await photo.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('file-input-upload-button').click()
  await (await chooser).setFiles({ name: 'new-photo.png', mimeType: 'image/png', buffer: await picture() })
  const uploaded = () =>
    studio.lake.store.all().find((doc) => doc._type === 'sanity.imageAsset' && doc.originalFilename === 'new-photo.png')
  await expect.poll(() => uploaded()?._id, lakeWrite).toMatch(/^image-[0-9a-f]{40}-120x80-png$/)
  const shown = photo.locator(`img[src*="${String(uploaded()!.sha1hash)}"]`).first()
  await expect(shown).toBeVisible(studioLoad)
  await expect.poll(() => notLoaded(photo), studioLoad).toEqual([])
  await expect.poll(() => notLoaded(page.locator('body'))).toEqual([])

  console.log(
    `After accepting the certificate: ${failed.length} failed requests, ${aboutCertificates.length} console messages about certificates, hosts: ${[...hosts].join(', ')}`,
  )
  expect(failed).toEqual([])
  expect(aboutCertificates).toEqual([])
  expect([...hosts]).toEqual([new URL(studio.origin).host])
})
