import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { list } from 'tar'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixtureDocuments } from '../../../seed/fixtures'
import { readArchive, writeArchive } from './archive'
import { readAssetFile } from './assets'

const seedImages = path.resolve('seed/images')
const readImage = (asset: { url?: unknown; _id: string; _type: string }) => readAssetFile(asset, [seedImages])
const assets = fixtureDocuments.filter((document) => document._type === 'sanity.imageAsset')
const content = fixtureDocuments.filter((document) => document._type !== 'sanity.imageAsset')

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'archive-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe("Sanity's export format", () => {
  it('lays the archive out as sanity dataset export does', async () => {
    const file = path.join(dir, 'out.tar.gz')
    const written = await writeArchive(file, { dataset: 'production', documents: fixtureDocuments, readImage })
    expect(written).toEqual({ documents: content.length, images: assets.length })

    const entries: string[] = []
    await list({ file, onReadEntry: (entry) => entries.push(entry.path) })
    const [folder] = entries[0]!.split('/')
    expect(folder).toMatch(/^production-export-\d{4}-/)
    expect(entries).toEqual(expect.arrayContaining([`${folder}/data.ndjson`, `${folder}/assets.json`]))
    const images = entries.filter((entry) => /\/images\/[0-9a-f]{40}-\d+x\d+\.webp$/.test(entry))
    expect(images).toHaveLength(assets.length)
  })

  it('writes image fields as _sanityAsset files and reads them back as references', async () => {
    const file = path.join(dir, 'out.tar.gz')
    const founder = fixtureDocuments.find((document) => document._id === 'aboutPage')!
    await writeArchive(file, { dataset: 'production', documents: [founder, ...assets], readImage })

    const { documents, images } = await readArchive(file)
    expect(documents).toEqual([founder])
    expect(images.map((image) => image.originalFilename).sort()).toEqual(
      assets.map((asset) => asset.originalFilename).sort(),
    )
    const original = await readFile(path.join(seedImages, 'founder.webp'))
    expect(images.find((image) => image.originalFilename === 'founder.webp')?.bytes.equals(original)).toBe(true)
  })

  it('rewrites references in the ndjson lines', async () => {
    const file = path.join(dir, 'out.tar.gz')
    const founder = fixtureDocuments.find((document) => document._id === 'aboutPage')!
    await writeArchive(file, { dataset: 'production', documents: [founder, ...assets], readImage })
    let ndjson = ''
    await list({
      file,
      onReadEntry: (entry) => {
        if (entry.path.endsWith('data.ndjson')) entry.on('data', (chunk: Buffer) => (ndjson += chunk.toString()))
        else entry.resume()
      },
    })
    expect(ndjson).toMatch(/"_sanityAsset":"image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.webp"/)
    expect(ndjson).not.toContain('"_ref":"image-')
    expect(ndjson.trim().split('\n')).toHaveLength(1)
  })
})
