import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../tests/support/free-port'
import { createFakeSanityUsers } from '../../../tests/support/server/fake-sanity-users'
import { IdentityUnavailableError } from './identity-unavailable'
import { createSanityUsers } from './sanity-users'

const sanity = createFakeSanityUsers({
  'sk-member': { id: 'gAna', name: ' Ana ', roles: [{ name: 'administrator' }] },
  'sk-nameless': { id: 'gSinNombre', roles: [{ name: 'viewer' }] },
})
beforeAll(() => sanity.start())
afterAll(() => sanity.stop())

describe("Sanity's users/me", () => {
  it('names a member of the project, by their name or else their id', async () => {
    const userOf = createSanityUsers({ origin: sanity.origin })
    expect(await userOf('sk-member')).toEqual({ id: 'gAna', name: 'Ana' })
    expect(await userOf('sk-nameless')).toEqual({ id: 'gSinNombre', name: 'gSinNombre' })
    expect(await userOf('sk-stranger')).toBeUndefined()
  })

  it('keeps an answer, a refusal too, for the time given, then asks again', async () => {
    let now = 0
    const userOf = createSanityUsers({ origin: sanity.origin, ttlMs: 60_000, now: () => now })
    const asked = sanity.asked
    await Promise.all([userOf('sk-member'), userOf('sk-member'), userOf('sk-stranger')])
    now = 59_999
    await userOf('sk-member')
    await userOf('sk-stranger')
    expect(sanity.asked).toBe(asked + 2)
    now = 60_000
    expect(await userOf('sk-member')).toEqual({ id: 'gAna', name: 'Ana' })
    expect(sanity.asked).toBe(asked + 3)
  })

  it('keeps no more answers than allowed, dropping the oldest', async () => {
    const userOf = createSanityUsers({ origin: sanity.origin, maxEntries: 1 })
    const asked = sanity.asked
    await userOf('sk-member')
    await userOf('sk-nameless')
    await userOf('sk-member')
    expect(sanity.asked).toBe(asked + 3)
  })

  it('fails with IdentityUnavailableError when Sanity errs, hangs or is not there, and keeps no failure', async () => {
    const userOf = createSanityUsers({ origin: sanity.origin })
    sanity.down = true
    await expect(userOf('sk-member')).rejects.toThrow(IdentityUnavailableError)
    sanity.down = false
    sanity.hang = true
    const impatient = createSanityUsers({ origin: sanity.origin, timeoutMs: 50 })
    await expect(impatient('sk-nameless')).rejects.toThrow(/did not answer \(TimeoutError\)/)
    sanity.hang = false
    // The failure was not kept: the same token is asked again.
    expect(await userOf('sk-member')).toEqual({ id: 'gAna', name: 'Ana' })
    // A port nobody listens on.
    const nowhere = createSanityUsers({ origin: `http://127.0.0.1:${await freePort()}` })
    await expect(nowhere('sk-member')).rejects.toThrow(/did not answer \(ECONNREFUSED\)/)
  })
})
