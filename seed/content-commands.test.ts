import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSchema } from 'sanity'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { schemaTypes } from '../schemas'
import { sourceDigest } from '../schemas/lib/source-digest'
import { fixtureDocuments } from './fixtures'
import { translationStatus, type SchemaNode } from '../studio/translations/translation-status'
import { loadContentEnv } from 'shared/content-env'
import { lakeDir, lakeOptions } from 'shared/lake'
import { exportContent, lakeFilesDir, type LakeDocument, openLocalContent, startLake } from 'content-lake'
import { isAsset, isSystemDocument, writeArchive } from 'content-lake/testing'
import { seedImageFiles } from './assets'
import { importCommand, restoreCommand } from './content-commands'
import { seedUnedited } from './lake'

// A 1×1 PNG that no fixture has: an editor's upload.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const secret = { _id: 'drafts.sanity-preview-url-secret.x7f2k', _type: 'sanity.previewUrlSecret', secret: 'abc' }
const fail = (message: string): never => {
  throw new Error(message)
}

let work: string
const closing: (() => Promise<void>)[] = []
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'content-commands-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(closing.splice(0).map((close) => close()))
  await rm(work, { recursive: true, force: true })
})

/** A DATA_DIR of its own; on port 1 there is never a lake, so the commands work on its files. */
const envIn = (name: string, port = 1) => loadContentEnv({ DATA_DIR: path.join(work, name), LAKE_PORT: String(port) })
const contentOf = (env: ReturnType<typeof envIn>) => openLocalContent(lakeOptions(env))
/** DATA_DIR `name` as `npm start` leaves it on a new machine: the seed's fixtures and images. */
async function seededIn(name: string) {
  const env = envIn(name)
  await seedUnedited(env, () => {})
  return env
}

/** The site's lake on a seeded DATA_DIR `name`, running, with the commands' environment pointing at it. */
async function runningLakeIn(name: string) {
  await seededIn(name)
  const lake = await startLake({ ...lakeOptions(envIn(name, 0)), studioDir: undefined })
  closing.push(lake.close)
  return envIn(name, lake.port)
}

/** Content as compared: no system documents, nor what every write sets anew (revision, timestamps). */
const bookkeeping = new Set(['_rev', '_createdAt', '_updatedAt'])
const dataset = (documents: LakeDocument[]) =>
  Object.fromEntries(
    documents
      .filter((document) => !isSystemDocument(document))
      .map((document) => [
        document._id,
        Object.fromEntries(Object.entries(document).filter(([key]) => !bookkeeping.has(key))),
      ]),
  )
/**
 * The same in another DATA_DIR: there each image is an upload of the same bytes (same id and file
 * name), stored under its own path.
 */
const moved = (documents: LakeDocument[]) =>
  dataset(
    documents.map((document) =>
      isAsset(document)
        ? { _id: document._id, _type: document._type, originalFilename: document.originalFilename }
        : document,
    ),
  )

/** A seeded machine whose editors removed one FAQ, exported: what a new machine is given. */
async function exportedFromOldMachine() {
  const content = await contentOf(await seededIn('old-machine'))
  await content.mutate([{ delete: { id: 'faq-home-2' } }])
  const file = path.join(work, 'site.tar.gz')
  await exportContent(content, file, 'production')
  return { content, file }
}

describe('npm run content:restore', () => {
  it('gives back the dataset exactly as exported: documents, drafts and images editors removed or added since', async () => {
    const env = await runningLakeIn('site')
    const content = await contentOf(env)
    const file = path.join(work, 'site.tar.gz')
    await exportContent(content, file, 'production')
    const exported = dataset(await content.documents())

    await content.upload(png, 'new-founder.png')
    await content.mutate([
      // Unpublished: the published version goes, a draft stays.
      { delete: { id: 'testimonial-2' } },
      {
        create: {
          ...fixtureDocuments.find((document) => document._id === 'testimonial-2')!,
          _id: 'drafts.testimonial-2',
        },
      },
      { delete: { id: 'faq-home-2' } },
      { patch: { id: 'testimonial-1', set: { name: 'Otra persona' } } },
      { create: { _id: 'drafts.service-chatbots', _type: 'service', key: 'chatbots' } },
      { create: secret },
    ])
    const edited = await content.documents()

    // No terminal to ask on (as here): it refuses, says how to go on, and changes nothing.
    await expect(restoreCommand(env, file, { yes: false, fail })).rejects.toThrow(
      `npm run content:restore -- --yes ${file}`,
    )
    expect(dataset(await content.documents())).toEqual(dataset(edited))

    await restoreCommand(env, file, { yes: true, fail })
    expect(console.log).toHaveBeenCalledWith(
      [
        `Restoring ${file}: 2 added, 1 changed, 3 removed.`,
        '  2 documents added: faq-home-2, testimonial-2',
        '  1 document changed: testimonial-1',
        '  2 drafts removed: service-chatbots, testimonial-2',
        '  1 image removed: new-founder.png',
      ].join('\n'),
    )
    const restored = await content.documents()
    expect(dataset(restored)).toEqual(exported)
    // The Presentation tool's preview secret is not content: it stays.
    expect(restored.find((document) => document._id === secret._id)).toMatchObject(secret)
    // The removed image's file went with it, so neither the lake nor the site's /media serves it.
    expect((await readdir(lakeFilesDir(lakeDir(env)))).sort()).toEqual(
      seedImageFiles.map(({ uploadName }) => uploadName).sort(),
    )

    // What it replaced is backed up first, the upload included.
    const [backup] = await readdir(path.join(env.dataDir, 'backups'))
    const target = envIn('elsewhere')
    await restoreCommand(target, path.join(env.dataDir, 'backups', backup!), { yes: false, fail })
    expect(moved(await (await contentOf(target)).documents())).toEqual(moved(edited))

    vi.mocked(console.log).mockClear()
    await restoreCommand(env, file, { yes: false, fail })
    expect(console.log).toHaveBeenCalledWith('The content already matches the backup.')
  })

  it('into a fresh DATA_DIR holds only the backup, without asking (it replaces nothing)', async () => {
    const { content, file } = await exportedFromOldMachine()

    const target = envIn('new-machine')
    await restoreCommand(target, file, { yes: false, fail })
    expect(moved(await (await contentOf(target)).documents())).toEqual(moved(await content.documents()))
    await expect(readdir(path.join(target.dataDir, 'backups'))).rejects.toThrow('ENOENT')
  })
})

