import * as cheerio from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createSafeFetcher } from './safe-fetch'
import { importsOf, readSitePages, scriptLimits, scriptReader, sitePageLimits } from './site-pages'

let site: FixtureSite
const js = { 'content-type': 'text/javascript' }
beforeAll(async () => {
  site = await startFixtureSite({
    '/contacto': { body: '<form><textarea></textarea></form>' },
    '/menu': { body: '<h1>Menú</h1>' },
    '/blog': { body: '<h1>Blog</h1>' },
    '/registro': { body: '<form id="registroForm"><input type="email"></form>' },
    // A beauty salon's module whose WhatsApp handler lives two imports away.
    '/js/main.js': { headers: js, body: "import { iniciar } from './ui/botones.js'\niniciar()" },
    '/js/ui/botones.js': { headers: js, body: "import './whatsapp.js'\nexport function iniciar() {}" },
    '/js/ui/whatsapp.js': { headers: js, body: "window.openWhatsApp = () => window.open('https://wa.me/34612345678')" },
    '/js/reservas.js': { headers: js, body: "import('./calendario.js')" },
    '/js/calendario.js': { headers: js, body: 'export const dias = 7' },
    ...Object.fromEntries(
      Array.from({ length: scriptLimits.depth + 2 }, (_, index) => [
        `/js/capa${index}.js`,
        { headers: js, body: `import './capa${index + 1}.js'` },
      ]),
    ),
  })
})
afterAll(() => site.close())

async function withFetcher<T>(work: (fetcher: ReturnType<typeof createSafeFetcher>) => Promise<T>) {
  const fetcher = createSafeFetcher(
    { allowHosts: [site.host] },
    { maxRedirects: 5, timeoutMs: 5000, maxBodyBytes: 1024 * 1024 },
  )
  try {
    return await work(fetcher)
  } finally {
    await fetcher.close()
  }
}

const read = (html: string) =>
  withFetcher((fetcher) => readSitePages(fetcher, cheerio.load(html), site.url('/'), AbortSignal.timeout(10_000)))

const scriptsOf = (...pages: [string, string][]) =>
  withFetcher(async (fetcher) => {
    const reader = scriptReader(fetcher, AbortSignal.timeout(10_000))
    await reader.read(pages.map(([path, html]) => ({ url: site.url(path), $: cheerio.load(html) })))
    return reader.reading()
  })

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

  it('reads a page that sells linked outside the menu, a top bar’s «Contacto», while there is room', async () => {
    const pages = await read(`<div class="top-links"><a href="/contacto">Contacto</a></div>
      <nav><a href="/blog">Blog</a><a href="/menu">Menú</a></nav>`)
    const readPaths = pages.filter((page) => page.$).map((page) => new URL(page.url).pathname)
    expect(readPaths).toEqual(['/menu', '/contacto'])
  })

  it('reads the page where a visitor buys, signs up or pays («Compra Ya» on the sign-up page)', async () => {
    const pages = await read(`<nav><a href="/blog">Blog</a></nav><a href="/registro">Compra Ya</a>`)
    expect(pages.filter((page) => page.$).map((page) => new URL(page.url).pathname)).toEqual(['/registro'])
  })

  it('never reads the home page again as its own index.html («Menú» on `index.html#productos`)', async () => {
    const pages = await read(`<nav><a href="index.html">Inicio</a><a href="index.html#productos">Menú</a>
      <a href="/contacto">Contacto</a></nav>`)
    expect(pages.map((page) => new URL(page.url).pathname)).toEqual(['/contacto'])
  })

  it('takes the menu from plain links when the page has no navigation element, and reads at most five', async () => {
    const links = Array.from({ length: 8 }, (_, index) => `<a href="/contacto?sede=${index}">Contacto ${index}</a>`)
    const pages = await read(`<div class="menu">${links.join('')}</div>`)
    expect(pages.filter((page) => page.$)).toHaveLength(sitePageLimits.read)
    expect(pages).toHaveLength(8)
  })
})

describe('the scripts the pages load', () => {
  it('reads the files an ES module imports, as deep as a handler hides, on every page read', async () => {
    const { files, unread } = await scriptsOf(
      ['/', '<script type="module" src="/js/main.js"></script>'],
      ['/reservas', '<script type="module">import "/js/reservas.js"</script>'],
    )
    expect(files.map((file) => file.name).sort()).toEqual([
      'botones.js',
      'calendario.js',
      'main.js',
      'reservas.js',
      'whatsapp.js',
    ])
    expect(unread).toEqual([])
  })

  it('lists what it could not read: another site’s unknown script, a bare module name, imports past the depth', async () => {
    const { unread } = await scriptsOf([
      '/',
      `<script src="https://widgets.desconocido.example/w.js"></script>
      <script src="https://cdn.jsdelivr.net/npm/bootstrap@5/dist/js/bootstrap.min.js"></script>
      <script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1"></script>
      <script src="//www.instagram.com/embed.js"></script><script src="https://www.tiktok.com/embed.js"></script>
      <script type="module">import { x } from 'libreria'</script>
      <script type="module" src="/js/capa0.js"></script>
      <script type="application/ld+json">{"@type":"Bakery"}</script>`,
    ])
    expect(unread).toEqual([
      'https://widgets.desconocido.example/w.js',
      'libreria',
      site.url(`/js/capa${scriptLimits.depth + 1}.js`),
    ])
  })

  it('takes only module specifiers for imports, never prose a library quotes in its errors', () => {
    const code =
      'import{a as r}from"./router-BTMdIXuK.js";import "@scope/pkg/sub.js";import("/js/ui.js");' +
      'O(n,"Did you accidentally import `RouterProvider` from `react-router`?");export{b}from"https://cdn.example/x.js"'
    expect(importsOf(code)).toEqual([
      './router-BTMdIXuK.js',
      '@scope/pkg/sub.js',
      '/js/ui.js',
      'https://cdn.example/x.js',
    ])
  })

  it('reads a script named by its bare file name, as the browser does: beside the page', async () => {
    const { files, unread } = await scriptsOf(['/reservas', '<script src="js/calendario.js"></script>'])
    expect(files.map((file) => file.name)).toEqual(['calendario.js'])
    expect(unread).toEqual([])
  })

  it('takes a missing file as read: the browser gets nothing from it either', async () => {
    expect(await scriptsOf(['/', '<script src="/js/no-existe.js"></script>'])).toEqual({ files: [], unread: [] })
  })
})
