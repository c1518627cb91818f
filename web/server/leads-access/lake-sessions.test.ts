import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from 'content-lake/testing'
import { verifyEditorAssertion } from 'content-lake'
import { freePort } from '../../../tests/support/free-port'
import { IdentityUnavailableError } from './identity-unavailable'
import { lakeSessions } from './lake-sessions'

let t: TestLake
beforeAll(async () => {
  t = await testLake([])
})
afterAll(() => t.cleanup())

/** A browser signed in to the lake: its cookie, and the session its assertion names. */
async function signedIn(name: string) {
  const cookie = await t.signIn(name)
  const answer = await fetch(`${t.lake.url}/lake/editor-assertion`, { headers: { cookie } })
  const { assertion } = (await answer.json()) as { assertion: string }
  return { cookie, session: verifyEditorAssertion(assertion, t.lake.token)!.session }
}

describe('the lake’s sessions, as the Leads API asks after them', () => {
  it('says a session is live until its editor signs out, and only with the lake’s token', async () => {
    const live = lakeSessions(t.lake.url)
    const { cookie, session } = await signedIn('Ana')
    expect(await live(session, t.lake.token)).toBe(true)
    await expect(live(session, 'not-the-token')).rejects.toThrow(/answered 401/)
    await fetch(`${t.lake.url}${api}/auth/logout`, { method: 'POST', headers: { cookie } })
    expect(await live(session, t.lake.token)).toBe(false)
  })

  it('fails with IdentityUnavailableError when no lake answers, never calling the session ended', async () => {
    const nowhere = lakeSessions(`http://127.0.0.1:${await freePort()}`)
    await expect(nowhere('any-session', t.lake.token)).rejects.toThrow(IdentityUnavailableError)
    await expect(nowhere('any-session', t.lake.token)).rejects.toThrow(/did not answer \(ECONNREFUSED\)/)
  })
})
