import { request } from 'node:https'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
beforeAll(async () => {
  t = await testLake([{ _id: 'a', _type: 'thing', name: 'Uno' }])
})
afterAll(() => t.cleanup())

/** A browser opening a sign-in address (over https, as the lake asks): status, cookies, page. */
function login(path: string, cookie?: string) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const options = { host: '127.0.0.1', port: t.lake.port, path, rejectUnauthorized: false }
    const call = request({ ...options, headers: cookie ? { cookie } : {} }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [], body }),
      )
    })
    call.on('error', reject).end()
  })
}

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

  it('asks the browser for a name when the address names nobody, and remembers it', async () => {
    const code = async () => ((await t.call('POST', '/lake/login-codes')).body as { code: string }).code
    const first = await code()
    const asked = await login(`/lake/login?code=${first}`)
    expect(asked.status).toBe(200)
    expect(asked.body).toContain('name="name"')
    // Asking spends nothing: the same address, with the name typed, signs in.
    const signedIn = await login(`/lake/login?code=${first}&name=${encodeURIComponent(' Carla ')}`)
    expect(signedIn.status).toBe(303)
    const [session, remembered] = signedIn.cookies.map((cookie) => cookie.split(';')[0]!)
    expect(await get('/users/me', session!)).toMatchObject({ name: 'Carla' })

    // The next address without a name, in the same browser: straight in, as Carla.
    const again = await login(`/lake/login?code=${await code()}`, remembered)
    expect(again.status).toBe(303)
    expect(await get('/users/me', again.cookies[0]!.split(';')[0]!)).toMatchObject({ name: 'Carla' })
  })

  it('refuses an empty or overlong name for a login code', async () => {
    for (const name of ['  ', 'x'.repeat(61), 'a\nb']) {
      expect((await t.call('POST', '/lake/login-codes', { name })).status).toBe(400)
    }
  })
})
