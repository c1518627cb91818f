import { readdir, readFile, rm, symlink } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, type TestLake, testLake } from '../testing'

/**
 * A full disk under the lake's folder, made real: the file a write goes to is a link to /dev/full,
 * where every write fails with ENOSPC, as on a disk with no room left.
 */
const fullDisk = (file: string) => symlink('/dev/full', file)

let t: TestLake
beforeEach(async () => {
  t = await testLake([{ _id: 'service-a', _type: 'service', title: 'Antes' }])
})
afterEach(() => t.cleanup())

const snapshotFile = () => path.join(t.dir, 'production.json')
const title = async () => (await t.call('GET', `${api}/data/doc/production/service-a`)).body.documents
const retitle = (text: string) =>
  t.call('POST', `${api}/data/mutate/production`, { mutations: [{ patch: { id: 'service-a', set: { title: text } } }] })

describe('a lake whose disk is full', () => {
  it('refuses a change with a clear answer, changes nothing and leaves no file half-written', async () => {
    await fullDisk(`${snapshotFile()}.${process.pid}.tmp`)
    const refused = await retitle('Después')
    expect(refused.status).toBe(507)
    expect(refused.body.message).toMatch(/^The change was not saved, and nothing changed: the disk is full/)
    expect(await title()).toEqual([expect.objectContaining({ title: 'Antes' })])
    expect((await readdir(t.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])

    // With room again, the same change is saved, and kept across a restart.
    expect((await retitle('Después')).status).toBe(200)
    await t.lake.close()
    t = await testLake([], t.dir)
    expect(await title()).toEqual([expect.objectContaining({ title: 'Después' })])
  })

  it('saves a change whose history cannot be written, and writes the history whole once it can', async () => {
    const historyFile = path.join(t.dir, 'production.history.ndjson')
    await rm(historyFile)
    await fullDisk(historyFile)
    expect((await retitle('Primero')).status).toBe(200)
    await rm(historyFile)
    expect((await retitle('Segundo')).status).toBe(200)
    expect(await title()).toEqual([expect.objectContaining({ title: 'Segundo' })])

    const entries = (await readFile(historyFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { documents: Record<string, { after: { title?: string } | null }> })
    const titles = entries.map(({ documents }) => documents['service-a']?.after?.title)
    expect(titles.slice(-2)).toEqual(['Primero', 'Segundo'])
  })
})
