import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLake, type Lake } from './lake'

const documents = [
  { _id: 'a', _type: 'thing', title: { _type: 'localeString', es: 'Hola', en: 'Hello' } },
  { _id: 'b', _type: 'thing', title: { _type: 'localeString', es: 'Adiós' } },
]

let lake: Lake
beforeAll(async () => {
  lake = await startLake({ documents, dataset: 'production', port: 0 })
})
afterAll(() => lake.close())

const client = () =>
  createClient({
    apiHost: lake.url,
    useProjectHostname: false,
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    useCdn: false,
  })

describe('local content lake', () => {
  it('answers @sanity/client queries with parameters, falling back to Spanish', async () => {
    const query = '*[_type == "thing"] | order(_id asc){ "title": coalesce(title[$lang], title.es) }.title'
    await expect(client().fetch(query, { lang: 'en' })).resolves.toEqual(['Hello', 'Adiós'])
    await expect(client().fetch(query, { lang: 'es' })).resolves.toEqual(['Hola', 'Adiós'])
  })

  it('takes long queries by POST too', async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_id == $id])', params: { id: 'a' } }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ result: 1 })
  })

  it('answers a bad query with 400 and a parse error', async () => {
    const response = await fetch(`${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[')}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { type: 'queryParseError' } })
  })

  it('refuses other datasets and names unknown endpoints', async () => {
    const other = await fetch(`${lake.url}/v2025-02-19/data/query/staging?query=*`)
    expect(other.status).toBe(404)
    const unknown = await fetch(`${lake.url}/v2025-02-19/data/mutate/production`, { method: 'POST' })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toContain('POST /v2025-02-19/data/mutate/production')
  })

  it('listens on loopback only', () => {
    expect(new URL(lake.url).hostname).toBe('127.0.0.1')
  })
})
