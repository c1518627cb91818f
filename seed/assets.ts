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

export const assetId = ({ file, sha1, width, height }: (typeof manifest)[number]) =>
  `image-${sha1}-${width}x${height}-${extensionOf(file)}`

export const imageAssetDocuments: FixtureDocument[] = manifest.map((entry) => ({
  _id: assetId(entry),
  _type: 'sanity.imageAsset',
  // The site's server serves seed/images under /media when it runs without hosted Sanity.
  url: `/media/${entry.file}`,
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
