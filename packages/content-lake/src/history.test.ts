import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { authorization } from './credential'
import { api, testLake, type TestLake } from '../testing/test-lake'

const seed = [{ _id: 'a', _type: 'thing', name: 'Ana' }]
const ids = { publishedId: 'a', draftId: 'drafts.a' }

let t: TestLake
afterEach(() => t.cleanup())

const act = (...actions: object[]) => t.call('POST', `${api}/data/actions/production`, { actions })
const edit = (name: string) => act({ actionType: 'sanity.action.document.edit', ...ids, patch: { set: { name } } })
const log = async (query: string) => {
  const response = await fetch(`${t.lake.url}${api}/data/history/production/transactions/a,drafts.a?${query}`, {
    headers: authorization(t.lake.token),
  })
  expect(response.headers.get('content-type')).toBe('application/x-ndjson')
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; documentIDs: string[]; effects: Record<string, unknown> })
}

describe('history', () => {
  it('keeps every transaction, with effects the Studio timeline replays', async () => {
    t = await testLake(seed)
    const first = await edit('Ana María')
    await act({ actionType: 'sanity.action.document.publish', ...ids })
    const [loaded, ...transactions] = await log('excludeContent=true&effectFormat=mendoza')
    // The fixtures as loaded: the transaction the timeline's first revision points at.
    // Published from a draft of the same content, so a later draft is compared with what was loaded.
    expect(loaded).toMatchObject({
      id: expect.stringMatching(/^seed-/),
      effects: {
        a: { revert: [0, null] },
        'drafts.a': { apply: [0, null], revert: [0, { _id: 'drafts.a', name: 'Ana' }] },
      },
    })
    expect(transactions.map(({ id }) => id)).toEqual([first.body.transactionId, expect.any(String)])
    expect(transactions[1]).toMatchObject({
      documentIDs: ['a', 'drafts.a'],
      author: 'p-local',
      effects: {
        a: { apply: [0, { _id: 'a', name: 'Ana María' }], revert: [0, { _id: 'a', name: 'Ana' }] },
        'drafts.a': { apply: [0, null] },
      },
    })
    // The timeline keeps the revision apart from the document.
    expect(JSON.stringify(transactions[1]!.effects)).not.toContain('_rev')

    const newestFirst = await log(`reverse=true&limit=1&toTransaction=${first.body.transactionId}`)
    expect(newestFirst.map(({ id }) => id)).toEqual([first.body.transactionId])
  })

  it('answers a document at a revision, at a time, and its last revision after a delete', async () => {
    t = await testLake(seed)
    const before = new Date().toISOString()
    const first = await edit('Ana María')
    await edit('Ana Lucía')
    const at = async (query: string) =>
      (await t.call('GET', `${api}/data/history/production/documents/a,drafts.a?${query}`)).body.documents

    expect(await at(`revision=${first.body.transactionId}`)).toEqual([
      expect.objectContaining({ _id: 'a', name: 'Ana' }),
      expect.objectContaining({ _id: 'drafts.a', name: 'Ana María', _rev: first.body.transactionId }),
    ])
    expect(await at(`time=${before}`)).toEqual([expect.objectContaining({ _id: 'a', name: 'Ana' })])
    await act({ actionType: 'sanity.action.document.delete', publishedId: 'a', includeDrafts: ['drafts.a'] })
    expect(await at('lastRevision=true')).toEqual([
      expect.objectContaining({ _id: 'a', name: 'Ana' }),
      expect.objectContaining({ _id: 'drafts.a', name: 'Ana Lucía' }),
    ])
    expect((await t.call('GET', `${api}/data/history/production/documents/a?time=soon`)).status).toBe(400)
  })

  it('survives a restart and forgets transactions older than the retention, but not current revisions', async () => {
    t = await testLake(seed, undefined, { historyDays: 1 })
    await edit('Ana María')
    await t.cleanup(true)
    const file = path.join(t.dir, 'production.history.ndjson')
    const line = (await readFile(file, 'utf8')).split('\n').filter(Boolean).at(-1)
    const old = { ...JSON.parse(line!), id: 'old', timestamp: '2020-01-01T00:00:00.000Z' }
    await writeFile(file, `${JSON.stringify(old)}\n${line}\n`)

    t = await testLake(seed, t.dir, { historyDays: 1 })
    const kept = [t.lake.store.get('a')?._rev, JSON.parse(line!).id]
    expect(t.lake.store.history.all().map(({ id }) => id)).toEqual(kept)
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(2)
  })
})
