import path from 'node:path'
import { readArchive, writeArchive } from './archive'
import type { LocalContent } from './local-content'

/**
 * Moving the lake's content in and out in Sanity's export format (archive.ts): what
 * `npm run content:export` / `content:import` and the seed's backup do. An archive written here
 * loads into hosted Sanity with `sanity dataset import`, and one that `sanity dataset export` wrote
 * loads here.
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
 * Loads an archive as `sanity dataset import --replace` does: its images are uploaded, then every
 * document is created or replaced under its id, in one transaction. Documents the archive does not
 * have are kept.
 */
export async function importContent(content: LocalContent, file: string) {
  const { documents, images } = await readArchive(file)
  for (const image of images) await content.upload(image.bytes, image.originalFilename ?? image.file)
  if (documents.length > 0) await content.mutate(documents.map((document) => ({ createOrReplace: document })))
  return { documents: documents.length, images: images.length }
}
