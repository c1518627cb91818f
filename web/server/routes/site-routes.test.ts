import type { FastifyInstance } from 'fastify'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { render } from '../../src/entry-server'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'
import { pickWidth } from './media'
import { sitemapXml } from './seo-files'

let app: FastifyInstance
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-routes-'))
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://example.test', DATA_DIR: dataDir })
  const renderer = { render, template: () => readFile('web/index.html', 'utf8'), close: async () => {} }
  app = await buildApp(env, { renderer })
})

afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('media variants', () => {
  it('picks the smallest generated width that covers the request, never above the original', () => {
    expect(pickWidth(300, 1280)).toBe(320)
    expect(pickWidth(481, 1280)).toBe(640)
    expect(pickWidth(2000, 1280)).toBe(1280)
    expect(pickWidth(700, 640)).toBe(640)
  })

  it('answers ?w=&auto=format with AVIF when accepted, else WebP, cached and varying on Accept', async () => {
    const url = '/media/founder.webp?w=300&auto=format'
    const avif = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(avif.headers['cache-control']).toContain('max-age=604800')
    const webp = await app.inject({ url, headers: { accept: 'image/webp,*/*' } })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.rawPayload.length).toBeLessThan((await app.inject('/media/founder.webp')).rawPayload.length)
    expect((await app.inject('/media/founder.webp?fm=avif')).headers['content-type']).toBe('image/avif')
  })

  it('serves nothing but the manifest images', async () => {
    expect((await app.inject('/media/manifest.json')).statusCode).toBe(404)
    expect((await app.inject('/media/..%2Fseed.ts')).statusCode).toBe(404)
  })
})

describe('robots and sitemap', () => {
  it('robots.txt names the sitemap', async () => {
    const robots = await app.inject('/robots.txt')
    expect(robots.body).toContain('Sitemap: https://example.test/sitemap.xml')
  })

  it('lists indexable pages in both languages with their alternates, not the noindex ones', async () => {
    const xml = (await app.inject('/sitemap.xml')).body
    expect(xml).toContain('<loc>https://example.test/servicios?lang=en</loc>')
    expect(xml).toContain('<loc>https://example.test/sobre-nosotros</loc>')
    expect(xml).not.toContain('chatbots-inteligentes')
    expect(xml).not.toContain('asistentes-de-voz')
    expect(xml).not.toContain('diseno-web-el-salvador')
  })

  it('escapes URLs in XML', () => {
    expect(sitemapXml('https://a.test', ['/x'])).toContain('href="https://a.test/x?lang=en"')
    expect(sitemapXml('https://a.test?a=1&b=2', ['/'])).toContain('a=1&amp;b=2')
  })
})
