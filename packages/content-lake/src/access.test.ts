import { mkdtemp, stat, writeFile } from 'node:fs/promises'
import { connect } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorization, tokenFile } from './credential'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
beforeAll(async () => {
  const studioDir = await mkdtemp(path.join(tmpdir(), 'studio-'))
  await writeFile(path.join(studioDir, 'index.html'), '<title>Studio</title>')
  t = await testLake([{ _id: 'a', _type: 'thing', name: 'Ana' }], undefined, { studioDir })
})
afterAll(() => t.cleanup())

const mutate = (headers: Record<string, string>) =>
  fetch(`${t.lake.url}${api}/data/mutate/production`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ mutations: [{ patch: { id: 'a', set: { name: 'Changed' } } }] }),
  })

/** One HTTP/2 request over TLS, as a browser makes it. */
function http2(path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const session = connect(`https://localhost:${t.lake.port}`, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': path, ':authority': `local.localhost:${t.lake.port}`, ...headers })
    let answer = { status: 0, headers: {} as Record<string, unknown>, body: '' }
    stream.on('response', (h) => (answer = { ...answer, status: Number(h[':status']), headers: h }))
    stream.on('data', (chunk: Buffer) => (answer.body += chunk.toString()))
    stream.on('end', () => {
      session.close()
      resolve(answer)
    })
    stream.end(body)
  })
}

