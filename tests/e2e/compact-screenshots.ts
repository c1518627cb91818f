import { readdir, readFile, writeFile } from 'node:fs/promises'
import sharp from 'sharp'

/**
 * Re-encodes the approved screenshots of visual.spec.ts at the WebP encoder's highest effort: the
 * same pixels, losslessly, in about a quarter of the bytes Chromium writes. Run after
 * `--update-snapshots` (`npm run test:visual:update` does both); a file it cannot shrink stays.
 */
const folder = new URL('./visual.spec.ts-snapshots/', import.meta.url)

let before = 0
let after = 0
for (const name of await readdir(folder)) {
  if (!name.endsWith('.webp')) continue
  const file = new URL(name, folder)
  const original = await readFile(file)
  const compact = await sharp(original).webp({ lossless: true, effort: 6 }).toBuffer()
  const pixels = (image: Buffer) => sharp(image).raw().toBuffer()
  if (!(await pixels(original)).equals(await pixels(compact)))
    throw new Error(`${name}: re-encoding changed its pixels`)
  const kept = compact.length < original.length ? compact : original
  if (kept === compact) await writeFile(file, compact)
  before += original.length
  after += kept.length
}
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1)
console.log(`approved screenshots: ${megabytes(before)} MB → ${megabytes(after)} MB`)
