import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { studioLake, type StudioLake } from './studio-lake'

/**
 * Images as on hosted Sanity: the crop and the hotspot an editor sets (as the Studio's image tool
 * writes them) decide what the site's image shows. The founder's photo sits in a portrait frame
 * (4:5); a landscape photo, half red and half blue, has to lose most of its width to fit it, and
 * the editor's choices decide which part stays. Uploads of each format: studio-uploads.spec.ts.
 */
test.describe.configure({ mode: 'serial' })
test.setTimeout(120_000)

let studio: StudioLake

test.beforeAll(async () => {
  studio = await studioLake()
  const halves = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 500, height: 500, channels: 3, background: '#0000ff' } }, left: 500, top: 0 },
    ])
    .png()
    .toBuffer()
  const asset = await studio.upload(halves, 'halves.png')
  await studio.mutate([
    { patch: { id: 'aboutPage', set: { 'founder.photo.asset': { _type: 'reference', _ref: asset._id } } } },
  ])
})

test.afterAll(() => studio?.close())

const founderSrc = /<img[^>]+src="([^"]*-1000x500\.png[^"]*)"/

/** The colour of what the about page's image shows: red, blue or both. */
async function shownColour() {
  const src = founderSrc.exec(await studio.siteText('/sobre-nosotros'))?.[1]
  if (!src) return 'no image'
  const image = await fetch(`${studio.siteUrl}${src.replaceAll('&amp;', '&')}`)
  const pixels = sharp(Buffer.from(await image.arrayBuffer()))
  const { width, height } = await pixels.metadata()
  // Whatever the editor chose, the image fills the page's frame.
  expect(width! / height!).toBeCloseTo(0.8, 2)
  const [red, , blue] = (await pixels.stats()).channels.map(({ mean }) => mean)
  return blue! < 20 ? 'red' : red! < 20 ? 'blue' : 'both'
}

/** The photo's crop and hotspot as the Studio's image tool writes them (none: the tool's defaults). */
const edit = (photo: { crop?: object; hotspot?: object }) =>
  studio.mutate([
    { patch: { id: 'aboutPage', unset: ['founder.photo.crop', 'founder.photo.hotspot'] } },
    {
      patch: {
        id: 'aboutPage',
        set: Object.fromEntries(Object.entries(photo).map(([key, value]) => [`founder.photo.${key}`, value])),
      },
    },
  ])
const hotspotAt = (x: number) => ({ _type: 'sanity.imageHotspot', x, y: 0.5, width: 0.2, height: 0.4 })
/** Until the site's next render shows the edit. */
const onSite = { timeout: 20_000 }

test('with neither, the frame keeps the middle of the photo', async () => {
  await expect.poll(shownColour, onSite).toBe('both')
})

test("an editor's hotspot decides which part of the photo the frame keeps", async () => {
  await edit({ hotspot: hotspotAt(0.2) })
  await expect.poll(shownColour, onSite).toBe('red')
  await edit({ hotspot: hotspotAt(0.8) })
  await expect.poll(shownColour, onSite).toBe('blue')
})

test("an editor's crop reaches the site: what was cropped away is never shown", async () => {
  await edit({ hotspot: hotspotAt(0.1) })
  await expect.poll(shownColour, onSite).toBe('red')
  // Crop away the red half: the hotspot, still on the far left, only moves the frame within what the crop kept.
  await edit({ hotspot: hotspotAt(0.1), crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.5, right: 0 } })
  await expect.poll(shownColour, onSite).toBe('blue')
})
