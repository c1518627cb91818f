import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { siteView, siteViewUrl } from '../../testing'
import type { CheckId, PhoneMeasurements, Verdict } from '../model'
import type { SitePage } from '../site-pages'
import { seoChecks } from './seo'
import { unseenOnPhoneAttribute } from './util'
import { speedChecks } from './speed'
import type { SiteView } from './site-view'

const pageUrl = siteViewUrl

type Options = { pages?: SitePage[]; phone?: Partial<PhoneMeasurements>; rootStatus?: number }
const site = (html: string, options: Options = {}): SiteView =>
  siteView(html, { sitePages: options.pages, business: 'other', phone: options.phone, rootStatus: options.rootStatus })

const find = (verdicts: Verdict[], id: CheckId) => verdicts.find((verdict) => verdict.id === id)!
const seo = (view: SiteView, id: CheckId) => find(seoChecks(view), id)
const speed = (view: SiteView, id: CheckId) => find(speedChecks(view), id)

describe('what a person would catch', () => {
  it('wants <!DOCTYPE html> first, comments and a byte-order mark allowed before it', () => {
    expect(seo(site('<!DOCTYPE html><html></html>'), 'doctype').status).toBe('pass')
    expect(seo(site('\uFEFF<!-- built --> <!doctype html><html></html>'), 'doctype').status).toBe('pass')
    expect(seo(site('<html><body>Hola</body></html>'), 'doctype').status).toBe('warn')
  })

  it('fails a public site served over plain HTTP, and leaves HTTPS unjudged for a copy served on this machine or a private network', () => {
    const at = (url: string) => {
      const view = site('<html><body><h1>Academia</h1></body></html>')
      view.snapshot.page = { ...view.snapshot.page, url }
      return seoChecks(view).find((verdict) => verdict.id === 'https')
    }
    expect(at('https://academia.example/')?.status).toBe('pass')
    expect(at('http://academia.example/')?.status).toBe('fail')
    expect(at('http://93.184.216.34/')?.status).toBe('fail')
    for (const local of [
      'http://127.0.0.1:8080/',
      'http://localhost:3000/',
      'http://192.168.1.20/',
      'http://[::1]:8080/',
    ])
      expect(at(local), local).toBeUndefined()
  })

  it('fails a home page whose site answers an error at its own address, and says which one failed', () => {
    const home = '<html><body><h1>Academia</h1></body></html>'
    expect(seo(site(home), 'httpStatus')).toMatchObject({ status: 'pass', values: { where: 'page' } })
    expect(seo(site(home, { rootStatus: 200 }), 'httpStatus').status).toBe('pass')
    expect(seo(site(home, { rootStatus: 404 }), 'httpStatus')).toMatchObject({
      status: 'fail',
      values: { status: 404, where: 'root' },
    })
  })

  it('says a main heading the phone hides is hidden, not missing, and counts only those it shows', () => {
    const served = '<html><head><title>Rubik Sublimaciones</title></head><body><h1>Rubik</h1></body></html>'
    const hidden = { ...site(served), home: cheerio.load(`<h1 ${unseenOnPhoneAttribute}>Rubik</h1><h2>Tazas</h2>`) }
    expect(seo(hidden, 'h1')).toMatchObject({ status: 'fail', values: { count: 0, hidden: 'yes' } })
    const oneShown = { ...site(served), home: cheerio.load(`<h1 ${unseenOnPhoneAttribute}>Rubik</h1><h1>Tazas</h1>`) }
    expect(seo(oneShown, 'h1')).toMatchObject({ status: 'pass', values: { count: 1, hidden: 'no' } })
  })

  it('reads the heading, pictures and links of the page as the phone drew it, the head as served', () => {
    const served =
      '<html><head><title>Plomería y eléctrica Zeus</title></head><body><div id="root"></div></body></html>'
    const drawn = `<html><head><title>Plomería y eléctrica Zeus</title></head><body><div id="root">
      <h1>Plomería y eléctrica Zeus</h1><img src="portada.png"><a href="/mas">Más información</a></div></body></html>`
    const view = { ...site(served), home: cheerio.load(drawn) }
    expect(seo(view, 'h1').status).toBe('pass')
    expect(seo(view, 'imageAlt')).toMatchObject({ status: 'fail', values: { count: 1, examples: 'portada.png' } })
    // A picture a script wrote into the page is counted, never named by its bytes.
    const inline = { ...site(served), home: cheerio.load('<img src="data:image/png;base64,iVBORw0KGgo=">') }
    expect(seo(inline, 'imageAlt')).toMatchObject({ status: 'fail', values: { count: 1, examples: '' } })
    expect(seo(view, 'linkText')).toMatchObject({ status: 'warn', values: { examples: 'más información' } })
    expect(seo(view, 'title').status).toBe('pass')
    // Structured data a script adds is read as Google renders it; the served head had none.
    expect(seo(view, 'structuredData').status).toBe('warn')
    const withData = drawn.replace(
      '</head>',
      '<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>',
    )
    expect(seo({ ...site(served), home: cheerio.load(withData) }, 'structuredData').status).toBe('pass')
  })

  it('fails a title whose accents came out broken, and reads a right one by its length', () => {
    const titled = (text: string) => site(`<html><head><title>${text}</title></head><body></body></html>`)
    expect(seo(titled('Pan de Queso â€“ Panadería Sultana'), 'title')).toMatchObject({
      status: 'fail',
      values: { garbled: 'yes' },
    })
    expect(seo(titled('PanaderÃ­a La Espiga | San Salvador'), 'title').values).toMatchObject({ garbled: 'yes' })
    expect(seo(titled('Panadería La Espiga – São Paulo'), 'title')).toMatchObject({
      status: 'pass',
      values: { garbled: 'no' },
    })
  })

  it('warns of a title every page read shares with the home page, and not of a page that is the home page again', () => {
    const title = 'Herrería Don Beto | Portones en Soyapango'
    const page = (path: string, text: string): SitePage => ({
      url: new URL(path, pageUrl).href,
      status: 200,
      $: cheerio.load(`<html><head><title>${text}</title></head><body></body></html>`),
    })
    const home = `<html><head><title>${title}</title></head><body></body></html>`
    const titled = (...pages: SitePage[]) => seo(site(home, { pages }), 'title')
    expect(titled(page('/servicios.html', title), page('/contacto.html', title))).toMatchObject({
      status: 'warn',
      values: { shared: 2, text: title },
    })
    expect(titled(page('/servicios.html', title), page('/contacto.html', `Contacto | ${title}`))).toMatchObject({
      status: 'pass',
      values: { shared: 1 },
    })
    expect(titled(page('/index.html', title), page('/contacto.html', title)).status).toBe('pass')
    // A title too long is said for its length, once.
    const long = `${title} y todo El Salvador, con instalación incluida`
    const longHome = `<html><head><title>${long}</title></head><body></body></html>`
    expect(seo(site(longHome, { pages: [page('/a.html', long), page('/b.html', long)] }), 'title')).toMatchObject({
      status: 'warn',
      values: { shared: 0 },
    })
  })

  it('weighs a missing description high and one a few characters over 160 low', () => {
    const described = (content: string) =>
      seo(site(`<html><head><meta name="description" content="${content}"></head><body></body></html>`), 'description')
    expect(described('')).toMatchObject({ status: 'fail', importance: 'high' })
    expect(described('Salón de eventos en Las Heras, Mendoza. '.repeat(5).slice(0, 168))).toMatchObject({
      status: 'warn',
      importance: 'low',
    })
  })

  it('fails a viewport that blocks zoom, as Lighthouse meta-viewport does', () => {
    const viewport = (content: string) => site(`<head><meta name="viewport" content="${content}"></head>`)
    expect(seo(viewport('width=device-width, initial-scale=1'), 'viewportZoom').status).toBe('pass')
    expect(seo(viewport('width=device-width, user-scalable=no'), 'viewportZoom').status).toBe('fail')
    expect(seo(viewport('width=device-width, maximum-scale=1'), 'viewportZoom').status).toBe('fail')
    expect(seo(viewport('width=device-width, maximum-scale=5'), 'viewportZoom').status).toBe('pass')
  })

  it('names dead same-site links and leaves unanswered ones unjudged', () => {
    const pages = [
      { url: `${pageUrl}contacto`, status: 200 },
      { url: `${pageUrl}viejo`, status: 404 },
      { url: `${pageUrl}lento` },
    ]
    expect(seo(site('<html></html>', { pages }), 'deadLinks')).toMatchObject({
      status: 'fail',
      values: { count: 1, checked: 2, examples: '/viejo' },
    })
  })
})

