import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { create, extract } from 'tar'
import type { LakeDocument } from './lake-document'
import { isAsset, isSystemDocument } from './system-documents'

/**
 * Sanity's dataset export format, as `sanity dataset export` writes it and `sanity dataset import`
 * reads it: a gzipped tar with one folder holding `data.ndjson` (one document a line), `images/`
 * (each image as `<sha1>-<w>x<h>.<ext>`) and `assets.json` (each image's metadata). Image asset
 * documents are not lines of their own: a field that pointed at one holds
 * `_sanityAsset: "image@file://./images/<file>"` instead of `asset`, and the import uploads the file.
 * System documents (preview secrets) are not content and are not exported.
 */

export type ArchiveImage = { file: string; bytes: Buffer; originalFilename?: string }
export type Archive = { documents: LakeDocument[]; images: ArchiveImage[] }

const imageRef = /^image-([0-9a-f]{40})-(\d+x\d+)-(\w+)$/
const imageFile = /^([0-9a-f]{40})-(\d+x\d+)\.(\w+)$/
const sanityAsset = /^image@file:\/\/\.\/images\/(.+)$/

/** `image-<sha1>-<w>x<h>-<ext>` and `<sha1>-<w>x<h>.<ext>`, both ways. */
export const fileOfAsset = (id: string) => id.replace(imageRef, '$1-$2.$3')
export const assetOfFile = (file: string) => file.replace(imageFile, 'image-$1-$2-$3')

/** What assets.json keeps of an asset document: everything the upload does not derive again. */
const derived = new Set(['_id', '_type', 'assetId', 'extension', 'mimeType', 'path', 'uploadId', 'url'])

/** Replaces every `asset` reference to an image by its file (`toFile`) or a file by the reference. */
function rewrite(value: unknown, toFile: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, toFile))
  if (!value || typeof value !== 'object') return value
  const { asset, _sanityAsset, ...rest } = value as Record<string, unknown>
  const entries = Object.entries(rest).map(([key, item]) => [key, rewrite(item, toFile)])
  const ref = (asset as { _ref?: unknown } | undefined)?._ref
  if (toFile && typeof ref === 'string' && imageRef.test(ref)) {
    return { _sanityAsset: `image@file://./images/${fileOfAsset(ref)}`, ...Object.fromEntries(entries) }
  }
  const file = typeof _sanityAsset === 'string' ? sanityAsset.exec(_sanityAsset)?.[1] : undefined
  if (!toFile && file) {
    return { ...Object.fromEntries(entries), asset: { _type: 'reference', _ref: assetOfFile(file) } }
  }
  return {
    ...Object.fromEntries(entries),
    ...(asset === undefined ? {} : { asset: rewrite(asset, toFile) }),
    ...(_sanityAsset === undefined ? {} : { _sanityAsset }),
  }
}

/**
 * Writes `documents` to `file` in the export format. `readImage` returns an asset document's bytes;
 * an image whose bytes are gone is left out, and its references with it (as Sanity's export does).
 */
export async function writeArchive(
  file: string,
  {
    dataset,
    documents,
    readImage,
  }: {
    dataset: string
    documents: readonly LakeDocument[]
    readImage: (asset: LakeDocument) => Promise<Buffer | undefined>
  },
): Promise<{ documents: number; images: number }> {
  const work = await mkdtemp(path.join(tmpdir(), 'lake-export-'))
  try {
    const folder = `${dataset}-export-${new Date()
      .toISOString()
      .replace(/[^0-9a-z]/gi, '-')
      .toLowerCase()}`
    await mkdir(path.join(work, folder, 'images'), { recursive: true })
    await mkdir(path.join(work, folder, 'files'), { recursive: true })
    const metadata: Record<string, unknown> = {}
    const assets = documents.filter((document) => document._type === 'sanity.imageAsset')
    for (const asset of assets) {
      const bytes = await readImage(asset)
      if (!bytes) continue
      await writeFile(path.join(work, folder, 'images', fileOfAsset(asset._id)), bytes)
      metadata[asset._id.replace(imageRef, 'image-$1')] = Object.fromEntries(
        Object.entries(asset).filter(([key]) => !derived.has(key)),
      )
    }
    const lines = documents
      .filter((document) => !isAsset(document) && !isSystemDocument(document))
      .map((document) => JSON.stringify(rewrite(document, true)))
    await writeFile(path.join(work, folder, 'data.ndjson'), lines.map((line) => `${line}\n`).join(''))
    await writeFile(path.join(work, folder, 'assets.json'), JSON.stringify(metadata))
    await mkdir(path.dirname(file), { recursive: true })
    await create({ gzip: true, file, cwd: work, portable: true }, [folder])
    return { documents: lines.length, images: Object.keys(metadata).length }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Reads an export (ours or hosted Sanity's): documents with image references restored, and the images. */
export async function readArchive(file: string): Promise<Archive> {
  const work = await mkdtemp(path.join(tmpdir(), 'lake-import-'))
  try {
    await extract({ file, cwd: work })
    const [folder] = await readdir(work)
    if (!folder) throw new Error(`${file} is empty`)
    const root = path.join(work, folder)
    const text = await readFile(path.join(root, 'data.ndjson'), 'utf8')
    const documents = text
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => rewrite(JSON.parse(line), false) as LakeDocument)
    const metadata = JSON.parse(await readFile(path.join(root, 'assets.json'), 'utf8').catch(() => '{}')) as Record<
      string,
      { originalFilename?: string }
    >
    const names = await readdir(path.join(root, 'images')).catch(() => [] as string[])
    const images = await Promise.all(
      names.map(async (name) => ({
        file: name,
        bytes: await readFile(path.join(root, 'images', name)),
        originalFilename: metadata[`image-${name.split('-')[0]}`]?.originalFilename,
      })),
    )
    return { documents, images }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
