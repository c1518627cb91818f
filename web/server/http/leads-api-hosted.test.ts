import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../tests/support/free-port'
import { createFakeSanityUsers } from '../../../tests/support/server/fake-sanity-users'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { adminToken, bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'

/** Hosted Sanity: a Studio user calls with their own Sanity token, which Sanity's `users/me` names. */
const member = 'sk-member-of-zenit'
const sanity = createFakeSanityUsers({
  [member]: {
    id: 'gM4rta',
    name: 'Marta López',
    email: 'marta@zenit.example',
    role: 'editor',
    roles: [{ name: 'editor', title: 'Editor' }],
  },
  // Sanity answers a token it knows but not for this project with no user.
  'sk-of-another-project': {},
  'sk-without-roles': { id: 'gN0body', name: 'Sin Rol', roles: [] },
})
const studio = 'https://zenit.sanity.studio'
let t: LeadsApp

beforeAll(async () => {
  await sanity.start()
  t = await startLeadsApp({
    SANITY_PROJECT_ID: 'zenit1',
    SANITY_API_ORIGIN: sanity.origin,
    STUDIO_ORIGIN: `${studio}, http://localhost:3333`,
  })
})
afterAll(async () => {
  await t.close()
  await sanity.stop()
})

const me = (credential: string) => t.app.inject({ url: '/api/leads/me', headers: bearer(credential) })

describe('the Leads API with hosted Sanity', () => {
  it('admits a member of the project by their own token, under their Sanity name, and records it', async () => {
    expect((await me(member)).json()).toEqual({ name: 'Marta López', via: 'sanity' })
    const { lead } = await t.store.addLead(newLead('contact', contactData()), [])
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/notes`,
      headers: bearer(member),
      payload: { note: 'Ya la llamé' },
    })
    expect(answer.json()).toMatchObject({ editor: 'Marta López' })
  })

  it("refuses another project's token, a user without a role, an unknown token and a lake assertion", async () => {
    const { assertion } = await t.signIn('Ana')
    for (const credential of ['sk-of-another-project', 'sk-without-roles', 'sk-unknown', assertion]) {
      const response = await me(credential)
      expect([credential, response.statusCode, response.headers['www-authenticate']]).toEqual([
        credential,
        401,
        'Bearer',
      ])
    }
    expect(t.logs.join('\n')).not.toContain('sk-of-another-project')
  })

  it('still admits ADMIN_TOKEN without asking Sanity', async () => {
    const asked = sanity.asked
    expect((await me(adminToken)).json()).toEqual({ name: 'admin-token', via: 'admin-token' })
    expect(sanity.asked).toBe(asked)
  })

  it('asks Sanity once a minute at most for the same token', async () => {
    const token = 'sk-unknown-but-asked-twice'
    const asked = sanity.asked
    await me(token)
    await me(token)
    expect(sanity.asked).toBe(asked + 1)
  })

  it('answers 503 with a clear message when Sanity fails, and admits again once it is back', async () => {
    sanity.down = true
    const response = await t.app.inject({ url: '/api/leads?lang=en', headers: bearer('sk-while-down') })
    sanity.down = false
    expect(response.statusCode).toBe(503)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      error: 'unavailable',
      message: 'We could not check your session just now. Please try again in a moment.',
    })
    expect(t.logs.some((line) => line.includes('leads API: could not say who calls'))).toBe(true)
    // A failure is not kept: the same token is asked again.
    expect((await me('sk-while-down')).statusCode).toBe(401)
  })

  it("gives CORS to the hosted Studio's origins only, not to the lake's", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/leads',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      })
    for (const origin of [studio, 'http://localhost:3333']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBe(origin)
    }
    for (const origin of ['https://local.localhost:4555', 'https://other.sanity.studio']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined()
    }
  })
})

describe('the Leads API when Sanity cannot be reached at all', () => {
  it('answers 503, not a crash', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`
    const gone = await startLeadsApp({ SANITY_PROJECT_ID: 'zenit1', SANITY_API_ORIGIN: nobody })
    try {
      const response = await gone.app.inject({ url: '/api/leads/me', headers: bearer(member) })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: 'unavailable',
        message: 'No pudimos comprobar tu sesión ahora mismo. Por favor intenta de nuevo en un momento.',
      })
      // The server goes on answering the callers it can name itself.
      expect((await gone.app.inject({ url: '/api/leads/me', headers: bearer(adminToken) })).statusCode).toBe(200)
    } finally {
      await gone.close()
    }
  })
})
