import {afterEach, describe, expect, it, vi} from 'vitest'

import {LeadsApiError, lakeCredential, leadsApi, tokenCredential} from './leads-api'

const answer = (status: number, body: unknown = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {status})

afterEach(() => vi.unstubAllGlobals())

describe('the lake credential', () => {
  it('asks the lake with the session cookie once, and again a minute before the assertion expires', async () => {
    let now = Date.parse('2026-11-26T10:00:00Z')
    vi.spyOn(Date, 'now').mockImplementation(() => now)
    const fetch = vi.fn(async () =>
      answer(200, {assertion: `a${fetch.mock.calls.length}`, expiresAt: '2026-11-26T10:10:00Z'}),
    )
    vi.stubGlobal('fetch', fetch)
    const credential = lakeCredential('https://local.localhost:3334')

    expect(await credential()).toBe('a1')
    expect(await credential()).toBe('a1')
    expect(fetch).toHaveBeenCalledWith('https://local.localhost:3334/lake/editor-assertion', {credentials: 'include'})
    now += 9 * 60_000 + 1
    expect(await credential()).toBe('a2')
    vi.restoreAllMocks()
  })

  it('says "unauthorized" when the browser is signed out and "unreachable" when the lake is down', async () => {
    vi.stubGlobal('fetch', async () => answer(401))
    await expect(lakeCredential('https://x')()).rejects.toMatchObject({problem: 'unauthorized'})
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(lakeCredential('https://x')()).rejects.toMatchObject({problem: 'unreachable'})
  })
})

describe('the leads API', () => {
  const api = leadsApi(async () => 'http://127.0.0.1:3000', tokenCredential('sk-user'))

  it('sends the filters as the site reads them, with the bearer credential', async () => {
    const fetch = vi.fn(async () => answer(200, {leads: []}))
    vi.stubGlobal('fetch', fetch)
    await api.list({kind: 'analysis', status: undefined, from: '2026-11-01T00:00:00.000Z', query: 'café'}, 'cursor-1')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(
      'http://127.0.0.1:3000/api/leads?kind=analysis&from=2026-11-01T00%3A00%3A00.000Z&q=caf%C3%A9&before=cursor-1',
    )
    expect(init.headers).toEqual({authorization: 'Bearer sk-user'})
  })

  it('asks for the export in the editor’s language and time zone, with the filters', async () => {
    const fetch = vi.fn(async () => new Response('csv'))
    vi.stubGlobal('fetch', fetch)
    await leadsApi(async () => 'http://x', tokenCredential('sk-user'), 'en').file('export.csv', {kind: 'booking'})
    const [url] = fetch.mock.calls[0] as unknown as [string]
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(url).toBe(`http://x/api/leads/export.csv?${new URLSearchParams({kind: 'booking', lang: 'en', tz: zone})}`)
  })

  it('asks for the views in the editor’s time zone, and for whom a lead may be assigned to', async () => {
    const fetch = vi.fn(async () => answer(200, {leads: [], owners: ['Ana']}))
    vi.stubGlobal('fetch', fetch)
    await api.list({due: 'today', owner: 'me'})
    await api.list({owner: 'none'})
    expect(await api.owners()).toEqual(['Ana'])
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect((fetch.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual([
      `http://127.0.0.1:3000/api/leads?${new URLSearchParams({due: 'today', owner: 'me', tz: zone})}`,
      'http://127.0.0.1:3000/api/leads?owner=none',
      'http://127.0.0.1:3000/api/leads/owners',
    ])
  })

  it('posts a follow-up and an owner as JSON, null clearing them', async () => {
    const fetch = vi.fn(async () => answer(200, {changed: true}))
    vi.stubGlobal('fetch', fetch)
    await api.setFollowUp('lead/1', new Date('2026-11-30T15:00:00Z'))
    await api.setFollowUp('lead/1', null)
    await api.setOwner('lead/1', 'Ana María')
    await api.setOwner('lead/1', null)
    const calls = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['http://127.0.0.1:3000/api/leads/lead%2F1/follow-up', 'POST', '{"at":"2026-11-30T15:00:00.000Z"}'],
      ['http://127.0.0.1:3000/api/leads/lead%2F1/follow-up', 'POST', '{"at":null}'],
      ['http://127.0.0.1:3000/api/leads/lead%2F1/owner', 'POST', '{"owner":"Ana María"}'],
      ['http://127.0.0.1:3000/api/leads/lead%2F1/owner', 'POST', '{"owner":null}'],
    ])
  })

  it('asks for the access record a page at a time', async () => {
    const fetch = vi.fn(async () => answer(200, {events: []}))
    vi.stubGlobal('fetch', fetch)
    await api.accessRecord()
    await api.accessRecord('cursor/2')
    expect((fetch.mock.calls as unknown as [string][]).map(([url]) => url)).toEqual([
      'http://127.0.0.1:3000/api/leads/access-record',
      'http://127.0.0.1:3000/api/leads/access-record?before=cursor%2F2',
    ])
  })

  it('posts a status and a note as JSON', async () => {
    const fetch = vi.fn(async () => answer(200, {changed: true}))
    vi.stubGlobal('fetch', fetch)
    await api.setStatus('lead/1', 'won')
    await api.addNote('lead/1', 'Llamar el lunes')
    const calls = fetch.mock.calls as unknown as [string, RequestInit][]
    expect(calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['http://127.0.0.1:3000/api/leads/lead%2F1/status', 'POST', '{"status":"won"}'],
      ['http://127.0.0.1:3000/api/leads/lead%2F1/notes', 'POST', '{"note":"Llamar el lunes"}'],
    ])
    expect(calls[0]![1].headers).toMatchObject({'content-type': 'application/json'})
  })

  it('names each failure for the editor', async () => {
    for (const [status, problem] of [
      [401, 'unauthorized'],
      [404, 'not-found'],
      [500, 'failed'],
    ] as const) {
      vi.stubGlobal('fetch', async () => answer(status))
      await expect(api.detail('x')).rejects.toEqual(new LeadsApiError(problem))
    }
    await expect(leadsApi(async () => 'http://x', tokenCredential(undefined)).detail('x')).rejects.toMatchObject({
      problem: 'no-token',
    })
  })
})