describe('lazy loading', () => {
  /** What the phone pass tells of a page whose largest paint was this image. */
  const measuredMain = (file: string) => ({
    lcpImageUrl: `${pageUrl}${file}`,
    bytesByType: {} as PhoneMeasurements['bytesByType'],
    images: [],
  })

  const gallery = (hero: string) =>
    `<img src="/logo.png" class="logo"><img src="/icon.svg" class="icon">${hero}<img src="/a.jpg"><img src="/b.jpg">`

  it('never advises lazy-loading the opening slide of a carousel that opens the page, wherever it sits', () => {
    // A pet shop: the logo and the cart icon in the menu, then the carousel, then the footer's networks.
    const shop = `<header><nav><img class="logo" src="./pixlr-bg-result.png" alt="logo"><a href="carrito.html"><img class="carrito" src="./carrito.png"></a></nav></header>
      <div class="carousel"><div class="carousel-inner"><div class="carousel-item active"><img class="w-100" src="./quienesSomos3.png"></div>
      <div class="carousel-item"><img class="w-100" src="./medicamento2.jpg"></div><div class="carousel-item"><img class="w-100" src="./juguetes1.png"></div></div></div>`
    expect(speed(site(shop), 'lazyLoading')).toMatchObject({
      status: 'warn',
      values: { count: 2, examples: 'medicamento2.jpg, juguetes1.png' },
    })
  })

  it('never advises lazy-loading the main image, found without the phone pass as the first large one, nor names a guess', () => {
    const verdict = speed(site(gallery('<img src="/hero.jpg" width="1200">')), 'lazyLoading')
    // The first screen may paint a background from the styles: the guess is left out, not named.
    expect(verdict).toMatchObject({ status: 'warn', values: { main: '', count: 2, examples: 'a.jpg, b.jpg' } })
  })

  it("never advises lazy-loading the header's contact icon, wherever it stands in the markup", () => {
    const page = `<html><body><main><img src="/hero1.jpg"><img src="/hero2.jpg"></main>
      <header><a href="https://wa.me/59897795422"><img src="img/whatsapp.svg" alt="WhatsApp"></a></header>
      <section><img src="/heroimg2.jpg"><img src="/heroimg3.jpg"></section>
      <footer><img src="/img/icon-instagram.png"></footer></body></html>`
    expect(speed(site(page), 'lazyLoading')).toMatchObject({
      status: 'warn',
      values: { count: 2, examples: 'heroimg2.jpg, heroimg3.jpg' },
    })
  })

  it('counts a picture shown many times once, and not at all when the first screen shows it', () => {
    const menu = (photo: string) =>
      `<html><body><h1>Pupusería Wendy</h1><img src="/logo.png"><img src="/pupusa.jpg">${photo.repeat(11)}</body></html>`
    expect(speed(site(menu('<img src="/pupusa.jpg">')), 'lazyLoading')).toMatchObject({
      status: 'pass',
      values: { count: 0 },
    })
    expect(speed(site(menu('<img src="/revuelta.jpg"><img src="/queso.jpg">')), 'lazyLoading')).toMatchObject({
      status: 'warn',
      values: { count: 2, examples: 'revuelta.jpg, queso.jpg' },
    })
  })

  it('leaves out an image with no source yet, as a lightbox keeps one until a tap fills it in', () => {
    const page = `${gallery('<img src="/hero.jpg" width="1200">')}<img id="lightbox-img" src="" alt="Galería grande">`
    expect(speed(site(page), 'lazyLoading')).toMatchObject({ values: { count: 2, examples: 'a.jpg, b.jpg' } })
  })

  it('takes images a script loads from their data-src for lazy, named by their own files', () => {
    const lazy = (file: string) => `<img class="js-lazy" src="img/pixel.gif" data-src="img/${file}" alt="">`
    const page = `<img src="/hero.jpg" width="1200">${['a.png', 'b.png', 'c.png'].map(lazy).join('')}`
    expect(speed(site(page), 'lazyLoading').status).toBe('pass')
    const eager = `<img src="/logo.png" class="logo">${lazy('portada.jpg')}<img src="/a.jpg"><img src="/b.jpg"><img src="/c.jpg">`
    expect(speed(site(eager), 'lazyLoading')).toMatchObject({
      status: 'warn',
      values: { examples: 'a.jpg, b.jpg, c.jpg' },
    })
  })

  it('uses the image the phone pass reported as the largest contentful paint', () => {
    const verdict = speed(site(gallery('<img src="/hero.jpg">'), { phone: measuredMain('b.jpg') }), 'lazyLoading')
    expect(verdict.values).toMatchObject({ main: 'b.jpg', examples: 'hero.jpg, a.jpg' })
  })

  it('takes a carousel’s opening slide for the main image when the largest paint was a later slide', () => {
    const carousel = `<div class="carousel-inner">
      <div class="carousel-item active"><img src="/carrusel/inicio.jpg"></div>
      <div class="carousel-item"><img src="/carrusel/clasico.jpg"></div>
      <div class="carousel-item"><img src="/carrusel/conte.jpg"></div></div>`
    const verdict = speed(site(carousel, { phone: measuredMain('carrusel/conte.jpg') }), 'lazyLoading')
    expect(verdict.values).toMatchObject({ main: 'inicio.jpg' })
  })

  it('fails a main image that is itself lazy-loaded, when Chromium measured it as the largest paint', () => {
    const verdict = speed(
      site('<img src="/hero.jpg" loading="lazy" width="1200">', { phone: measuredMain('hero.jpg') }),
      'lazyLoading',
    )
    expect(verdict).toMatchObject({ status: 'fail', importance: 'high', values: { mainIsLazy: 1 } })
  })

  it('never tells a guessed main image to load at once: it may sit below the first screen', () => {
    const verdict = speed(site('<img src="/hero.jpg" loading="lazy" width="1200">'), 'lazyLoading')
    expect(verdict.values).toMatchObject({ mainIsLazy: 0 })
    expect(verdict.status).not.toBe('fail')
  })
})

