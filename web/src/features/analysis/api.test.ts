import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalysisError } from './api'
import { extractContent, requestAnalysis } from './api'

const request = { url: 'https://a.example', mode: 'inline', ip: 'unknown' } as const
const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })

afterEach(() => vi.unstubAllGlobals())

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as AnalysisError).failure,
  )

describe('extractContent (product §3)', () => {
  it.each([
    [{ message: { content: 'a' } }, 'a'],
    [{ content: 'b' }, 'b'],
    ['c', 'c'],
    [{ other: 1 }, '{"other":1}'],
  ])('%j → %s', (body, text) => expect(extractContent(body)).toBe(text))
})

describe('requestAnalysis', () => {
  it('posts JSON and reads message.content', async () => {
    const fetch = vi.fn(async () => answer(200, { message: { content: '# ok' } }))
    vi.stubGlobal('fetch', fetch)
    expect(await requestAnalysis('/api/analyze', request)).toEqual({ content: '# ok' })
    expect(fetch).toHaveBeenCalledWith(
      '/api/analyze',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(request) }),
    )
  })

  it('reads a place on our waiting list from a 202, and only from a 202', async () => {
    const queued = { ticket: 'T'.repeat(24), position: 2, etaSeconds: 60 }
    vi.stubGlobal('fetch', async () => answer(202, { queued }))
    expect(await requestAnalysis('/api/analyze', request)).toEqual({ queued })
    vi.stubGlobal('fetch', async () => answer(200, { queued }))
    expect(await requestAnalysis('/api/analyze', request)).toEqual({ content: JSON.stringify({ queued }) })
  })

  it("keeps our API's own words, marks answers without them, and tells timeouts from lost connections", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal('fetch', async () => answer(422, { error: 'refused', message: 'No pudimos abrir ese sitio.' }))
    expect(await failure(requestAnalysis('/x', request))).toEqual({
      kind: 'answered',
      status: 422,
      message: 'No pudimos abrir ese sitio.',
    })
    vi.stubGlobal('fetch', async () => answer(429, '{}'))
    expect(await failure(requestAnalysis('/x', request))).toEqual({ kind: 'answered', status: 429 })
    // Another service's JSON is not our API's error body: its message is not shown to the visitor.
    vi.stubGlobal('fetch', async () => answer(404, { code: 404, message: 'The requested webhook is not registered.' }))
    expect(await failure(requestAnalysis('/x', request))).toEqual({ kind: 'answered', status: 404 })
    vi.stubGlobal('fetch', async () => answer(502, 'Bad gateway'))
    expect(await failure(requestAnalysis('/x', request))).toEqual({ kind: 'answered', status: 502 })
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await failure(requestAnalysis('/x', request))).toEqual({ kind: 'offline' })
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    expect(await failure(requestAnalysis('/x', request, 20))).toEqual({ kind: 'timeout' })
  })
})
