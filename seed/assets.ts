import { fileURLToPath } from 'node:url'
import type { FixtureDocument, Pair } from './helpers'
import { ls } from './helpers'
import manifest from './images/manifest.json' with { type: 'json' }

/**
 * Image asset documents for the files in seed/images, built from the committed manifest.
 * The id follows Sanity's own scheme (`image-<sha1>-<w>x<h>-<ext>`), which is what
 * `client.assets.upload` returns for the same bytes, so fixture references stay valid after
 * seeding a hosted dataset.
 */

const mimeTypes: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }

const extensionOf = (file: string) => file.slice(file.lastIndexOf('.') + 1)

type Entry = (typeof manifest)[number]

export const assetId = ({ file, sha1, width, height }: Entry) => `image-${sha1}-${width}x${height}-${extensionOf(file)}`

/** The name the lake gives an upload of the same bytes (`<sha1>-WxH.ext`), under which the seed stores it. */
export const uploadName = ({ file, sha1, width, height }: Entry) => `${sha1}-${width}x${height}.${extensionOf(file)}`

/** Each seed image's file, and the name it has among the lake's uploads. */
export const seedImageFiles = manifest.map((entry) => ({
  file: fileURLToPath(new URL(`images/${entry.file}`, import.meta.url)),
  uploadName: uploadName(entry),
}))

export const imageAssetDocuments: FixtureDocument[] = manifest.map((entry) => ({
  _id: assetId(entry),
  _type: 'sanity.imageAsset',
  // Loaded into the lake as uploads are (seed/lake.ts), which the site serves under /media.
  url: `/media/${uploadName(entry)}`,
  originalFilename: entry.file,
  extension: extensionOf(entry.file),
  mimeType: mimeTypes[extensionOf(entry.file)] ?? 'application/octet-stream',
  size: entry.size,
  sha1hash: entry.sha1,
  metadata: {
    _type: 'sanity.imageMetadata',
    dimensions: {
      _type: 'sanity.imageDimensions',
      width: entry.width,
      height: entry.height,
      aspectRatio: entry.width / entry.height,
    },
  },
}))

export function imageRef(file: string) {
  const entry = manifest.find((candidate) => candidate.file === file)
  if (!entry) throw new Error(`seed/images/manifest.json has no ${file}; run npx tsx seed/images/manifest.ts`)
  return { _type: 'reference' as const, _ref: assetId(entry) }
}

/** An `imageWithAlt` value pointing at one of the seed images. */
export const imageWithAlt = (file: string, alt: Pair) => ({
  _type: 'imageWithAlt',
  asset: imageRef(file),
  alt: ls(...alt),
})
