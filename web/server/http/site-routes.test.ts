import type { FastifyInstance } from 'fastify'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import manifest from '../../../seed/images/manifest.json' with { type: 'json' }
import { uploadName } from '../../../seed/assets'
import { seedUnedited } from '../../../seed/lake'
import { buildApp } from '../app'
import { sourceRenderer } from '../../../tests/support/server/source-renderer'
import { loadEnv } from '../env.server'
import { sitemapXml } from './seo-files'

let app: FastifyInstance
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-routes-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: 'https://example.test',
    DATA_DIR: dataDir,
    LAKE_PORT: '0',
  })
  await seedUnedited(env, () => {})
  app = await buildApp(env, { renderer: sourceRenderer() })
})

afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

const founder = manifest.find((entry) => entry.file === 'founder.webp')!
/** The founder's photo under the name the seed gives it among the lake's uploads. */
const founderUrl = `/media/${uploadName(founder)}`

describe('media', () => {
  it('resizes to the width asked, as the image CDN does', async () => {
    const widthOf = async (url: string) => (await sharp((await app.inject(url)).rawPayload).metadata()).width
    expect([await widthOf(`${founderUrl}?w=320`), await widthOf(`${founderUrl}?w=480`)]).toEqual([320, 480])
  })

  it("answers image-url's path for a seed image, with the editor's crop", async () => {
    const url = `/images/local/production/${founder.sha1}-${founder.width}x${founder.height}.webp?rect=0,0,320,320&w=160`
    const image = await app.inject(url)
    expect(image.statusCode).toBe(200)
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 })
  })

  it('answers ?w=&auto=format with AVIF when accepted, else WebP, cached and varying on Accept', async () => {
    const url = `${founderUrl}?w=300&auto=format`
    const avif = await app.inject({ url, headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(avif.headers['cache-control']).toContain('immutable')
    const webp = await app.inject({ url, headers: { accept: 'image/webp,*/*' } })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.rawPayload.length).toBeLessThan((await app.inject(founderUrl)).rawPayload.length)
    expect((await app.inject(`${founderUrl}?fm=avif`)).headers['content-type']).toBe('image/avif')
  })

  it("serves nothing but the lake's uploads, by the names the lake gives them", async () => {
    expect((await app.inject('/media/founder.webp')).statusCode).toBe(404)
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
