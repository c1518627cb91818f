import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from './test-lake'

let t: TestLake
beforeAll(async () => {
  t = await testLake([{ _id: 'a', _type: 'thing', name: 'Uno' }])
})
afterAll(() => t.cleanup())

const get = (route: string, cookie: string) =>
  fetch(`${t.lake.url}${api}${route}`, { headers: { cookie } }).then(
    (r) => r.json() as Promise<Record<string, unknown>>,
  )

/** The transaction log of document `a`, oldest first, as the Studio's History reads it. */
const log = async () => {
  const text = await fetch(`${t.lake.url}${api}/data/history/production/transactions/a`).then((r) => r.text())
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; author: string })
}

describe('editors by name', () => {
  it('records the signed-in editor as the author of their transaction, whom /users names', async () => {
    const cookie = await t.signIn('Ana María')
    const me = await get('/users/me', cookie)
    expect(me).toMatchObject({ name: 'Ana María' })
    expect(me.id).toMatch(/^p-editor-/)

    const write = await fetch(`${t.lake.url}${api}/data/mutate/production`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'a', set: { name: 'Dos' } } }] }),
    })
    const { transactionId } = (await write.json()) as { transactionId: string }
    expect((await log()).at(-1)).toMatchObject({ id: transactionId, author: me.id })
    expect(await get(`/users/${String(me.id)}`, cookie)).toMatchObject({ id: me.id, displayName: 'Ana María' })

    // A script with the token writes as the local user.
    await t.call('POST', `${api}/data/mutate/production`, {
      mutations: [{ patch: { id: 'a', set: { name: 'Tres' } } }],
    })
    expect((await log()).at(-1)).toMatchObject({ author: 'p-local' })
  })

  it('names an editor by sign-in order when no name was given, and refuses an empty or overlong name', async () => {
    expect(await get('/users/me', await t.signIn())).toMatchObject({ name: 'Editor 2' })
    for (const name of ['  ', 'x'.repeat(61), 'a\nb']) {
      expect((await t.call('POST', '/lake/login-codes', { name })).status).toBe(400)
    }
  })
})
