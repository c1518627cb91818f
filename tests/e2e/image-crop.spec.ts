import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { studioLake, type StudioLake } from './studio-lake'

/**
 * Images as on hosted Sanity: the crop an editor sets (as the Studio's crop tool writes it) reaches
 * the site's image URLs and the pixels they answer. Uploads of each format: image-routes.test.ts.
 */
test.setTimeout(120_000)

let studio: StudioLake

test.beforeAll(async () => {
  studio = await studioLake()
})

test.afterAll(() => studio?.close())

test("an editor's crop reaches the image the site serves", async () => {
  const founder = 'aboutPage'
  // The crop the Studio's crop tool writes: keep the left half.
  await studio.mutate([
    {
      patch: {
        id: founder,
        set: { 'founder.photo.crop': { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0.5 } },
      },
    },
  ])
  let src = ''
  await expect
    .poll(
      async () => (src = /<img[^>]+src="([^"]*rect=[^"]*)"/.exec(await studio.siteText('/sobre-nosotros'))?.[1] ?? ''),
      {
        timeout: 10_000,
      },
    )
    .not.toBe('')
  const image = await fetch(`${studio.siteUrl}${src.replaceAll('&amp;', '&')}`)
  expect(image.status).toBe(200)
  const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
  // The founder photo is 640×800: its left half is 320×800, a ratio of 0.4 (uncropped 0.8).
  expect(width! / height!).toBeLessThan(0.6)
})
