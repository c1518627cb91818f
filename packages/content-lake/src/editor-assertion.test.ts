import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorization, sessionHandle } from './credential'
import { editorAssertionLifetimeMs, signEditorAssertion, verifyEditorAssertion } from './editor-assertion'
import { editorNamed } from './editor'
import { api, testLake, type TestLake } from '../testing/test-lake'
import { sessionCookie } from './access'

let t: TestLake
beforeAll(async () => {
  t = await testLake([])
})
afterAll(() => t.cleanup())

const ask = (headers: Record<string, string>) => fetch(`${t.lake.url}/lake/editor-assertion`, { headers })

describe('GET /lake/editor-assertion', () => {
  it('refuses a request without a session', async () => {
    const response = await ask({})
    expect(response.status).toBe(401)
    expect(await ask({ cookie: 'lake_session=forged' })).toMatchObject({ status: 401 })
  })

  it('refuses the token alone: an assertion speaks for a signed-in person', async () => {
    expect((await ask(authorization(t.lake.token))).status).toBe(401)
  })

  it('answers only the Studio the lake serves: a page of any other origin, even on this machine, is refused', async () => {
    const cookie = await t.signIn('Ana María')
    const own = `https://127.0.0.1:${t.lake.port}`
    for (const origin of [
      `https://x.local.localhost:${t.lake.port}`,
      'https://local.localhost:9999',
      'http://127.0.0.1:3000',
    ]) {
      const refused = await ask({ cookie, origin })
      expect(refused.status).toBe(403)
      expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    }
    const preflight = await fetch(`${t.lake.url}/lake/editor-assertion`, {
      method: 'OPTIONS',
      headers: { origin: `https://x.local.localhost:${t.lake.port}`, 'access-control-request-method': 'GET' },
    })
    expect(preflight.status).toBe(403)
    expect((await ask({ cookie, origin: own })).status).toBe(200)
  })

  it('answers a signed-in browser an assertion naming its editor and session, valid two minutes, never cached', async () => {
    const cookie = await t.signIn('Ana María')
    const before = Date.now()
    const response = await ask({ cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { assertion, expiresAt } = (await response.json()) as { assertion: string; expiresAt: string }
    expect(assertion).toMatch(/^v2\.[\w-]+\.[\w-]+$/)
    const expires = Date.parse(expiresAt)
    expect(expires).toBeGreaterThan(before + editorAssertionLifetimeMs - 2000)
    expect(expires).toBeLessThanOrEqual(Date.now() + editorAssertionLifetimeMs)

    const session = sessionHandle(cookie.slice(`${sessionCookie}=`.length))
    expect(verifyEditorAssertion(assertion, t.lake.token)).toEqual({ editor: editorNamed('Ana María'), session })
    const [, payload] = assertion.split('.')
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      id: editorNamed('Ana María').id,
      name: 'Ana María',
      sid: session,
      aud: 'leads',
      exp: expires / 1000,
    })
  })
})

describe('GET /lake/sessions/<handle>', () => {
  const state = (handle: string, headers: Record<string, string> = authorization(t.lake.token)) =>
    fetch(`${t.lake.url}/lake/sessions/${handle}`, { headers })

  it('says, to the token, whether the session an assertion names is still signed in, until it signs out', async () => {
    const cookie = await t.signIn('Beto')
    const { assertion } = (await (await ask({ cookie })).json()) as { assertion: string }
    const { session } = verifyEditorAssertion(assertion, t.lake.token)!
    const live = await state(session)
    expect(live.status).toBe(200)
    expect(live.headers.get('cache-control')).toBe('no-store')
    expect((await state(session, {})).status).toBe(401)

    await fetch(`${t.lake.url}${api}/auth/logout`, { method: 'POST', headers: { cookie } })
    expect(await state(session)).toMatchObject({ status: 404 })
    expect((await state('no-such-session')).status).toBe(404)
  })
})

describe('verifyEditorAssertion', () => {
  const token = 'lake-token-'.repeat(4)
  const editor = editorNamed('Beto')
  const signed = { editor, session: 'beto-session-handle' }
  const now = Date.parse('2026-05-04T10:00:00Z')
  const { assertion } = signEditorAssertion(signed, token, now)

  it('accepts the assertion until it expires, and not from then on', () => {
    expect(verifyEditorAssertion(assertion, token, now)).toEqual(signed)
    // Signed with the right token, but dated further ahead than the lake ever signs.
    expect(verifyEditorAssertion(signEditorAssertion(signed, token, now + 3_600_000).assertion, token, now)).toBe(
      undefined,
    )
    expect(verifyEditorAssertion(assertion, token, now + editorAssertionLifetimeMs - 1)).toEqual(signed)
    expect(verifyEditorAssertion(assertion, token, now + editorAssertionLifetimeMs)).toBeUndefined()
  })

  it("refuses another lake's assertion, a changed payload, another audience and malformed text", () => {
    expect(verifyEditorAssertion(assertion, 'another-lake-token', now)).toBeUndefined()
    const [version, payload, signature] = assertion.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const signedWithToken = (text: string) => createHmac('sha256', token).update(text).digest('base64url')
    expect(verifyEditorAssertion(`${version}.${encode({ ...claims, name: 'Ana' })}.${signature}`, token, now)).toBe(
      undefined,
    )
    // Signed with the right token, but for another use.
    const otherAudience = encode({ ...claims, aud: 'studio' })
    expect(verifyEditorAssertion(`v2.${otherAudience}.${signedWithToken(otherAudience)}`, token, now)).toBeUndefined()
    // The same claims in the first version's form, which named no session.
    const v1 = encode({ ...claims, sid: undefined })
    expect(verifyEditorAssertion(`v2.${v1}.${signedWithToken(v1)}`, token, now)).toBeUndefined()
    // A signature of the right length in characters, not in bytes, is refused too (no error).
    const wide = 'é'.repeat(signature!.length)
    for (const text of [
      '',
      'v2',
      `v1.${payload}.${signature}`,
      `${assertion}.x`,
      'v2..',
      `v2.${payload}.`,
      `v2.${payload}.${wide}`,
    ]) {
      expect(verifyEditorAssertion(text, token, now)).toBeUndefined()
    }
  })
})