describe('image dimensions', () => {
  const gallery = '<html><body><img src="a.jpg" class="foto"><img src="b.jpg" class="foto"></body></html>'

  it('warns about pictures without width and height, unless the phone saw nothing move', () => {
    expect(speed(site(gallery), 'imageDimensions')).toMatchObject({ status: 'warn', values: { count: 2 } })
    const steady = { metrics: { lcpMs: 900, cls: 0, tbtMs: 0, fcpMs: 700, speedIndexMs: 900 } }
    expect(speed(site(gallery, { phone: steady }), 'imageDimensions').status).toBe('pass')
    const shifting = { metrics: { ...steady.metrics, cls: 0.2 } }
    expect(speed(site(gallery, { phone: shifting }), 'imageDimensions').status).toBe('warn')
  })

  it('takes the sizes the page’s styles give as the phone saw them: the jump is then no picture’s', () => {
    const shifting = { metrics: { lcpMs: 900, cls: 0.18, tbtMs: 0, fcpMs: 700, speedIndexMs: 900 } }
    // A logo at 44 × 44 in CSS, and a picture in a hidden dialog: Lighthouse finds none drawn without a size.
    expect(speed(site(gallery, { phone: { ...shifting, unsizedImages: 0 } }), 'imageDimensions')).toMatchObject({
      status: 'pass',
      values: { count: 0 },
    })
    expect(speed(site(gallery, { phone: { ...shifting, unsizedImages: 1 } }), 'imageDimensions')).toMatchObject({
      status: 'warn',
      values: { count: 1 },
    })
  })
})

