import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lakeOptions } from '../web/server/content'
import { loadEnv } from '../web/server/env.server'
import { startLake } from 'content-lake'
import { DocumentStore, mutate, readArchive } from 'content-lake/testing'
import { seedLake } from './lake'

const fail = (message: string): never => {
  throw new Error(message)
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'seed-test-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dataDir, { recursive: true, force: true })
})

/** This test's DATA_DIR; on port 1 there is never a lake, so the seed writes the file itself. */
const envWith = (port: number) => loadEnv({ DATA_DIR: dataDir, LAKE_PORT: String(port) })

async function editTestimonial(store: DocumentStore) {
  await store.exclusive(() =>
    store.commit({
      id: 'edit',
      timestamp: new Date().toISOString(),
      author: 'p-local',
      changes: [
        { id: 'testimonial-1', before: null, after: { _id: 'testimonial-1', _type: 'testimonial' }, mutations: [] },
      ],
    }),
  )
}

describe('npm run seed into the lake', () => {
  it("loads the fixtures, and refuses to replace editors' changes without --force", async () => {
    const env = envWith(1)
    await seedLake(env, { force: false, fail })
    const file = path.join(lakeOptions(env).dir, 'production.json')
    await editTestimonial(await DocumentStore.open(file, lakeOptions(env).documents))

    // No terminal to ask on (as here): it refuses and says how to force.
    await expect(seedLake(env, { force: false, fail })).rejects.toThrow('npm run seed -- --force')
    await seedLake(env, { force: true, fail })
    const store = await DocumentStore.open(file, lakeOptions(env).documents)
    expect(store.edited).toBe(false)
    expect(store.get('testimonial-1')).toHaveProperty('name')
  })

  it('says what it changes and backs up the content it replaces', async () => {
    const env = envWith(1)
    const log = vi.mocked(console.log)
    await seedLake(env, { force: false, fail })
    expect(log).toHaveBeenCalledWith('The content already matches the fixtures.')
    const file = path.join(lakeOptions(env).dir, 'production.json')
    await editTestimonial(await DocumentStore.open(file, lakeOptions(env).documents))

    await seedLake(env, { force: true, fail })
    expect(log).toHaveBeenCalledWith(
      'Loading the fixtures: 0 added, 1 changed, 0 removed.\n  1 document changed: testimonial-1',
    )
    const backups = path.join(dataDir, 'backups')
    const [backup] = await readdir(backups)
    const { documents, images } = await readArchive(path.join(backups, backup!))
    // The editor's version, as it was before the seed replaced it.
    expect(documents.find((document) => document._id === 'testimonial-1')).not.toHaveProperty('name')
    expect(images.length).toBeGreaterThan(0)
  })

  it("neither lists nor removes the Presentation tool's preview secrets: they are not content", async () => {
    const env = envWith(1)
    const log = vi.mocked(console.log)
    await seedLake(env, { force: false, fail })
    const file = path.join(lakeOptions(env).dir, 'production.json')
    const store = await DocumentStore.open(file, lakeOptions(env).documents)
    const secret = { _id: 'drafts.sanity-preview-url-secret.x7f2k', _type: 'sanity.previewUrlSecret', secret: 'abc' }
    await mutate(store, [{ create: secret }, { delete: { id: 'faq-home-2' } }], 'p-local')

    await seedLake(env, { force: true, fail })
    expect(log).toHaveBeenCalledWith(
      'Loading the fixtures: 1 added, 0 changed, 0 removed.\n  1 document added: faq-home-2',
    )
    const seeded = await DocumentStore.open(file, lakeOptions(env).documents)
    expect(seeded.get(secret._id)).toMatchObject(secret)
    expect(seeded.get('faq-home-2')).not.toBeNull()
  })

  it('goes through the running lake when there is one', async () => {
    const options = lakeOptions(envWith(0))
    const lake = await startLake({ ...options, studioDir: undefined })
    try {
      await editTestimonial(lake.store)
      await expect(seedLake(envWith(lake.port), { force: false, fail })).rejects.toThrow('--force')
      await seedLake(envWith(lake.port), { force: true, fail })
      expect(lake.store.edited).toBe(false)
      expect(lake.store.get('testimonial-1')).toHaveProperty('name')
    } finally {
      await lake.close()
    }
  })
})
