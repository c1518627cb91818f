import { createHash } from 'node:crypto'
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'
import { LakeError } from './errors'
import { imageInfo } from './image-size'
import { TransactionBuilder } from './mutations'
import { writeFileAtomically } from './persist'
import type { LakeDocument } from './lake-document'
import type { DocumentStore } from './store'

/**
 * Image uploads: the bytes go to `filesDir` under Sanity's asset naming (`<sha1>-<w>x<h>.<ext>`),
 * and an `sanity.imageAsset` document with the same id hosted Sanity would give describes them.
 * Its `url` is the site's `/media/` path, which serves this folder beside the seed images.
 */
export async function uploadImage(
  store: DocumentStore,
  filesDir: string,
  bytes: Buffer,
  { filename, projectId, dataset, author }: { filename?: string; projectId: string; dataset: string; author: string },
): Promise<LakeDocument> {
  const info = await imageInfo(bytes)
  if (!info) throw new LakeError(400, 'validationError', 'The upload is not a GIF, PNG, JPEG, WebP, AVIF or SVG image')
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const name = `${sha1}-${info.width}x${info.height}.${info.extension}`
  const id = `image-${sha1}-${info.width}x${info.height}-${info.extension}`
  const existing = store.get(id)
  if (existing) return existing
  await writeFileAtomically(path.join(filesDir, name), bytes)
  const asset = {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    extension: info.extension,
    mimeType: info.mimeType,
    originalFilename: filename ?? name,
    path: `images/${projectId}/${dataset}/${name}`,
    sha1hash: sha1,
    size: bytes.length,
    url: `/media/${name}`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: info.width,
        height: info.height,
        aspectRatio: info.width / info.height,
      },
    },
  }
  return store.exclusive(async () => {
    const tx = new TransactionBuilder(store, author)
    if (!tx.read(id)) tx.apply({ create: asset })
    await store.commit(tx.transaction())
    return tx.read(id)!
  })
}

/** A file by name from the first of `dirs` that has it. */
export async function readMediaFile(file: string, dirs: readonly string[]): Promise<Buffer | undefined> {
  for (const dir of dirs) {
    const candidate = path.join(dir, path.basename(file))
    try {
      await access(candidate)
      return await readFile(candidate)
    } catch {
      // Not in this folder; try the next one.
    }
  }
  return undefined
}

/** The bytes of an image asset, from the file its `url` names. */
export const readAssetFile = async (asset: LakeDocument, dirs: readonly string[]) =>
  typeof asset.url === 'string' ? readMediaFile(asset.url, dirs) : undefined

/** The file behind `/images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>`, looked up in `mediaDirs`. */
export async function readImage(store: DocumentStore, mediaDirs: readonly string[], name: string) {
  const match = /^([0-9a-f]{40})-(\d+x\d+)\.(\w+)$/.exec(name)
  const asset = match && store.get(`image-${match[1]}-${match[2]}-${match[3]}`)
  if (!asset) return undefined
  const bytes = await readAssetFile(asset, mediaDirs)
  return bytes && { bytes, mimeType: String(asset.mimeType ?? 'application/octet-stream') }
}
