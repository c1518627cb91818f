import { access, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { backUp, exportContent, importContent, planRestore, restoreContent } from './content-transfer'
import { lakeFilesDir } from './lake'
import { openLocalContent } from './local-content'
import type { LakeDocument } from './lake-document'
import { testLake, type TestLake } from '../testing/test-lake'

// A 1×1 PNG: an editor's upload.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const fixtures: LakeDocument[] = [
  { _id: 'aboutPage', _type: 'aboutPage', title: 'Sobre nosotros' },
  { _id: 'testimonial-1', _type: 'testimonial', name: 'Luis' },
]

let work: string
const lakes: TestLake[] = []
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'transfer-test-'))
})
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.cleanup()))
  await rm(work, { recursive: true, force: true })
})

async function lakeWith(documents = fixtures) {
  const lake = await testLake(documents)
  lakes.push(lake)
  const options = { documents, dataset: 'production', port: lake.lake.port, dir: lake.dir }
  return { ...lake, content: await openLocalContent(options) }
}

/** What an import writes anew (revision, timestamps) is left out of the comparison. */
const bookkeeping = new Set(['_rev', '_createdAt', '_updatedAt'])
const withoutBookkeeping = (document: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !bookkeeping.has(key)))

describe('content export and import', () => {
  it('carries documents, drafts and uploaded images from one lake to another', async () => {
    const source = await lakeWith()
    await source.content.upload(png, 'new-founder.png')
    const [asset] = (await source.content.documents()).filter((doc) => doc.originalFilename === 'new-founder.png')
    await source.content.mutate([
      { create: { _id: 'drafts.testimonial-9', _type: 'testimonial', name: 'Ana' } },
      {
        patch: { id: 'aboutPage', set: { photo: { _type: 'image', asset: { _type: 'reference', _ref: asset!._id } } } },
      },
    ])
    const file = path.join(work, 'content.tar.gz')
    expect(await exportContent(source.content, file, 'production')).toMatchObject({ documents: 3, images: 1 })

    const target = await lakeWith([])
    expect(await importContent(target.content, file)).toEqual({ documents: 3, images: 1 })

    const [before, after] = [await source.content.documents(), await target.content.documents()]
    const byId = (documents: typeof before) =>
      Object.fromEntries(documents.map((document) => [document._id, withoutBookkeeping(document)]))
    const content = (documents: typeof before) => documents.filter((document) => !document._type.startsWith('sanity.'))
    expect(byId(content(after))).toEqual(byId(content(before)))
    // The upload made the same asset id from the same bytes, and the lake serves its file.
    const photo = target.lake.store.get(asset!._id)
    expect(photo).toMatchObject({ originalFilename: 'new-founder.png' })
    expect((await target.content.readImage(photo!))?.equals(png)).toBe(true)
  })

  it("loads the archive's documents as the caller adapts them", async () => {
    const source = await lakeWith()
    const file = path.join(work, 'content.tar.gz')
    await exportContent(source.content, file, 'production')
    const target = await lakeWith([])
    const mark = (documents: readonly LakeDocument[]) => documents.map((document) => ({ ...document, marked: true }))
    await importContent(target.content, file, mark)
    expect(target.lake.store.get('testimonial-1')).toMatchObject({ name: 'Luis', marked: true })
  })

  it('backs up into a timestamped archive in the given folder', async () => {
    const lake = await lakeWith()
    const file = await backUp(lake.content, path.join(work, 'backups'), 'production')
    expect(await readdir(path.join(work, 'backups'))).toEqual([path.basename(file)])
    expect(path.basename(file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/)
  })
})

describe('content restore', () => {
  it('deletes the files of the images it removes: they are no longer served', async () => {
    const lake = await lakeWith()
    const file = path.join(work, 'before-upload.tar.gz')
    await exportContent(lake.content, file, 'production')
    await lake.content.upload(png, 'later.png')
    const asset = (await lake.content.documents()).find((doc) => doc.originalFilename === 'later.png')!
    const name = path.basename(String(asset.url))
    const served = (route: string) => fetch(`${lake.lake.url}${route}`).then((response) => response.status)
    const routes = [`/media/${name}`, `/media/${name}?w=1`, `/images/local/production/${name}?w=1&fm=webp`]
    expect(await Promise.all(routes.map(served))).toEqual([200, 200, 200])

    const plan = await planRestore(lake.content, file)
    expect(plan.diff.removed.map(({ id }) => id)).toEqual([asset._id])
    await restoreContent(lake.content, plan)

    expect(lake.lake.store.get(asset._id)).toBeNull()
    expect(await Promise.all(routes.map(served))).toEqual([404, 404, 404])
    await expect(access(path.join(lakeFilesDir(lake.dir), name))).rejects.toThrow()
  })
})
