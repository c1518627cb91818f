import { describe, expect, it } from 'vitest'
import { assetId, imageAssetDocuments, imageRef } from './assets'
import manifest from './images/manifest.json' with { type: 'json' }
import { describeImage, imageFiles } from './images/manifest'

describe('seed/images/manifest.json', () => {
  it('lists exactly the image files', () => {
    expect(manifest.map((entry) => entry.file)).toEqual(imageFiles())
  })

  it.each(manifest.map((entry) => [entry.file, entry] as const))(
    '%s matches its bytes (sha1, size, dimensions); rerun npx tsx seed/images/manifest.ts after changing it',
    (file, entry) => {
      expect(entry).toEqual(describeImage(file))
    },
  )
})

describe('image asset documents', () => {
  it('use the sha1 of the file in Sanity’s id scheme', () => {
    for (const entry of manifest) {
      expect(assetId(entry)).toBe(`image-${entry.sha1}-${entry.width}x${entry.height}-webp`)
    }
    expect(imageAssetDocuments.map((document) => document._id)).toEqual(manifest.map(assetId))
  })

  it('are served from /media under the names the lake gives uploads of the same bytes', () => {
    for (const document of imageAssetDocuments) {
      const { width, height } = (document.metadata as { dimensions: { width: number; height: number } }).dimensions
      expect(document.url).toBe(`/media/${String(document.sha1hash)}-${width}x${height}.webp`)
    }
  })

  it('imageRef refuses a file that is not in the manifest', () => {
    expect(() => imageRef('missing.webp')).toThrow(/manifest/)
  })
})
