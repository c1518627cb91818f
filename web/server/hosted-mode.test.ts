import { createClient, type SanityClient } from '@sanity/client'
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret'
import type { FastifyInstance } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type TestLake, testLake } from 'content-lake/testing'
import { languageIds } from '../../schemas/constants'
import { fixtureDocuments } from '../../seed/fixtures'
import { sourceRenderer } from '../../tests/support/server/source-renderer'
import { buildApp } from './app'
import { clientConfig, createContentSource } from './content'
import { loadEnv } from './env.server'

/**
 * The mode the agency deploys with, hosted Sanity, run against a local stand-in of Sanity's API:
 * the content lake, whose HTTP API is Sanity's (queries, perspectives, the listener, mutations,
 * preview secrets, `users/me`), reached through SANITY_API_ORIGIN as hosted Sanity would be.
 */
const projectId = 'standin1'
const publishedTitle = 'Chatbots y agentes de\u00a0IA'
const chatbots = fixtureDocuments.find(({ _id }) => _id === 'service-chatbots')!

let standIn: TestLake
let dataDir: string
let app: FastifyInstance
let editor: SanityClient
let studioOrigin: string
const outage: string[] = []

const hostedEnv = (extra: Record<string, string> = {}) =>
  loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SITE_URL: 'http://localhost:3100',
    DATA_DIR: dataDir,
    SANITY_PROJECT_ID: projectId,
    SANITY_DATASET: 'production',
    SANITY_API_ORIGIN: standIn.lake.url,
    STUDIO_ORIGIN: 'https://zenit.sanity.studio',
    ...extra,
  })

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hosted-mode-test-'))
  standIn = await testLake(fixtureDocuments, undefined, { languages: languageIds })
  studioOrigin = `https://local.localhost:${standIn.lake.port}`
  // A read token that sees drafts, and the Studio whose Presentation tool frames the previews.
  const env = hostedEnv({ SANITY_API_TOKEN: standIn.lake.token, SANITY_STUDIO_URL: studioOrigin })
  const content = await createContentSource(env, {
    warn: (_details, message) => outage.push(message),
    info: (_details, message) => outage.push(message),
  })
  app = await buildApp(env, { content, renderer: sourceRenderer() })
  editor = createClient({ ...clientConfig(env.sanity), token: standIn.lake.token, perspective: 'raw' })
})

afterAll(async () => {
  await app?.close()
  await standIn?.cleanup()
  await rm(dataDir, { recursive: true, force: true })
})

const page = async (url: string, cookie?: string) => {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(200)
  return response.body
}

describe('the site on hosted Sanity, against a stand-in of its API', () => {
  it('serves the pages in both languages from the project’s published content', async () => {
    expect(await page('/servicios')).toContain(publishedTitle)
    expect(await page('/servicios?lang=en')).toContain('Chatbots &amp; AI Agents')
    const health = (await app.inject('/healthz')).json()
    expect(health).toMatchObject({ status: 'ok', content: 'hosted', stale: false })
  })

  it('reads through the CDN without a token and from the API with one, both at the project’s origin', async () => {
    const tokenless = createClient(clientConfig(hostedEnv().sanity))
    expect(tokenless.config()).toMatchObject({ useCdn: true })
    expect(tokenless.getUrl('/data/query/production', true)).toBe(
      `${standIn.lake.url}/v2025-02-19/data/query/production`,
    )
    const source = await createContentSource(hostedEnv(), { warn: () => {}, info: () => {} })
    expect((await source.fetch('services', 'es')).page).toBeTruthy()
    await source.close()
  })

  it('shows a publish on the next page once the listener hears it, never a draft', async () => {
    await editor.createOrReplace({ ...chatbots, _id: 'drafts.service-chatbots', title: { es: 'Borrador oculto' } })
    await editor.createOrReplace({ ...chatbots, title: { ...(chatbots.title as object), es: 'Chatbots que venden' } })
    await vi.waitFor(async () => expect(await page('/servicios')).toContain('Chatbots que venden'), { timeout: 10_000 })
    expect(await page('/servicios')).not.toContain('Borrador oculto')
  })

  it('shows drafts only in draft mode, opened with the Studio’s preview secret', async () => {
    const { secret } = await createPreviewSecret(editor, 'sanity/presentation', `${studioOrigin}/presentation`)
    const enabled = await app.inject({
      url: `/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fservicios`,
      headers: { host: 'localhost:3100' },
    })
    expect(enabled.statusCode).toBe(307)
    const cookie = String(enabled.headers['set-cookie']).split(';')[0]!
    expect(await page('/servicios', cookie)).toContain('Borrador oculto')
    expect(await page('/servicios')).not.toContain('Borrador oculto')
  })

  it('writes image addresses for Sanity’s image CDN, under the project and dataset', async () => {
    const images = [...(await page('/')).matchAll(/src="([^"]+)"/g)].map(([, src]) => src!)
    const cdn = images.filter((src) => src.startsWith(`https://cdn.sanity.io/images/${projectId}/production/`))
    expect(cdn.length).toBeGreaterThan(0)
    expect(cdn.every((src) => /-\d+x\d+\.\w+\?/.test(src))).toBe(true)
  })

  it('lets a member of the project into the Leads API, asking `users/me` at the same origin', async () => {
    const asMember = await app.inject({ url: '/api/leads', headers: { authorization: `Bearer ${standIn.lake.token}` } })
    expect(asMember.statusCode).toBe(200)
    const asStranger = await app.inject({ url: '/api/leads', headers: { authorization: 'Bearer not-a-member' } })
    expect(asStranger.statusCode).toBe(401)
  })

  it('keeps serving the last good pages while the API does not answer, and says so', async () => {
    const before = await page('/servicios?lang=en')
    await standIn.lake.close()
    expect(await page('/servicios?lang=en')).toBe(before)
    expect((await app.inject('/healthz')).json()).toMatchObject({ status: 'ok', content: 'hosted', stale: true })
    expect(outage.length).toBeGreaterThan(0)
  })
})
