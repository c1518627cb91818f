import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Writes manifest.json for the images in this folder: `npx tsx seed/images/manifest.ts`.
 * The seed's asset documents are built from the manifest, so neither the site nor the tests
 * need an image library; the test in seed/assets.test.ts keeps the manifest honest.
 */

export type ManifestEntry = { file: string; width: number; height: number; sha1: string; size: number }

export const imagesDir = fileURLToPath(new URL('.', import.meta.url))
const manifestPath = fileURLToPath(new URL('manifest.json', import.meta.url))

/** Reads width and height from a WebP header (lossy, lossless or extended). */
export function webpDimensions(bytes: Buffer): { width: number; height: number } {
  const tag = (offset: number) => bytes.toString('ascii', offset, offset + 4)
  if (tag(0) !== 'RIFF' || tag(8) !== 'WEBP') throw new Error('not a WebP file')
  const chunk = tag(12)
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
  }
  if (chunk === 'VP8 ') {
    if (bytes.readUIntBE(23, 3) !== 0x9d012a) throw new Error('bad VP8 start code')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) throw new Error('bad VP8L signature')
    const bits = bytes.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  throw new Error(`unknown WebP chunk ${chunk}`)
}

export function describeImage(file: string): ManifestEntry {
  const bytes = readFileSync(new URL(file, new URL('.', import.meta.url)))
  return {
    file,
    ...webpDimensions(bytes),
    sha1: createHash('sha1').update(bytes).digest('hex'),
    size: bytes.length,
  }
}

export const imageFiles = () =>
  readdirSync(imagesDir)
    .filter((name) => name.endsWith('.webp'))
    .sort()

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const entries = imageFiles().map(describeImage)
  writeFileSync(manifestPath, `${JSON.stringify(entries, null, 2)}\n`)
  for (const entry of entries) console.log(`${entry.file}  ${entry.width}x${entry.height}  ${entry.size} B`)
}
