import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from '../testing/test-lake'

const seed = [
  { _id: 'service-a', _type: 'service', order: 1, title: { _type: 'localeString', es: 'Uno' }, bullets: ['x'] },
]
const mutate = (t: TestLake, mutations: unknown[], query = '') =>
  t.call('POST', `${api}/data/mutate/production${query}`, { mutations })

let t: TestLake
beforeEach(async () => {
  t = await testLake(seed)
})
afterEach(() => t.cleanup())

describe('data/mutate', () => {
  it('applies patches with @sanity/mutator and returns the documents', async () => {
    const { status, body } = await mutate(
      t,
      [
        {
          patch: {
            id: 'service-a',
            set: { 'title.en': 'One' },
            inc: { order: 2 },
            insert: { after: 'bullets[-1]', items: ['y'] },
          },
        },
      ],
      '?returnDocuments=true',
    )
    expect(status).toBe(200)
    expect(body.results).toEqual([{ id: 'service-a', operation: 'update' }])
    const [document] = body.documents as Record<string, unknown>[]
    expect(document).toMatchObject({ title: { es: 'Uno', en: 'One' }, order: 3, bullets: ['x', 'y'] })
    expect(document!._rev).toBe(body.transactionId)
  })

  it('creates, replaces and deletes', async () => {
    await mutate(t, [
      { create: { _id: 'b', _type: 'thing', n: 1 } },
      { createIfNotExists: { _id: 'b', _type: 'thing', n: 99 } },
      { createOrReplace: { _id: 'c', _type: 'thing', n: 3 } },
      { delete: { id: 'service-a' } },
    ])
    expect(t.lake.store.get('b')).toMatchObject({ n: 1 })
    expect(t.lake.store.get('c')).toMatchObject({ n: 3, _createdAt: expect.any(String) })
    expect(t.lake.store.get('service-a')).toBeNull()
  })

  it('fails the whole transaction when one mutation fails', async () => {
    const { status, body } = await mutate(t, [
      { patch: { id: 'service-a', set: { order: 7 } } },
      { create: { _id: 'service-a', _type: 'service' } },
    ])
    expect(status).toBe(409)
    expect(body).toMatchObject({ error: { type: 'mutationError' } })
    expect(t.lake.store.get('service-a')).toMatchObject({ order: 1 })
  })

  it('refuses patches of missing documents and stale revisions', async () => {
    expect((await mutate(t, [{ patch: { id: 'nope', set: { a: 1 } } }])).status).toBe(404)
    const stale = await mutate(t, [{ patch: { id: 'service-a', ifRevisionID: 'old', set: { order: 5 } } }])
    expect(stale.status).toBe(409)
  })

  it('refuses unknown mutation kinds by name', async () => {
    const { status, body } = await mutate(t, [{ upsert: { _id: 'x' } }])
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('Unsupported mutation')
  })
})

describe('the patch engine', () => {
  it('is the @sanity/mutator this package declares, not another version installed beside it', async () => {
    const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const resolved = createRequire(import.meta.url)('@sanity/mutator/package.json') as { version: string }
    expect(resolved.version).toBe(manifest.dependencies['@sanity/mutator'])
  })
})