describe('only editors write', () => {
  it('keeps a random token readable by its owner only', async () => {
    expect(t.lake.token).toMatch(/^[\w-]{40,}$/)
    expect((await stat(tokenFile(t.dir))).mode & 0o777).toBe(0o600)
  })

  it('refuses writes without the credential or with a wrong one, and accepts the token', async () => {
    const refused = await mutate({})
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { message: string }).message).toContain('npm run studio')
    expect((await mutate(authorization('not-the-token'))).status).toBe(401)
    // As long as the token in characters, longer in bytes: refused, not an error.
    expect((await mutate(authorization('ñ'.repeat(t.lake.token.length)))).status).toBe(401)
    expect(t.lake.store.get('a')).toMatchObject({ name: 'Ana' })

    expect((await mutate(authorization(t.lake.token))).status).toBe(200)
    expect(t.lake.store.get('a')).toMatchObject({ name: 'Changed' })
  })

  it('refuses uploads and a re-seed without the credential, and keeps reads open', async () => {
    const upload = await fetch(`${t.lake.url}${api}/assets/images/production`, { method: 'POST', body: 'x' })
    expect(upload.status).toBe(401)
    const seed = await fetch(`${t.lake.url}/lake/seed?force=true`, { method: 'POST', body: '{"documents":[]}' })
    expect(seed.status).toBe(401)
    expect(t.lake.store.get('a')).not.toBeNull()
    const query = await fetch(`${t.lake.url}${api}/data/query/production`, {
      method: 'POST',
      body: JSON.stringify({ query: '*[_id == "a"][0]._id' }),
    })
    expect(await query.json()).toMatchObject({ result: 'a' })
  })

  it('shows drafts and preview secrets only with the credential, published documents to anyone', async () => {
    const secret = { _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret', secret: 'abc' }
    const draft = { _id: 'drafts.a', _type: 'thing', name: 'Borrador' }
    const created = await t.call('POST', `${api}/data/mutate/production`, {
      mutations: [{ createOrReplace: secret }, { createOrReplace: draft }],
    })
    expect(created.status).toBe(200)
    const ids = '*[_type in ["thing", "sanity.previewUrlSecret"]] | order(_id asc)._id'
    const query = (headers: Record<string, string>, perspective: string) =>
      fetch(`${t.lake.url}${api}/data/query/production?perspective=${perspective}&query=${encodeURIComponent(ids)}`, {
        headers,
      }).then((r) => r.json() as Promise<{ result: unknown }>)
    const doc = (headers: Record<string, string>) =>
      fetch(`${t.lake.url}${api}/data/doc/production/a,drafts.a,drafts.secret-1`, { headers }).then(
        (r) => r.json() as Promise<{ documents: { _id: string }[] }>,
      )
    const history = (headers: Record<string, string>) =>
      fetch(`${t.lake.url}${api}/data/history/production/transactions/drafts.a`, { headers }).then((r) => r.text())

    expect((await query({}, 'raw')).result).toEqual(['a'])
    expect((await query({}, 'drafts')).result).toEqual(['a'])
    expect((await doc({})).documents.map(({ _id }) => _id)).toEqual(['a'])
    expect(await history({})).toBe('')

    const token = authorization(t.lake.token)
    expect((await query(token, 'raw')).result).toEqual(['a', 'drafts.a', 'drafts.secret-1'])
    expect((await doc(token)).documents.map(({ _id }) => _id)).toEqual(['a', 'drafts.a', 'drafts.secret-1'])
    expect(await history(token)).toContain('Borrador')
  })

  it('trades a one-time login code for a Secure, HttpOnly, SameSite=Strict session cookie', async () => {
    expect((await http2('/structure')).status).toBe(401)
    expect((await fetch(`${t.lake.url}/lake/login-codes`, { method: 'POST' })).status).toBe(401)
    const { code } = (await (await t.call('POST', '/lake/login-codes', { name: 'Ana' })).body) as { code: string }

    const login = await http2(`/lake/login?code=${code}`)
    expect(login.status).toBe(303)
    const [cookie, name] = login.headers['set-cookie'] as string[]
    expect(cookie).toMatch(/^lake_session=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/)
    expect(name).toBe('lake_editor=Ana; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Strict')
    const session = cookie!.split(';')[0]!
    expect(await http2('/structure', { cookie: session })).toMatchObject({ status: 200, body: '<title>Studio</title>' })
    expect((await http2(`/lake/login?code=${code}`)).status).toBe(403)

    const keyValue = (cookie: string) => http2(`${api}/users/me/keyvalue`, { ':method': 'PUT', cookie }, '[]')
    expect((await keyValue(session)).status).toBe(200)
    expect((await keyValue('lake_session=forged')).status).toBe(401)
  })

  it('signs out: the session no longer writes, the browser drops its cookie, the Studio asks to sign in', async () => {
    const { code } = (await t.call('POST', '/lake/login-codes', { name: 'Beto' })).body as { code: string }
    const session = String((await http2(`/lake/login?code=${code}`)).headers['set-cookie']).split(';')[0]!
    const keyValue = () => http2(`${api}/users/me/keyvalue`, { ':method': 'PUT', cookie: session }, '[]')
    expect((await keyValue()).status).toBe(200)
    expect(JSON.parse((await http2(`${api}/users/me`, { cookie: session })).body)).toMatchObject({ name: 'Beto' })

    const logout = await http2('/v2026-05-04/auth/logout', { ':method': 'POST', cookie: session })
    expect(logout.status).toBe(200)
    expect(String(logout.headers['set-cookie'])).toMatch(/^lake_session=; Max-Age=0; Path=\/; HttpOnly; Secure/)
    expect((await keyValue()).status).toBe(401)
    expect((await http2('/structure', { cookie: session })).status).toBe(401)
    // Sanity's answer for nobody: a user without an id, which the Studio reads as signed out.
    expect(JSON.parse((await http2(`${api}/users/me`, { cookie: session })).body)).toEqual({})
    // The Studio signs out through two clients; the second finds no session and succeeds too.
    expect((await http2('/v2026-05-04/auth/logout', { ':method': 'POST', cookie: session })).status).toBe(200)
  })

  it('sends people to https for the login address', async () => {
    const plain = await fetch(`${t.lake.url}/lake/login?code=x`, { redirect: 'manual' })
    expect([plain.status, plain.headers.get('location')]).toEqual([
      308,
      `https://127.0.0.1:${t.lake.port}/lake/login?code=x`,
    ])
  })
})
