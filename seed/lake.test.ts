import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadContentEnv } from 'shared/content-env'
import { lakeDir, lakeOptions } from 'shared/lake'
import { lakeFilesDir, startLake } from 'content-lake'
import { DocumentStore, mutate, readArchive } from 'content-lake/testing'
import { seedImageFiles } from './assets'
import { fixtureLake, seedLake, seedUnedited } from './lake'

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
const envWith = (port: number) => loadContentEnv({ DATA_DIR: dataDir, LAKE_PORT: String(port) })

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
    const file = path.join(fixtureLake(env).dir, 'production.json')
    await editTestimonial(await DocumentStore.open(file, fixtureLake(env).documents))

    // No terminal to ask on (as here): it refuses and says how to force.
    await expect(seedLake(env, { force: false, fail })).rejects.toThrow('npm run seed -- --force')
    await seedLake(env, { force: true, fail })
    const store = await DocumentStore.open(file, fixtureLake(env).documents)
    expect(store.edited).toBe(false)
    expect(store.get('testimonial-1')).toHaveProperty('name')
  })

  it('says what it changes and backs up the content it replaces', async () => {
    const env = envWith(1)
    const log = vi.mocked(console.log)
    await seedLake(env, { force: false, fail })
    expect(log).toHaveBeenCalledWith('The content already matches the fixtures.')
    const file = path.join(fixtureLake(env).dir, 'production.json')
    await editTestimonial(await DocumentStore.open(file, fixtureLake(env).documents))

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
    const file = path.join(fixtureLake(env).dir, 'production.json')
    const store = await DocumentStore.open(file, fixtureLake(env).documents)
    const secret = { _id: 'drafts.sanity-preview-url-secret.x7f2k', _type: 'sanity.previewUrlSecret', secret: 'abc' }
    await mutate(store, [{ create: secret }, { delete: { id: 'faq-home-2' } }], 'p-local')

    await seedLake(env, { force: true, fail })
    expect(log).toHaveBeenCalledWith(
      'Loading the fixtures: 1 added, 0 changed, 0 removed.\n  1 document added: faq-home-2',
    )
    const seeded = await DocumentStore.open(file, fixtureLake(env).documents)
    expect(seeded.get(secret._id)).toMatchObject(secret)
    expect(seeded.get('faq-home-2')).not.toBeNull()
  })

  it('goes through the running lake when there is one', async () => {
    const options = fixtureLake(envWith(0))
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

describe('npm start: the fixtures into a lake no editor changed', () => {
  it('fills the empty lake the site started, through it, with the fixtures and their images', async () => {
    const lake = await startLake({ ...lakeOptions(envWith(0)), studioDir: undefined })
    try {
      expect(lake.store.all()).toEqual([])
      const said: string[] = []
      await seedUnedited(envWith(lake.port), (line) => said.push(line))
      expect(lake.store.get('siteSettings')).not.toBeNull()
      expect(lake.store.edited).toBe(false)
      expect(said).toEqual([expect.stringMatching(/^Loaded the \d+ fixture documents into /)])
      const files = await readdir(lakeFilesDir(lakeDir(envWith(0))))
      expect(files.sort()).toEqual(seedImageFiles.map(({ uploadName }) => uploadName).sort())

      // Run again (the next start): nothing to do, nothing said.
      said.length = 0
      await seedUnedited(envWith(lake.port), (line) => said.push(line))
      expect(said).toEqual([])
    } finally {
      await lake.close()
    }
  })

  it("never replaces editors' changes: it says so and leaves them", async () => {
    const env = envWith(1)
    await seedUnedited(env, () => {})
    const file = path.join(lakeDir(env), 'production.json')
    await editTestimonial(await DocumentStore.open(file, undefined))

    const said: string[] = []
    await seedUnedited(env, (line) => said.push(line))
    expect(said).toEqual([
      expect.stringContaining('editors changed the content, so it stays (npm run seed replaces it)'),
    ])
    const store = await DocumentStore.open(file, undefined)
    expect(store.edited).toBe(true)
    expect(store.get('testimonial-1')).not.toHaveProperty('name')
  })
})
