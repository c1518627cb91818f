import sharp from 'sharp'

/** What names an uploaded image like Sanity does (`image-<sha1>-<w>x<h>-<ext>`). */
export type ImageInfo = { width: number; height: number; extension: string; mimeType: string }

/** The formats Sanity accepts as images, by sharp's name for them. */
const accepted: Record<string, { extension: string; mimeType: string }> = {
  jpeg: { extension: 'jpg', mimeType: 'image/jpeg' },
  png: { extension: 'png', mimeType: 'image/png' },
  webp: { extension: 'webp', mimeType: 'image/webp' },
  gif: { extension: 'gif', mimeType: 'image/gif' },
  svg: { extension: 'svg', mimeType: 'image/svg+xml' },
  avif: { extension: 'avif', mimeType: 'image/avif' },
}

/** Width, height and format of a GIF, PNG, JPEG, WebP, AVIF or SVG image; undefined for anything else. */
export async function imageInfo(bytes: Buffer): Promise<ImageInfo | undefined> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  if (!metadata?.width || !metadata.height) return undefined
  // AVIF is HEIF with AV1 inside; other HEIF (iPhone photos) is not accepted, as on Sanity.
  const name = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format
  const format = accepted[name ?? '']
  if (!format) return undefined
  // An animated image's height is of one frame.
  return { width: metadata.width, height: metadata.pageHeight ?? metadata.height, ...format }
}