describe('npm run content:import', () => {
  it('merges: documents the file holds are created or replaced, the others kept, after a backup', async () => {
    const env = await seededIn('site')
    const content = await contentOf(env)
    const file = path.join(work, 'site.tar.gz')
    await exportContent(content, file, 'production')
    await content.mutate([
      { patch: { id: 'testimonial-1', set: { name: 'Otra persona' } } },
      { create: { _id: 'testimonial-9', _type: 'testimonial', name: 'Nueva' } },
    ])

    await importCommand(env, file)
    const after = await (await contentOf(env)).documents()
    expect(after.find((document) => document._id === 'testimonial-1')).toMatchObject({ name: 'Karla Menjívar' })
    expect(after.find((document) => document._id === 'testimonial-9')).toMatchObject({ name: 'Nueva' })
    expect(await readdir(path.join(env.dataDir, 'backups'))).toHaveLength(1)
  })

  it('into a fresh DATA_DIR holds only the file’s documents, no fixtures underneath', async () => {
    const { content, file } = await exportedFromOldMachine()

    const target = envIn('new-machine')
    await importCommand(target, file)
    const imported = await (await contentOf(target)).documents()
    expect(imported.find((document) => document._id === 'faq-home-2')).toBeUndefined()
    expect(moved(imported)).toEqual(moved(await content.documents()))
  })
})

describe('the English digests an import or restore records', () => {
  const schema = createSchema({ name: 'test', types: schemaTypes })
  const status = (document: LakeDocument) =>
    translationStatus(document, schema.get(document._type) as unknown as SchemaNode, 'en')
  type Testimonial = LakeDocument & { text: Record<string, unknown> }
  const fixture = (id: string) =>
    structuredClone(fixtureDocuments.find((document) => document._id === id)) as Testimonial
  /** A document as a backup made before digests were kept holds it. */
  const withoutDigests = (document: Testimonial) =>
    JSON.parse(
      JSON.stringify(document, (key, value: unknown) => (key === 'enSource' ? undefined : value)),
    ) as Testimonial

  it.each([
    ['content:import', (env: ReturnType<typeof envIn>, file: string) => importCommand(env, file)],
    [
      'content:restore',
      (env: ReturnType<typeof envIn>, file: string) => restoreCommand(env, file, { yes: true, fail }),
    ],
  ])('%s: records the missing ones, and never replaces one the file holds', async (_command, load) => {
    // The site's English under Spanish an editor changed: written from the old Spanish.
    const stale = withoutDigests(fixture('testimonial-1'))
    stale.text.es = 'Un texto nuevo.'
    // English rewritten since: written from the Spanish beside it.
    const rewritten = withoutDigests(fixture('testimonial-2'))
    rewritten.text = { _type: 'localeText', es: 'Otro texto.', en: 'Another text.' }
    // Known to be outdated: stays so.
    const outdated = fixture('testimonial-3')
    outdated.text.enSource = 'deadbeef'
    const file = path.join(work, 'old-backup.tar.gz')
    await writeArchive(file, {
      dataset: 'production',
      documents: [stale, rewritten, outdated],
      readImage: async () => undefined,
    })

    const env = envIn('site')
    await load(env, file)
    const loaded = new Map((await (await contentOf(env)).documents()).map((document) => [document._id, document]))
    expect(status(loaded.get('testimonial-1')!)).toEqual({ missing: [], outdated: ['Text'] })
    expect(status(loaded.get('testimonial-2')!)).toEqual({ missing: [], outdated: [] })
    expect(loaded.get('testimonial-2')!.text).toMatchObject({ enSource: sourceDigest('Otro texto.') })
    expect(loaded.get('testimonial-3')!.text).toMatchObject({ enSource: 'deadbeef' })
  })
})
