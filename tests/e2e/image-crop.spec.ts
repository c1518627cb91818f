import { expect, test } from '@playwright/test'
import { onSite, shownColour, makeHalvesTheFounderPhoto } from './founder-photo'
import { setUpStudioLake } from './studio-lake'

/**
 * Images as on hosted Sanity: the crop and the hotspot an editor sets (as the Studio's image tool
 * writes them) decide what the site's image shows (tests/e2e/founder-photo.ts). Set in the Studio
 * itself: studio-session.spec.ts; uploads of each format: studio-uploads.spec.ts.
 */
const studio = setUpStudioLake(120_000)

test.beforeAll(() => makeHalvesTheFounderPhoto(studio))

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

test('with neither, the frame keeps the middle of the photo', async () => {
  await expect.poll(() => shownColour(studio), onSite).toBe('both')
})

test("an editor's hotspot decides which part of the photo the frame keeps", async () => {
  await edit({ hotspot: hotspotAt(0.2) })
  await expect.poll(() => shownColour(studio), onSite).toBe('red')
  await edit({ hotspot: hotspotAt(0.8) })
  await expect.poll(() => shownColour(studio), onSite).toBe('blue')
})

test("an editor's crop reaches the site: what was cropped away is never shown", async () => {
  await edit({ hotspot: hotspotAt(0.1) })
  await expect.poll(() => shownColour(studio), onSite).toBe('red')
  // Crop away the red half: the hotspot, still on the far left, only moves the frame within what the crop kept.
  await edit({ hotspot: hotspotAt(0.1), crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.5, right: 0 } })
  await expect.poll(() => shownColour(studio), onSite).toBe('blue')
})
