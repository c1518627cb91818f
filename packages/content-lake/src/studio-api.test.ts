import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorization } from './credential'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
beforeAll(async () => {
  t = await testLake([])
})
afterAll(() => t.cleanup())

describe("the Studio's start-up calls", () => {
  it('know one local user with every right on the one dataset', async () => {
    expect((await t.call('GET', `${api}/users/me`)).body).toMatchObject({ id: 'p-local', role: 'administrator' })
    expect((await t.call('GET', `${api}/projects/local`)).body).toMatchObject({ id: 'local' })
    for (const datasets of [`${api}/projects/local/datasets`, '/v2025-06-27/datasets']) {
      expect((await t.call('GET', datasets)).body).toEqual([expect.objectContaining({ name: 'production' })])
    }
    const acl = await t.call('GET', `/v2021-06-07/projects/local/datasets/production/acl`)
    expect(acl.body).toEqual([expect.objectContaining({ filter: '_id in path("**")' })])
  })

  it("answer the top bar's offline questions: who is signed in, and no country", async () => {
    expect((await t.call('GET', '/v2026-05-04/auth/id')).body).toEqual({ id: 'p-local' })
    const nobody = await fetch(`${t.lake.url}/v2026-05-04/auth/id`).then((r) => r.json())
    expect(nobody).toEqual({})
    expect((await t.call('GET', '/v2025-02-19/geoip/country')).body).toEqual({ isoCode: null })
    const project = await fetch(`${t.lake.url}/lake/project`)
    expect(project.status).toBe(200)
    expect(await project.text()).toContain('Proyecto local')
  })

  it("keep the user's key-value settings", async () => {
    await t.call('PUT', `${api}/users/me/keyvalue`, [{ key: 'seen', value: true }])
    expect((await t.call('GET', `${api}/users/me/keyvalue/seen,other`)).body).toEqual([
      { key: 'seen', value: true },
      { key: 'other', value: null },
    ])
  })
})

describe('image assets', () => {
  it('stores an upload under its Sanity id and serves it to the Studio', async () => {
    const text = Buffer.from('not an image')
    const upload = (query: string, body: Uint8Array<ArrayBuffer>) =>
      fetch(`${t.lake.url}${api}/assets/images/production${query}`, {
        method: 'POST',
        body,
        headers: authorization(t.lake.token),
      })
    expect((await upload('', text)).status).toBe(400)

    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const response = await upload('?filename=dot.png', png)
    const { document } = (await response.json()) as { document: Record<string, string> }
    expect(document).toMatchObject({ _type: 'sanity.imageAsset', originalFilename: 'dot.png', mimeType: 'image/png' })
    expect(document._id).toMatch(/^image-[0-9a-f]{40}-1x1-png$/)
    expect(document.url).toMatch(/^\/media\/[0-9a-f]{40}-1x1\.png$/)

    const served = await fetch(`${t.lake.url}/images/local/production/${document.url!.slice('/media/'.length)}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
  })
})
