import path from 'node:path'
import { assetOfFile, readArchive, writeArchive, type ArchiveImage } from './archive'
import { contentDiff, type ContentDiff } from './content-diff'
import type { LocalContent } from './local-content'
import type { SanityMutation } from './mutations'
import type { LakeDocument } from './lake-document'
import { isSystemDocument } from './system-documents'

/**
 * Moving the lake's content in and out in Sanity's export format (archive.ts): what
 * `npm run content:export`, `content:import`, `content:restore` and the seed's backup do. An
 * archive written here loads into hosted Sanity with `sanity dataset import`, and one that
 * `sanity dataset export` wrote loads here.
 */

/** Where backups go: `DATA_DIR/backups`, beside (not inside) the lake's own folder. */
export const backupsDir = (dataDir: string) => path.resolve(dataDir, 'backups')

export async function exportContent(content: LocalContent, file: string, dataset: string) {
  return writeArchive(file, { dataset, documents: await content.documents(), readImage: content.readImage })
}

/** Writes everything the lake holds to `<dir>/<timestamp>.tar.gz`, and returns the file. */
export async function backUp(content: LocalContent, dir: string, dataset: string): Promise<string> {
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`)
  await exportContent(content, file, dataset)
  return file
}

/**
 * What the caller adds to an archive's documents before they are loaded, such as derived fields
 * the archive may lack. The lake itself loads them as they are.
 */
export type AdaptDocuments = (documents: readonly LakeDocument[]) => LakeDocument[]

const asTheyAre: AdaptDocuments = (documents) => [...documents]

const uploadImage = (content: LocalContent, image: ArchiveImage) =>
  content.upload(image.bytes, image.originalFilename ?? image.file)

/**
 * Loads an archive as `sanity dataset import --replace` does: its images are uploaded, then every
 * document is created or replaced under its id (after `adapt`), in one transaction. Documents the
 * archive does not have are kept.
 */
export async function importContent(content: LocalContent, file: string, adapt = asTheyAre) {
  const { documents, images } = await readArchive(file)
  for (const image of images) await uploadImage(content, image)
  const loaded = adapt(documents)
  if (loaded.length > 0) await content.mutate(loaded.map((document) => ({ createOrReplace: document })))
  return { documents: documents.length, images: images.length }
}

/** What restoring an archive does to the lake: the diff to show, and what it writes. */
export type RestorePlan = { diff: ContentDiff; documents: LakeDocument[]; images: ArchiveImage[] }

/**
 * Reads an archive and compares it with the lake's content. The documents are the archive's (after
 * `adapt`); its images stand as the asset documents their upload makes. System documents are not
 * content: none of the lake's is removed.
 */
export async function planRestore(content: LocalContent, file: string, adapt = asTheyAre): Promise<RestorePlan> {
  const { documents, images } = await readArchive(file)
  const restored = adapt(documents)
  const assets = images.map((image) => ({
    _id: assetOfFile(image.file),
    _type: 'sanity.imageAsset',
    originalFilename: image.originalFilename ?? image.file,
  }))
  return { diff: contentDiff(await content.documents(), [...restored, ...assets]), documents: restored, images }
}

/**
 * Makes the lake's content what the archive holds: its missing images uploaded, then one
 * transaction creating or replacing each document that is new or differs (and any system document
 * the archive holds) and deleting every document, draft and image asset it does not hold.
 */
export async function restoreContent(content: LocalContent, { diff, documents, images }: RestorePlan) {
  const added = new Set(diff.added.map((entry) => entry.id))
  for (const image of images) if (added.has(assetOfFile(image.file))) await uploadImage(content, image)
  const written = new Set([...diff.added, ...diff.changed].map((entry) => entry.id))
  const mutations: SanityMutation[] = [
    ...documents
      .filter((document) => written.has(document._id) || isSystemDocument(document))
      .map((document) => ({ createOrReplace: document })),
    ...diff.removed.map((entry) => ({ delete: { id: entry.id } })),
  ]
  if (mutations.length > 0) await content.mutate(mutations)
}
