import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createSafeFetcher } from './safe-fetch'
import { readSitePages, sitePageLimits } from './site-pages'

let site: FixtureSite
beforeAll(async () => {
  site = await startFixtureSite({
    '/contacto': { body: '<form><textarea></textarea></form>' },
    '/menu': { body: '<h1>Menú</h1>' },
    '/blog': { body: '<h1>Blog</h1>' },
  })
})
afterAll(() => site.close())

async function read(html: string) {
  const fetcher = createSafeFetcher(
    { allowHosts: [site.host] },
    { maxRedirects: 5, timeoutMs: 5000, maxBodyBytes: 1024 * 1024 },
  )
  try {
    return await readSitePages(fetcher, cheerio.load(html), site.url('/'), AbortSignal.timeout(10_000))
  } finally {
    await fetcher.close()
  }
}

describe('same-site pages', () => {
  it('reads the navigation pages that sell and only asks the others whether they exist', async () => {
    const pages =
      await read(`<nav><a href="/contacto">Contacto</a><a href="/menu">Menú</a><a href="/blog">Blog</a></nav>
      <a href="/viejo">Promoción</a><a href="#arriba">Arriba</a><a href="https://other.example/">Otro</a><a href="/menu.pdf">PDF</a>`)
    const byPath = Object.fromEntries(pages.map((page) => [new URL(page.url).pathname, page]))
    expect(Object.keys(byPath).sort()).toEqual(['/blog', '/contacto', '/menu', '/viejo'])
    expect(byPath['/contacto']?.$?.('textarea')).toHaveLength(1)
    expect(byPath['/menu']?.$).toBeDefined()
    expect(byPath['/blog']).toEqual({ url: site.url('/blog'), status: 200 })
    expect(byPath['/viejo']).toEqual({ url: site.url('/viejo'), status: 404 })
  })

  it('takes the menu from plain links when the page has no navigation element, and reads at most five', async () => {
    const links = Array.from({ length: 8 }, (_, index) => `<a href="/contacto?sede=${index}">Contacto ${index}</a>`)
    const pages = await read(`<div class="menu">${links.join('')}</div>`)
    expect(pages.filter((page) => page.$)).toHaveLength(sitePageLimits.read)
    expect(pages).toHaveLength(8)
  })
})
