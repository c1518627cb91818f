import { createClient } from '@sanity/client'
import { connect } from 'node:http2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from '../testing/test-lake'

const documents = [
  { _id: 'a', _type: 'thing', title: { _type: 'localeString', es: 'Hola', en: 'Hello' } },
  { _id: 'b', _type: 'thing', title: { _type: 'localeString', es: 'Adiós' } },
  { _id: 'drafts.b', _type: 'thing', title: { _type: 'localeString', es: 'Adiós (borrador)' } },
]

let t: TestLake
beforeAll(async () => {
  t = await testLake(documents)
})
afterAll(() => t.cleanup())

const client = () =>
  createClient({
    apiHost: t.lake.url,
    useProjectHostname: false,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
  })

/** One GET over HTTP/2 with TLS, as the Studio makes it (the certificate is self-signed). */
function http2Get(path: string): Promise<{ status: number; body: unknown; protocol: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${t.lake.port}`, { rejectUnauthorized: false })
    session.on('error', reject)
    const stream = session.request({ ':path': path, origin: 'https://local.localhost:3333' })
    let status = 0
    let text = ''
    stream.on('response', (headers) => (status = Number(headers[':status'])))
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
    stream.on('end', () => {
      session.close()
      resolve({ status, body: JSON.parse(text), protocol: session.alpnProtocol ?? '' })
    })
  })
}

describe('local content lake queries', () => {
  it('answers @sanity/client queries with parameters, falling back to Spanish', async () => {
    const query = '*[_type == "thing"] | order(_id asc){ "title": coalesce(title[$lang], title.es) }.title'
    await expect(client().fetch(query, { lang: 'en' })).resolves.toEqual(['Hello', 'Adiós'])
    await expect(client().fetch(query, { lang: 'es' })).resolves.toEqual(['Hola', 'Adiós'])
  })

  it('shows drafts only in the perspectives that ask for them', async () => {
    const query = encodeURIComponent('*[_id in ["b", "drafts.b"]].title.es')
    const seen = async (perspective: string) =>
      (await t.call('GET', `${api}/data/query/production?query=${query}&perspective=${perspective}`)).body.result
    expect(await seen('published')).toEqual(['Adiós'])
    expect(await seen('raw')).toEqual(['Adiós', 'Adiós (borrador)'])
    expect(await seen('drafts')).toEqual(['Adiós (borrador)'])
  })

  it('takes long queries by POST too', async () => {
    const { status, body } = await t.call('POST', `${api}/data/query/production`, {
      query: 'count(*[_id == $id])',
      params: { id: 'a' },
    })
    expect(status).toBe(200)
    expect(body.result).toBe(1)
  })

  it('answers the Studio list search, which uses text::query()', async () => {
    const query = encodeURIComponent('*[_type == "thing" && [@, _id] match text::query($q)]._id')
    const search = async (q: string) =>
      (await t.call('GET', `${api}/data/query/production?query=${query}&$q=${encodeURIComponent(JSON.stringify(q))}`))
        .body.result
    expect(await search('*')).toEqual(['a', 'b'])
    expect(await search('hell')).toEqual(['a'])
  })

  it('answers a bad query with 400 and a parse error', async () => {
    const { status, body } = await t.call('GET', `${api}/data/query/production?query=${encodeURIComponent('*[')}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: { type: 'queryParseError' } })
  })

  it('gets documents by id, naming the missing ones', async () => {
    const { body } = await t.call('GET', `${api}/data/doc/production/a,missing`)
    expect(body).toMatchObject({ documents: [{ _id: 'a' }], omitted: [{ id: 'missing', reason: 'existence' }] })
  })

  it('refuses other datasets and names unknown endpoints', async () => {
    expect((await t.call('GET', `${api}/data/query/staging?query=*`)).status).toBe(404)
    const unknown = await t.call('POST', `${api}/data/export/production`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(
      'The local content lake does not implement POST /v2025-02-19/data/export/production',
    )
  })

  it('speaks HTTP/2 over TLS on the same port, with CORS for the Studio', async () => {
    const { status, body, protocol } = await http2Get('/v2025-02-19/projects/local')
    expect(protocol).toBe('h2')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 'local' })
  })

  it('listens on loopback only, and refuses pages from elsewhere', async () => {
    expect(new URL(t.lake.url).hostname).toBe('127.0.0.1')
    const mutate = (origin: string) =>
      fetch(`${t.lake.url}${api}/data/mutate/production`, {
        method: 'POST',
        headers: { origin, 'content-type': 'text/plain' },
        body: JSON.stringify({ mutations: [{ delete: { id: 'a' } }] }),
      })
    expect((await mutate('https://evil.example')).status).toBe(403)
    expect(t.lake.store.get('a')).not.toBeNull()
    const preflight = await fetch(`${t.lake.url}${api}/data/mutate/production`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3333', 'access-control-request-method': 'POST' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3333')
  })
})
