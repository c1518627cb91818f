import { createClient, type SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import type { FastifyInstance } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureDocuments } from '../../../seed/fixtures'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'
import { type TestLake, testLake } from 'content-lake/testing'
import { stegaCharacters } from '../../../tests/e2e/stega-characters'
import { sourceRenderer } from '../../../tests/support/server/source-renderer'
import { languageIds } from '../../../schemas/constants'

const published = 'Chatbots y agentes de\u00a0IA'
const draft = 'Chatbots que venden (borrador)'
const expiredSecret = {
  _id: 'drafts.expired-secret',
  _type: 'sanity.previewUrlSecret',
  secret: 'expired-secret',
  studioUrl: 'https://studio.example',
  _updatedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
}

let t: TestLake
let app: FastifyInstance
let client: SanityClient
let dataDir: string
let studioOrigin: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'draft-mode-test-'))
  // The site connects to this lake (LAKE_PORT) as to one `npm run studio` started.
  t = await testLake([...fixtureDocuments, expiredSecret], path.join(dataDir, 'lake'), { languages: languageIds })
  studioOrigin = `https://local.localhost:${t.lake.port}`
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://localhost:3100',
    LAKE_PORT: String(t.lake.port),
    DATA_DIR: dataDir,
  })
  app = await buildApp(env, { renderer: sourceRenderer() })
  client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiHost: t.lake.url,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: '2025-02-19',
    token: t.lake.token,
  })
  await client.createOrReplace({
    ...fixtureDocuments.find(({ _id }) => _id === 'service-chatbots')!,
    _id: 'drafts.service-chatbots',
    title: { _type: 'localeString', es: draft },
  })
})

afterAll(async () => {
  await app.close()
  await t.cleanup()
  await rm(dataDir, { recursive: true, force: true })
})

const enable = (secret: string, host = 'localhost:3100', pathname = '/servicios?lang=es') =>
  app.inject({
    url: `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}`,
    headers: { host },
  })

/** A redirect that stays on the site: one leading slash, never `//` or `/\`, the site's own origin. */
function expectSameSite(location: string | undefined) {
  expect(location).toMatch(/^\/(?![/\\])/)
  expect(new URL(location!, 'https://site.example').origin).toBe('https://site.example')
}

const redirect = (value: string) => `redirect=${encodeURIComponent(value)}`

/** The query an attacker's link carries, and where the browser must be sent. */
const redirectTricks: [string, string][] = [
  ['redirect=/%09/evil.example', '/'],
  [redirect('/\t/evil.example'), '/'],
  [redirect('/\r\n/evil'), '/'],
  [redirect('/\n/evil.example'), '/'],
  [redirect('/servicios\u0000'), '/'],
  [redirect('/\u001b/evil.example'), '/'],
  [redirect('/\u007f/evil.example'), '/'],
  [redirect('/\u0085/evil.example'), '/'],
  [redirect('/\\evil.example'), '/'],
  [redirect('\\\\evil'), '/'],
  [redirect('/..//evil.example'), '/'],
  [redirect('/%2e%2e//evil.example'), '/'],
  ['redirect=/%2F/evil.example', '/'],
  ['redirect=/%5C/evil', '/'],
  [redirect('/%2F/evil.example'), '/%2F/evil.example'],
  [redirect('/%5C/evil'), '/%5C/evil'],
  [redirect('/página'), '/p%C3%A1gina'],
  [redirect('/ñ'), '/%C3%B1'],
  [redirect('/🚀?lang=es#sección'), '/%F0%9F%9A%80?lang=es#secci%C3%B3n'],
  [redirect('https://evil.example'), '/'],
  [redirect('//evil.example'), '/'],
  [redirect('http:evil.example'), '/'],
  [redirect('javascript:alert(1)'), '/'],
  ['redirect=', '/'],
  ['', '/'],
  ['redirect=/servicios&redirect=//evil.example', '/'],
]

async function draftCookie() {
  const { secret } = await createPreviewSecret(client, 'sanity/presentation', `${studioOrigin}/presentation`)
  const response = await enable(secret)
  return String(response.headers['set-cookie']).split(';')[0]!
}

