import type { FastifyInstance } from 'fastify'
import { quietLog } from '../../tests/support/server/test-doubles'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stringifyCookie } from 'cookie'
import { appStateElementId } from '../src/app-state'
import { paths, routeIds } from '../src/paths'
import { es } from '../src/i18n/messages/es'
import { buildApp } from './app'
import { createContentSource, type ContentSource } from './content'
import { loadEnv } from './env.server'
import { sourceRenderer } from '../../tests/support/server/source-renderer'
import { imageAssetDocuments } from '../../seed/assets'
import { seedUnedited } from '../../seed/lake'

/** The real server entry and template, without a Vite build. */
const renderer = sourceRenderer()

// A lake of its own: a free port and a fresh folder, never the developer's ./data.
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  SITE_URL: 'https://example.test',
  LAKE_PORT: '0',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-test-')),
})
const logs: string[] = []
let content: ContentSource
let app: FastifyInstance
let broken: FastifyInstance

beforeAll(async () => {
  await seedUnedited(env, () => {})
  content = await createContentSource(env, quietLog)
  const logStream = { write: (line: string) => void logs.push(line) }
  app = await buildApp(env, { content, renderer, logStream })
  const failing: ContentSource = { ...content, fetch: () => Promise.reject(new Error('content store down')) }
  broken = await buildApp(env, { content: failing, renderer, logStream: { write: () => {} } })
})

afterAll(async () => {
  await app.close()
  await broken.close()
})

const htmlLang = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1]

describe('pages', () => {
  it('renders in Spanish by default, with the language in the first byte', async () => {
    const response = await app.inject('/contacto')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(htmlLang(response.body)).toBe('es')
    expect(response.body).toContain(`<script type="application/json" id="${appStateElementId}">`)
  })

  it('takes ?lang= first, then the language cookie', async () => {
    expect(htmlLang((await app.inject('/?lang=en')).body)).toBe('en')
    expect(htmlLang((await app.inject({ url: '/', headers: { cookie: 'a=1; language=en' } })).body)).toBe('en')
    expect(htmlLang((await app.inject({ url: '/?lang=es', headers: { cookie: 'language=en' } })).body)).toBe('es')
    expect(htmlLang((await app.inject({ url: '/?lang=xx', headers: { cookie: 'language=yy' } })).body)).toBe('es')
  })

  it('treats a malformed language cookie as no choice: every page answers, none with 500', async () => {
    const cookie = stringifyCookie({ language: '%' }, { encode: (value) => value })
    for (const url of [...routeIds.map((id) => paths[id]), '/no-such-page']) {
      const response = await app.inject({ url, headers: { cookie } })
      expect(response.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200)
      expect(htmlLang(response.body), url).toBe('es')
    }
    const english = await app.inject({ url: '/?lang=en', headers: { cookie: 'language=%E0%A4%A' } })
    expect(htmlLang(english.body)).toBe('en')
  }, 30_000) // Ten full page renders.

  it('answers unknown paths with 404 and logs the path', async () => {
    const response = await app.inject('/no-such-page?x=1')
    expect(response.statusCode).toBe(404)
    const entry = logs.map((line) => JSON.parse(line)).find((line) => line.msg === 'page not found')
    expect(entry).toMatchObject({ path: '/no-such-page' })
  })

  it('logs one line per page or API request, and none for health checks and files', async () => {
    logs.length = 0
    await app.inject('/servicios?lang=en')
    await app.inject('/healthz')
    await app.inject('/robots.txt')
    await app.inject('/favicon.svg?v=2')
    // An API address never passes for a file, and its query is logged by its names only.
    await app.inject('/api/leads?q=Robert%207777-8892&x=.js')
    const requests = logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request')
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/servicios?lang=en', status: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/leads?q=…&x=…' }),
    ])
    expect(logs.join('\n')).not.toMatch(/Robert|7777/)
    expect(logs.some((line) => /incoming request|request completed/.test(line))).toBe(false)
  })

  it('shows the error screen with 503 when content cannot be loaded', async () => {
    const response = await broken.inject('/servicios')
    expect(response.statusCode).toBe(503)
    expect(response.body).toContain(es.page.errorTitle)
    expect(response.body).toContain(es.page.reload)
  })

  it('answers other methods on unknown paths, and unknown API paths, with the API error body', async () => {
    const response = await app.inject({ method: 'POST', url: '/' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'No encontramos lo que buscas.' })
    const api = await app.inject('/api/nothing-here?lang=en')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ error: 'not_found', message: 'We could not find what you are looking for.' })
  })

  it('sends security headers', async () => {
    const response = await app.inject('/')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('content API', () => {
  it('returns a named page in the requested language', async () => {
    const response = await app.inject('/api/content/about?lang=en')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    expect(response.json().page.hero.title).toBeTruthy()
  })

  it('refuses unknown names and languages', async () => {
    expect((await app.inject('/api/content/secrets?lang=es')).statusCode).toBe(404)
    expect((await app.inject('/api/content/about?lang=fr')).statusCode).toBe(400)
  })

  it('answers 502 without details when the store fails', async () => {
    const response = await broken.inject('/api/content/about?lang=es')
    expect(response.statusCode).toBe(502)
    expect(response.body).not.toContain('content store down')
  })
})

describe('health and media', () => {
  it('/healthz checks the content store', async () => {
    expect((await app.inject('/healthz')).json()).toMatchObject({ status: 'ok', content: 'embedded' })
    expect((await broken.inject('/healthz')).statusCode).toBe(503)
  })

  it('serves the seed images the seed put among the uploads, and nothing else', async () => {
    const founder = imageAssetDocuments.find((asset) => asset.originalFilename === 'founder.webp')!
    const image = await app.inject(String(founder.url))
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect((await app.inject('/media/manifest.json')).statusCode).toBe(404)
    expect((await app.inject('/media/manifest.ts')).statusCode).toBe(404)
  })
})
