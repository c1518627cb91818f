import { expect } from '@playwright/test'
import sharp from 'sharp'
import type { StudioLake } from './studio-lake'

/**
 * The founder's photo as the image journeys use it: a landscape picture, left half red and right
 * half blue, in the about page's portrait frame (4:5). It has to lose most of its width to fit,
 * and the editor's crop and hotspot decide which part stays: the colour the site shows says which.
 */
export async function makeHalvesTheFounderPhoto(studio: StudioLake) {
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
}

const founderSrc = /<img[^>]+src="([^"]*-1000x500\.png[^"]*)"/

/** The colour of what the about page's image shows: red, blue or both. */
export async function shownColour(studio: StudioLake) {
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

/** Until the site's next render shows an edit. */
export const onSite = { timeout: 20_000 }
