import { createClient, type SanityClient } from '@sanity/client'
import { stegaClean } from '@sanity/client/stega'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { syncTag } from './live-events'
import { api, testLake, type TestLake } from '../testing/test-lake'

const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString()
const seed = [
  {
    _id: 'service-a',
    _type: 'service',
    slug: { current: 'a' },
    title: { _type: 'localeString', es: 'Uno', en: 'One' },
    highlights: [{ _key: 'k1', title: { _type: 'localeString', es: 'Rápido' } }],
  },
  {
    _id: 'drafts.service-a',
    _type: 'service',
    slug: { current: 'a' },
    title: { _type: 'localeString', es: 'Uno (borrador)' },
  },
  {
    _id: 'drafts.old-secret',
    _type: 'sanity.previewUrlSecret',
    secret: 'expired-secret',
    studioUrl: 'https://studio.example',
    _updatedAt: twoHoursAgo,
  },
]

let t: TestLake
let client: SanityClient
beforeEach(async () => {
  t = await testLake(seed, undefined, { languages: ['es', 'en'] })
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: t.lake.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: t.lake.token,
  })
})
afterEach(() => t.cleanup())

const previewUrl = (secret: string) =>
  `http://site/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/servicios`

describe('what the Presentation tool needs', () => {
  it('stores the secret the Studio creates, and validatePreviewUrl accepts it within its hour', async () => {
    const { secret } = await createPreviewSecret(client, 'sanity/presentation', 'https://studio.example/presentation')
    const valid = await validatePreviewUrl(client, previewUrl(secret))
    expect(valid).toMatchObject({ isValid: true, redirectTo: '/servicios', studioOrigin: 'https://studio.example' })
    expect((await validatePreviewUrl(client, previewUrl('wrong'))).isValid).toBe(false)
    expect((await validatePreviewUrl(client, previewUrl('expired-secret'))).isValid).toBe(false)
  })

  it("creates and clears preview secrets without counting them as editors' changes", async () => {
    const status = async () => (await t.call('GET', '/lake/status')).body
    expect(await status()).toMatchObject({ edited: false })
    await createPreviewSecret(client, 'sanity/presentation', 'https://studio.example/presentation')
    expect(await status()).toMatchObject({ edited: false })
    await client.delete({ query: '*[_type == "sanity.previewUrlSecret"]' })
    expect(await status()).toMatchObject({ edited: false })

    await client
      .patch('service-a')
      .set({ slug: { current: 'uno' } })
      .commit()
    expect(await status()).toMatchObject({ edited: true })
  })

  it('deletes by query, as the Studio clears expired secrets', async () => {
    await createPreviewSecret(client, 'sanity/presentation', 'https://studio.example/presentation')
    const secrets = await client.fetch<string[]>(
      '*[_type == "sanity.previewUrlSecret"]._id',
      {},
      { perspective: 'raw' },
    )
    expect(secrets).toHaveLength(1)
    expect(secrets).not.toContain('drafts.old-secret')
    const refused = await t.call('POST', `${api}/data/mutate/production`, { mutations: [{ delete: { query: '*[' } }] })
    expect(refused.status).toBe(400)
  })

  it('answers the drafts perspective with a Content Source Map that @sanity/client turns into stega', async () => {
    const query =
      '*[_id == "service-a"][0]{"title": coalesce(title[$lang], title.es), "slug": slug.current, highlights[]{"title": title.es}}'
    const response = await client.fetch(
      query,
      { lang: 'es' },
      { perspective: 'drafts', resultSourceMap: 'withKeyArraySelector', filterResponse: false },
    )
    expect(response.result).toEqual({ title: 'Uno (borrador)', slug: 'a', highlights: null })
    expect(response.resultSourceMap).toEqual({
      documents: [{ _id: 'drafts.service-a', _type: 'service' }],
      paths: ["$['title']['es']"],
      mappings: { "$['title']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
    })

    const published = await client.fetch(
      query,
      { lang: 'es' },
      { perspective: 'published', resultSourceMap: 'withKeyArraySelector', filterResponse: false },
    )
    expect(published.resultSourceMap?.paths).toEqual([
      "$['title']['es']",
      "$['highlights'][?(@._key=='k1')]['title']['es']",
    ])

    const stega = client.withConfig({
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: 'https://studio.example' },
    })
    const encoded = await stega.fetch<{ title: string; slug: string }>(query, { lang: 'es' })
    expect(encoded.title).not.toBe('Uno (borrador)')
    expect(stegaClean(encoded.title)).toBe('Uno (borrador)')
    expect(encoded.slug).toBe('a')
  })

  it('announces every transaction on the live events, with the sync tag every query carries', async () => {
    const answer = await client.fetch('*[_id == "service-a"][0].slug.current', {}, { filterResponse: false })
    expect(answer.syncTags).toEqual([syncTag])
    const message = await new Promise((resolve) => {
      const subscription = client.live.events({ includeDrafts: true }).subscribe((event) => {
        if (event.type === 'welcome') void client.patch('drafts.service-a').set({ 'title.es': 'Dos' }).commit()
        if (event.type !== 'message') return
        subscription.unsubscribe()
        resolve(event)
      })
    })
    expect(message).toMatchObject({ type: 'message', tags: [syncTag] })
  })

  it('queries without a source map see no markers', async () => {
    const result = await client.fetch('*[_type == "service"].title.es', {}, { perspective: 'drafts' })
    expect(result).toEqual(['Uno (borrador)'])
  })

  it('keeps the origin of the site that reads it, which only the credential may set', async () => {
    expect((await fetch(`${t.lake.url}/lake/site`)).status).toBe(404)
    const set = (url: string) => t.call('PUT', '/lake/site', { url })
    expect((await set('http://localhost:3100/path')).status).toBe(400)
    expect((await set('http://localhost:3100')).status).toBe(200)
    const anonymous = await fetch(`${t.lake.url}/lake/site`, { method: 'PUT', body: '{"url":"http://evil.test"}' })
    expect(anonymous.status).toBe(401)
    expect(await (await fetch(`${t.lake.url}/lake/site`)).json()).toEqual({ url: 'http://localhost:3100' })
  })
})
