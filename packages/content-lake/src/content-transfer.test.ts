import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixtureDocuments } from '../../../seed/fixtures'
import { backUp, exportContent, importContent } from './content-transfer'
import { openLocalContent } from './local-content'
import { testLake, type TestLake } from './test-lake'

const mediaDirs = [path.resolve('seed/images')]
// A 1×1 PNG that no fixture has: an editor's upload.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let work: string
const lakes: TestLake[] = []
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'transfer-test-'))
})
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.cleanup()))
  await rm(work, { recursive: true, force: true })
})

async function lakeWith(documents = fixtureDocuments) {
  const lake = await testLake(documents, undefined, { mediaDirs })
  lakes.push(lake)
  const options = { documents, dataset: 'production', port: lake.lake.port, dir: lake.dir, mediaDirs }
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
      { patch: { id: 'aboutPage', set: { 'founder.photo.asset._ref': asset!._id } } },
    ])
    const file = path.join(work, 'content.tar.gz')
    expect(await exportContent(source.content, file, 'production')).toMatchObject({ images: 7 })

    const target = await lakeWith([])
    expect(await importContent(target.content, file, fixtureDocuments)).toEqual({
      documents: expect.any(Number),
      images: 7,
    })

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

  it('backs up into a timestamped archive in the given folder', async () => {
    const lake = await lakeWith()
    const file = await backUp(lake.content, path.join(work, 'backups'), 'production')
    expect(await readdir(path.join(work, 'backups'))).toEqual([path.basename(file)])
    expect(path.basename(file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/)
  })
})
