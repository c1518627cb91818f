import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DocumentStore } from './store'
import { api, testLake } from '../testing/test-lake'

const fixtures = [{ _id: 'testimonial-1', _type: 'testimonial', name: 'Ana' }]

describe('persistence', () => {
  it('keeps committed edits across restarts, written atomically', async () => {
    const first = await testLake(fixtures)
    await first.call('POST', `${api}/data/mutate/production`, {
      mutations: [{ patch: { id: 'testimonial-1', set: { name: 'Ana María' } } }],
    })
    await first.cleanup(true)
    expect((await readdir(first.dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
    const saved = JSON.parse(await readFile(path.join(first.dir, 'production.json'), 'utf8'))
    expect(saved).toMatchObject({ format: 1, edited: true })

    const second = await testLake(fixtures, first.dir)
    expect(second.lake.store.get('testimonial-1')).toMatchObject({ name: 'Ana María' })
    await second.cleanup()
  })

  it('loads changed fixtures by itself only while nobody edited', async () => {
    const t = await testLake(fixtures)
    await t.cleanup(true)
    const file = path.join(t.dir, 'production.json')
    const changed = [{ ...fixtures[0]!, name: 'Beatriz' }]

    const untouched = await DocumentStore.open(file, changed)
    expect(untouched.get('testimonial-1')).toMatchObject({ name: 'Beatriz' })
    await untouched.exclusive(() =>
      untouched.commit({
        id: 'tx',
        timestamp: new Date().toISOString(),
        author: 'p-local',
        changes: [{ id: 'x', before: null, after: { _id: 'x', _type: 'thing' }, mutations: [] }],
      }),
    )

    const edited = await DocumentStore.open(file, fixtures)
    expect(edited.get('testimonial-1')).toMatchObject({ name: 'Beatriz' })
    expect(edited.get('x')).not.toBeNull()
    expect(edited.fixturesChanged).toBe(true)
    await edited.reseed(fixtures)
    expect(edited.get('x')).toBeNull()
    expect(edited.edited).toBe(false)
  })
  it('opened without fixtures, starts empty and keeps whatever its file holds', async () => {
    const t = await testLake(fixtures)
    await t.cleanup(true)
    const file = path.join(t.dir, 'production.json')

    const reopened = await DocumentStore.open(file, undefined)
    expect(reopened.get('testimonial-1')).toMatchObject({ name: 'Ana' })
    expect(reopened.fixturesChanged).toBe(false)
    const empty = await DocumentStore.open(path.join(t.dir, 'staging.json'), undefined)
    expect(empty.all()).toEqual([])
    expect(empty.edited).toBe(false)
  })
})