describe('/api/draft-mode/enable', () => {
  it('refuses a wrong or expired secret with a message in both languages, and sets no cookie', async () => {
    for (const secret of ['wrong', 'expired-secret']) {
      const response = await enable(secret)
      expect(response.statusCode).toBe(401)
      expect(response.headers['set-cookie']).toBeUndefined()
      expect(response.json()).toEqual({
        error: 'preview_refused',
        message: expect.stringMatching(/no es válido o ya caducó.*not valid or has expired/),
      })
    }
  })

  it('starts draft mode with a signed HttpOnly cookie and goes to the page asked for', async () => {
    const { secret } = await createPreviewSecret(client, 'sanity/presentation', `${studioOrigin}/presentation`)
    const response = await enable(secret)
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('/servicios?lang=es')
    expect(response.headers['set-cookie']).toMatch(
      /^draft_mode=\d+\.[\w-]+; Max-Age=3600; Path=\/; HttpOnly; Secure; Partitioned; SameSite=None$/,
    )
  })

  it.each([
    ['/..//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/página?lang=es', '/p%C3%A1gina?lang=es'],
  ])('sends a preview of %s to %s, a path of this site', async (pathname, location) => {
    const { secret } = await createPreviewSecret(client, 'sanity/presentation', `${studioOrigin}/presentation`)
    const response = await enable(secret, 'localhost:3100', pathname)
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe(location)
    expectSameSite(response.headers.location)
  })

  it('is SameSite=Lax without Secure on plain http to a public name', async () => {
    const { secret } = await createPreviewSecret(client, 'sanity/presentation', `${studioOrigin}/presentation`)
    const cookie = String((await enable(secret, 'preview.example.test')).headers['set-cookie'])
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
  })
})

describe('a page in draft mode', () => {
  it('shows drafts with stega and the preview bar, never stored, never indexed, framed by the Studio only', async () => {
    // The public page is in the page cache first: draft mode must not be served from it.
    await app.inject({ url: '/servicios' })
    const cookie = await draftCookie()
    const response = await app.inject({ url: '/servicios', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toMatch(stegaCharacters)
    expect(response.body.replace(new RegExp(stegaCharacters, 'gu'), '')).toContain(draft)
    expect(response.body).toContain('aria-label="Vista previa"')
    expect(response.body).toContain('Salir de la vista previa')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(response.headers['x-frame-options']).toBeUndefined()
    expect(response.headers['content-security-policy']).toContain(`frame-ancestors ${studioOrigin}`)
    expect(response.headers.etag).toBeUndefined()
  })

  it('leaves the public page as it was: published content, no stega, no framing, no preview bar', async () => {
    const cookie = await draftCookie()
    await app.inject({ url: '/servicios', headers: { cookie } })
    for (const headers of [{}, { cookie: 'draft_mode=9999999999.forged' }]) {
      const response = await app.inject({ url: '/servicios', headers })
      expect(response.body).toContain(published)
      expect(response.body).not.toContain(draft)
      expect(response.body).not.toMatch(stegaCharacters)
      expect(response.body).not.toContain('preview-bar')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers['x-robots-tag']).toBeUndefined()
    }
  })

  it('answers the content API with drafts, not stored', async () => {
    const cookie = await draftCookie()
    const preview = await app.inject({ url: '/api/content/services?lang=es', headers: { cookie } })
    expect(preview.headers['cache-control']).toBe('no-store')
    expect(preview.body.replace(new RegExp(stegaCharacters, 'gu'), '')).toContain(draft)
    const visitor = await app.inject({ url: '/api/content/services?lang=es' })
    expect(visitor.headers['cache-control']).toBe('public, max-age=60')
    expect(visitor.body).not.toMatch(stegaCharacters)
    expect(visitor.body).toContain(published)
  })
})

describe('/api/draft-mode/disable', () => {
  it('ends draft mode and goes back to a path of this site only', async () => {
    const response = await app.inject({
      url: '/api/draft-mode/disable?redirect=%2Fservicios%3Flang%3Den',
      headers: { host: 'localhost' },
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/servicios?lang=en')
    expect(response.headers['set-cookie']).toMatch(/^draft_mode=; Max-Age=0;/)
  })

  it.each(redirectTricks)('sends ?%s to %s, a path of this site', async (query, location) => {
    const response = await app.inject({ url: `/api/draft-mode/disable?${query}` })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe(location)
    expectSameSite(response.headers.location)
  })
})

describe('/api/draft-mode/changes', () => {
  it('refuses a request outside draft mode', async () => {
    expect((await app.inject({ url: '/api/draft-mode/changes' })).statusCode).toBe(401)
  })

  it('tells an open preview that a draft changed', async () => {
    const cookie = await draftCookie()
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const response = await fetch(`${address}/api/draft-mode/changes`, {
      headers: { cookie },
      signal: controller.signal,
    })
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let received = ''
    const change = (async () => {
      while (!received.includes('event: change')) received += (await reader.read()).value ?? ''
    })()
    // The listener may still be connecting: edit until the preview hears of it.
    const editing = setInterval(() => {
      void client
        .patch('drafts.service-chatbots')
        .set({ 'title.es': `${draft} ${Date.now()}` })
        .commit()
    }, 200)
    await change.finally(() => clearInterval(editing))
    controller.abort()
    expect(received).toContain('event: change')
  })
})
