import type { FastifyInstance } from 'fastify'
import { quietLog } from '../../../tests/support/server/test-doubles'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { createContentSource, type ContentSource } from '../content'
import type { ContentEvent } from '../content-watch'
import { loadEnv } from '../env.server'
import { sourceRenderer } from '../../../tests/support/server/source-renderer'
import { seedUnedited } from '../../../seed/lake'

let app: FastifyInstance
let store: ContentSource
let dataDir: string
let fetches = 0
let emit: (event: ContentEvent) => void = () => {}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pages-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'https://example.test',
    LAKE_PORT: '0',
    DATA_DIR: dataDir,
  })
  await seedUnedited(env, () => {})
  store = await createContentSource(env, quietLog)
  // The real store, with its listener replaced by one the test drives.
  const content: ContentSource = {
    ...store,
    fetch: (name, language) => {
      fetches += 1
      return store.fetch(name, language)
    },
    watch: (onEvent) => {
      emit = onEvent
      return () => {}
    },
  }
  app = await buildApp(env, { content, renderer: sourceRenderer() })
})

afterAll(async () => {
  await app.close()
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => emit('connected'))

const rendersOf = async (url: string, headers: Record<string, string> = {}) => {
  const before = fetches
  const response = await app.inject({ url, headers })
  return { response, rendered: fetches > before }
}

describe('page responses', () => {
  it('are compressed with brotli or gzip as accepted, each decoding to the same page', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding')
  })

  it('compress pages the cache does not keep, too', async () => {
    const missing = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
  })

  it('answer a revalidation with 304 while the page is unchanged', async () => {
    const first = await app.inject('/servicios')
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await app.inject({ url: '/servicios', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })
})

describe('the page cache', () => {
  it('renders each page and language once until the content changes', async () => {
    expect((await rendersOf('/sobre-nosotros')).rendered).toBe(true)
    expect((await rendersOf('/sobre-nosotros')).rendered).toBe(false)
    expect((await rendersOf('/sobre-nosotros?lang=en')).rendered).toBe(true)
    expect((await rendersOf('/sobre-nosotros', { cookie: 'language=en' })).rendered).toBe(false)
    emit('changed')
    expect((await rendersOf('/sobre-nosotros')).rendered).toBe(true)
  })

  it('is bypassed while the listener is down, so no change can be missed', async () => {
    await rendersOf('/contacto')
    emit('disconnected')
    expect((await rendersOf('/contacto')).rendered).toBe(true)
    expect((await rendersOf('/contacto')).rendered).toBe(true)
  })

  it('keeps neither unknown paths nor unknown parameters', async () => {
    await rendersOf('/no-such-page')
    expect((await rendersOf('/no-such-page')).rendered).toBe(true)
    await rendersOf('/?fbclid=x')
    expect((await rendersOf('/?fbclid=x')).rendered).toBe(true)
  })

  it('serves a campaign landing the cached page, which never carries its tags', async () => {
    const first = await rendersOf('/servicios?utm_source=boletin')
    const again = await rendersOf('/servicios?utm_campaign=otra')
    expect(again.rendered).toBe(false)
    expect(first.response.body + again.response.body).not.toMatch(/boletin|otra/)
    expect(first.response.body).toContain('<html')
  })
})
