import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createSchema } from 'sanity'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { schemaTypes } from '../schemas'
import { isEmpty, isLocalized, sourceDigest, type Localized } from '../schemas/lib/source-digest'
import { translationStatus, type SchemaNode } from '../studio/translations/translation-status'
import { fixtureLake } from './lake'
import { loadContentEnv } from 'shared/content-env'
import { type LakeDocument, openLocalContent } from 'content-lake'
import { isSystemDocument } from 'content-lake/testing'
import { seedLake } from './lake'

const schema = createSchema({ name: 'test', types: schemaTypes })
const typeOf = (name: string) => schema.get(name) as unknown as SchemaNode
const fail = (message: string): never => {
  throw new Error(message)
}

/** Every localized object with both Spanish and English in a value, by its path. */
function* translated(value: unknown, at: (string | number)[] = []): Generator<[(string | number)[], Localized]> {
  if (isLocalized(value)) {
    if (!isEmpty(value.es) && !isEmpty(value.en)) yield [at, value]
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* translated(item, [...at, index])
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* translated(item, [...at, key])
  }
}

/** A copy of `document` with the Spanish at `at` changed. */
function withSpanishChanged(document: LakeDocument, at: (string | number)[]): LakeDocument {
  const copy = structuredClone(document)
  const field = at.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], copy) as Localized
  field.es = Array.isArray(field.es) ? [...field.es, 'Otro'] : `${String(field.es)} (cambiado)`
  return copy
}

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'seed-digests-'))
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the English that comes with the site', () => {
  it('carries, after seeding, the digest of the Spanish it was written from in every field', async () => {
    // On port 1 there is never a lake: the seed writes DATA_DIR itself.
    const env = loadContentEnv({ DATA_DIR: dataDir, LAKE_PORT: '1' })
    await seedLake(env, { force: false, fail })
    const seeded = await (await openLocalContent(fixtureLake(env))).documents()

    const content = seeded.filter((document) => document._type !== 'sanity.imageAsset')
    const withoutDigest = content.flatMap((document) =>
      [...translated(document)]
        .filter(([, field]) => field.enSource !== sourceDigest(field.es))
        .map(([at]) => `${document._id}: ${at.join('.')}`),
    )
    expect(withoutDigest).toEqual([])
    // Every document the site came with has English, and so digests.
    expect(content.filter((document) => [...translated(document)].length === 0)).toEqual([])
  })

  it('is reported outdated, field by field, once the Spanish of a seeded document changes', async () => {
    const env = loadContentEnv({ DATA_DIR: dataDir, LAKE_PORT: '1' })
    await seedLake(env, { force: false, fail })
    const content = await openLocalContent(fixtureLake(env))
    const status = (document: LakeDocument) => translationStatus(document, typeOf(document._type), 'en')

    const documents = (await content.documents()).filter((document) => !isSystemDocument(document))
    const notFlagged = documents.flatMap((document) =>
      [...translated(document)]
        .filter(([at]) => status(withSpanishChanged(document, at)).outdated.length !== 1)
        .map(([at]) => `${document._id}: ${at.join('.')}`),
    )
    expect(notFlagged).toEqual([])

    // As an editor does it: the Spanish of a testimonial changed in the lake.
    await content.mutate([{ patch: { id: 'testimonial-1', set: { 'text.es': 'Un texto nuevo.' } } }])
    const edited = (await content.documents()).find((document) => document._id === 'testimonial-1')!
    expect(status(edited)).toEqual({ missing: [], outdated: ['Text'] })
  })
})