describe('weight seen by the phone', () => {
  it('counts what the browser downloaded, CSS backgrounds and frames included, over what the HTML declares', () => {
    const bytesByType = { document: 2048, script: 0, stylesheet: 0, image: 7_200_000, font: 0, media: 0, other: 0 }
    const images = [{ url: `${pageUrl}fondo.png`, bytes: 2_900_000 }]
    const view = site('<html></html>', { phone: { bytesByType, images } })
    expect(speed(view, 'pageWeight')).toMatchObject({
      status: 'fail',
      values: { kib: 7034, videos: 'no', photos: 'most' },
    })
    expect(speed(view, 'imageSizes')).toMatchObject({ status: 'fail', values: { examples: 'fondo.png (2833 KB)' } })
    // Only a page with a video is told to load it on a click.
    const video = site('<iframe src="https://www.youtube.com/embed/abc" title="Video"></iframe>', {
      phone: { bytesByType, images },
    })
    expect(speed(video, 'pageWeight').values).toMatchObject({ videos: 'yes' })
    // A page heavy with its scripts is not heavy with its photos.
    const scripted = { ...bytesByType, script: 5_000_000, image: 2_000_000 }
    expect(
      speed(site('<html></html>', { phone: { bytesByType: scripted, images } }), 'pageWeight').values,
    ).toMatchObject({
      photos: 'some',
    })
  })

  it('weighs the photos the phone left for later, further down, as heavy images, not in the page as it opens', () => {
    const bytesByType = { document: 2048, script: 0, stylesheet: 0, image: 40_000, font: 0, media: 0, other: 0 }
    const view = site('<img src="/logo.png"><img src="/galeria/Rotulos Trujillo - Latino.webp" loading="lazy">', {
      phone: { bytesByType, images: [{ url: `${pageUrl}logo.png`, bytes: 40_000 }] },
    })
    view.snapshot.resources = [
      { url: `${pageUrl}logo.png`, bytes: 40_000, kind: 'image' },
      { url: `${pageUrl}galeria/Rotulos%20Trujillo%20-%20Latino.webp`, bytes: 3_899_156, kind: 'image' },
    ]
    // Named as the owner named the file, not as its address spells it.
    expect(speed(view, 'imageSizes')).toMatchObject({
      status: 'fail',
      values: { examples: 'Rotulos Trujillo - Latino.webp (3808 KB)' },
    })
    expect(speed(view, 'pageWeight').status).toBe('pass')
  })
})

