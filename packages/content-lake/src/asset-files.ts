import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { LakeDocument } from './lake-document'

type Removal = { before: LakeDocument | null; after: LakeDocument | null }

/**
 * Deletes the upload files of the image assets a transaction deleted, as Sanity deletes an asset's
 * file with its document: afterwards `/media/<file>` and `/images/…` answer 404, on the lake and on
 * the site. Only files in `filesDir` (the uploads) go; the fixtures' own images are not the lake's.
 */
export async function deleteRemovedAssetFiles(changes: readonly Removal[], filesDir: string) {
  const removed = changes.filter(({ before, after }) => after === null && before?._type === 'sanity.imageAsset')
  for (const { before } of removed) {
    if (typeof before!.url === 'string') await rm(path.join(filesDir, path.basename(before!.url)), { force: true })
  }
}
