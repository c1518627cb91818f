import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson } from './fetch-json'

afterEach(() => vi.unstubAllGlobals())

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('fetchJson', () => {
  it('parses a JSON answer', async () => {
    stubFetch(Response.json({ ok: 1 }))
    await expect(fetchJson('/api/x')).resolves.toEqual({ ok: 1 })
  })
  it('reports status and status text for server errors', async () => {
    stubFetch(new Response('stack trace', { status: 503, statusText: 'Service Unavailable' }))
    await expect(fetchJson('/api/x')).rejects.toThrow('503: Service Unavailable')
  })
  it('reports status and body text for other errors', async () => {
    stubFetch(new Response('Unknown content', { status: 404, statusText: 'Not Found' }))
    await expect(fetchJson('/api/x')).rejects.toThrow('404: Unknown content')
  })
})
