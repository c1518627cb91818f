import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { list } from 'tar'
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest'
import { authorization } from './credential'
import { readArchive, writeArchive } from './archive'
import { readAssetFile } from './assets'
import { lakeFilesDir } from './lake'
import type { LakeDocument } from './lake-document'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
let assets: LakeDocument[]
let founder: LakeDocument
const readImage = (asset: LakeDocument) => readAssetFile(asset, [lakeFilesDir(t.dir)])

/** Two uploads, as an editor makes them, and a page whose photo is the first. */
beforeAll(async () => {
  t = await testLake([])
  assets = []
  for (const [name, background] of [
    ['founder.png', '#c00'],
    ['office.png', '#0c0'],
  ] as const) {
    const bytes = await sharp({ create: { width: 3, height: 2, channels: 3, background } })
      .png()
      .toBuffer()
    const response = await fetch(`${t.lake.url}${api}/assets/images/production?filename=${name}`, {
      method: 'POST',
      headers: authorization(t.lake.token),
      body: new Uint8Array(bytes),
    })
    assets.push(((await response.json()) as { document: LakeDocument }).document)
  }
  founder = {
    _id: 'aboutPage',
    _type: 'aboutPage',
    photo: { _type: 'image', alt: 'Ana', asset: { _type: 'reference', _ref: assets[0]!._id } },
  }
})
afterAll(() => t.cleanup())

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'archive-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe("Sanity's export format", () => {
  it('lays the archive out as sanity dataset export does', async () => {
    const file = path.join(dir, 'out.tar.gz')
    const written = await writeArchive(file, { dataset: 'production', documents: [founder, ...assets], readImage })
    expect(written).toEqual({ documents: 1, images: 2 })

    const entries: string[] = []
    await list({ file, onReadEntry: (entry) => entries.push(entry.path) })
    const [folder] = entries[0]!.split('/')
    expect(folder).toMatch(/^production-export-\d{4}-/)
    expect(entries).toEqual(expect.arrayContaining([`${folder}/data.ndjson`, `${folder}/assets.json`]))
    const images = entries.filter((entry) => /\/images\/[0-9a-f]{40}-\d+x\d+\.png$/.test(entry))
    expect(images).toHaveLength(2)
  })

  it('writes image fields as _sanityAsset files and reads them back as references', async () => {
    const file = path.join(dir, 'out.tar.gz')
    await writeArchive(file, { dataset: 'production', documents: [founder, ...assets], readImage })

    const { documents, images } = await readArchive(file)
    expect(documents).toEqual([founder])
    expect(images.map((image) => image.originalFilename).sort()).toEqual(['founder.png', 'office.png'])
    const original = await readFile(path.join(lakeFilesDir(t.dir), path.basename(String(assets[0]!.url))))
    expect(images.find((image) => image.originalFilename === 'founder.png')?.bytes.equals(original)).toBe(true)
  })

  it('rewrites references in the ndjson lines', async () => {
    const file = path.join(dir, 'out.tar.gz')
    await writeArchive(file, { dataset: 'production', documents: [founder, ...assets], readImage })
    let ndjson = ''
    await list({
      file,
      onReadEntry: (entry) => {
        if (entry.path.endsWith('data.ndjson')) entry.on('data', (chunk: Buffer) => (ndjson += chunk.toString()))
        else entry.resume()
      },
    })
    expect(ndjson).toMatch(/"_sanityAsset":"image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.png"/)
    expect(ndjson).not.toContain('"_ref":"image-')
    expect(ndjson.trim().split('\n')).toHaveLength(1)
  })
})