describe('the resource a finding is about', () => {
  it('names one heavy hero as the subject of its size, its format and the page weight it makes', () => {
    const hero = `${pageUrl}img/hero.jpg`
    const bytesByType = { document: 2048, script: 0, stylesheet: 0, image: 4_300_000, font: 0, media: 0, other: 0 }
    const images = [
      { url: `${hero}?v=3`, bytes: 4_000_000 },
      { url: `${pageUrl}logo.png`, bytes: 300_000 },
    ]
    const view = site('<img src="/img/hero.jpg?v=3" width="1200">', { phone: { bytesByType, images } })
    view.snapshot.resources = images.map((image) => ({ ...image, kind: 'image', contentType: 'image/jpeg' }))
    expect(['pageWeight', 'imageSizes', 'imageFormats'].map((id) => speed(view, id as CheckId).subject)).toEqual([
      hero,
      hero,
      hero,
    ])
  })

  it('does not pin the page weight on an image that is a small part of it', () => {
    const bytesByType = {
      document: 2048,
      script: 4_000_000,
      stylesheet: 0,
      image: 600_000,
      font: 0,
      media: 0,
      other: 0,
    }
    const view = site('<html></html>', { phone: { bytesByType, images: [{ url: `${pageUrl}a.jpg`, bytes: 600_000 }] } })
    expect(speed(view, 'pageWeight').subject).toBeUndefined()
    expect(speed(view, 'imageSizes').subject).toBe(`${pageUrl}a.jpg`)
  })
})
