import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paramsKey, type ImageParams } from './image-params'
import { transformImage } from './image-transform'

/** The folder beside the lake's uploads where transformed images are kept (DATA_DIR/lake/image-cache). */
export const imageCacheDir = (lakeDir: string) => path.join(lakeDir, 'image-cache')

/**
 * `transformImage` with a disk cache: each original (by its bytes) and set of parameters is
 * encoded once, then read back, so a replaced file never answers from a stale entry. Written to a
 * temporary name and renamed, so the site and the lake may share the folder.
 */
export async function cachedTransform(cacheDir: string, bytes: Buffer, params: ImageParams) {
  const key = createHash('sha1').update(bytes).update(paramsKey(params)).digest('hex')
  const cached = path.join(cacheDir, key)
  const meta = `${cached}.type`
  try {
    return { bytes: await readFile(cached), mimeType: await readFile(meta, 'utf8') }
  } catch {
    // Not made yet.
  }
  const result = await transformImage(bytes, params)
  await mkdir(cacheDir, { recursive: true })
  const temp = `${cached}.${process.pid}.tmp`
  await writeFile(`${meta}.${process.pid}.tmp`, result.mimeType)
  await rename(`${meta}.${process.pid}.tmp`, meta)
  await writeFile(temp, result.bytes)
  await rename(temp, cached)
  return result
}
