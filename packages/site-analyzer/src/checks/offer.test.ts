import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { siteView, type SiteViewOptions } from '../../testing'
import type { BusinessKind, CheckId, Verdict } from '../model'
import { salesChecks } from './sales'

const page = (body: string) => `<!doctype html><html lang="es"><body>${body}</body></html>`
const find = (verdicts: Verdict[], id: CheckId) => verdicts.find((found) => found.id === id)
const offer = (body: string, business: BusinessKind, options: SiteViewOptions & { unread?: string[] } = {}) => {
  const view = siteView(page(body), { business, ...options })
  const verdicts = salesChecks({ ...view, snapshot: { ...view.snapshot, unreadScripts: options.unread ?? [] } })
  return { prices: find(verdicts, 'prices'), hours: find(verdicts, 'openingHours') }
}

/** A taquería whose menu names its tacos and never what they cost, nor when it opens. */
const taqueria = `<header><nav><a href="#menu">Menú</a><a href="#contacto">Contacto</a></nav></header>
  <h1>Taquería El Güero</h1><section id="menu"><h2>Nuestro menú</h2><h3>Precios</h3>
  <ul><li>Tacos al pastor</li><li>Gringas</li><li>Quesadillas de flor de calabaza</li></ul></section>
  <section id="contacto"><p>Av. Juárez 120, Puebla. Tel. 222 123 4567</p><p>Desde 2009 · 3 sucursales · 15 años de sabor</p></section>`

describe('what the business offers: its prices and its opening hours', () => {
  it('tells a taquería whose menu has no amount and which never says when it opens that both are missing', () => {
    const { prices, hours } = offer(taqueria, 'fastFood')
    expect(prices).toMatchObject({ status: 'fail', importance: 'high', values: { sells: 'menu' } })
    expect(hours).toMatchObject({ status: 'fail' })
  })

  it.each([
    ['a peso sign', '<li>Tacos al pastor $18</li>'],
    ['dollars written after the amount', '<li>Orden de tacos 25 dólares</li>'],
    ['Peru’s soles', '<li>Ceviche S/ 35.00</li>'],
    ['Guatemala’s quetzales', '<li>Pepián Q45</li>'],
    ['euros after the amount', '<li>Menú del día 12,50 €</li>'],
    ['a code before it', '<li>Combo familiar MXN 320</li>'],
    [
      'a price in a dialog the page keeps hidden until opened',
      '<div class="modal" aria-hidden="true"><p>Combo: $12.99</p></div>',
    ],
    ['figures in an element named for prices', '<li>Gringa <span class="menu-item__precio">65</span></li>'],
    ['a menu as a picture', '<li><img src="/img/menu-2024.jpg" alt="Nuestros tacos"></li>'],
    ['a list of amounts with cents', '<li>Gringa 65.00</li><li>Volcán ..... 30.00</li><li>Agua fresca: 25,00</li>'],
  ])('finds a price by its currency, or shown apart from the words: %s', (_, item) => {
    expect(offer(taqueria.replace('<li>Gringas</li>', item), 'fastFood').prices?.status).toBe('pass')
  })

  it('finds a price list kept where it was not read: a PDF, another site, a page beyond those read; never one on `#`', () => {
    const linked = (link: string) => offer(taqueria.replace('<li>Gringas</li>', `<li>${link}</li>`), 'fastFood').prices
    expect(linked('<a href="/docs/carta-2024.pdf">Descarga la carta</a>')?.status).toBe('pass')
    expect(linked('<a href="https://menu.qr.example/elguero">Ver menú completo</a>')?.status).toBe('pass')
    expect(linked('<a href="/lista-de-precios">Lista de precios</a>')?.status).toBe('pass')
    // A shop's prices in its own online store, which a platform runs.
    expect(linked('<a href="https://ferreteriadany.mitiendanube.com/">Tienda Online</a>')?.status).toBe('pass')
    expect(linked('<a href="#">Ver menú completo</a>')?.status).toBe('fail')
    // A page read that shows no price proves none.
    const menu = page('<h1>Menú</h1><ul><li>Tacos al pastor</li></ul>')
    const read = offer(taqueria.replace('<li>Gringas</li>', '<li><a href="/menu">Ver menú</a></li>'), 'fastFood', {
      inner: [menu],
      sitePages: [{ url: 'https://negocio.example/menu', status: 200, $: cheerio.load(menu) }],
    })
    expect(read.prices?.status).toBe('fail')
  })

  it('finds prices on a page read after the home page, and in the data a script draws a catalogue from', () => {
    const inner = offer(taqueria, 'fastFood', { inner: [page('<h1>Menú</h1><p>Tacos al pastor: $18 c/u</p>')] })
    expect(inner.prices?.status).toBe('pass')
    const drawn = offer(taqueria, 'fastFood', {
      scripts: [{ name: 'menu.js', code: "const platos = [{ nombre: 'Gringa', precio: 65 }]" }],
    })
    expect(drawn.prices?.status).toBe('pass')
    // A catalogue fetched as JSON, its price written in by the script's markup.
    const fetched = offer(taqueria, 'fastFood', {
      scripts: [
        {
          name: 'app.js',
          code: "fetch('productos.json').then(r => r.json()).then(ps => ps.map(p => `<span>$${p.precio.toFixed(2)}</span>`))",
        },
      ],
    })
    expect(fetched.prices?.status).toBe('pass')
  })

  it('takes no other number for a price: a phone, a year, a count of branches', () => {
    // The taquería writes «Tel. 222 123 4567», «Desde 2009», «3 sucursales», «15 años».
    expect(offer(taqueria, 'fastFood').prices?.status).toBe('fail')
    // Two amounts with cents make no list; nor do distances and ratings.
    const two = '<li>Gringa 65.00</li><li>Volcán 30.00</li><li>Envío gratis hasta 2 km</li><li>Calificación 4.5</li>'
    expect(offer(taqueria.replace('<li>Gringas</li>', two), 'fastFood').prices?.status).toBe('fail')
  })

  it.each([
    ['a range of times', 'Lunes a viernes: 9:00 - 18:00'],
    ['hours without minutes', 'Abrimos de 8 a 17 hs'],
    ['a day and its hours', 'Sábados 10 a 14'],
    ['a day and a time', 'Domingos desde las 8:30'],
    ['English hours', 'Mon–Fri 9am–5pm'],
    ['round the clock', 'Atención 24 horas'],
    ['every day', 'Abierto todos los días'],
    ['the days it opens', 'Abierto de lunes a sábado'],
    ['a label and its figures', 'Horario: L-V 8 a 5'],
    ['hours as Brazil writes them', 'Seg-Sex 9h00 - 18h00'],
  ])('finds opening hours by their shape: %s', (_, line) => {
    expect(offer(taqueria.replace('Desde 2009', line), 'fastFood').hours?.status).toBe('pass')
  })

  it('takes no length of time for hours, and reads the times a script keeps as data', () => {
    const spa = '<h1>Spa Lirio</h1><p>Masaje relajante: sesión de 60 minutos.</p><p>Facial de 1 hora.</p>'
    expect(offer(spa, 'beautySalon').hours?.status).toBe('fail')
    // A notice is no opening time, nor are delivery days.
    const notice = '<p>Envíos disponibles de Jueves a Sábados. Retirá tu pedido con 24 horas de anticipación.</p>'
    expect(offer(`${spa}${notice}`, 'beautySalon').hours?.status).toBe('fail')
    const scripted = offer(spa, 'beautySalon', {
      scripts: [{ name: 'config.js', code: "const APP_CONFIG = { hora_apertura: '09:00', hora_cierre: '19:00' }" }],
    })
    expect(scripted.hours?.status).toBe('pass')
    // Hours only the structured data gives are Google's to read, not the visitor's.
    const structured =
      '<script type="application/ld+json">{"@type":"Optician","openingHoursSpecification":[{"dayOfWeek":"Monday","opens":"09:00","closes":"18:00"}]}</script>'
    expect(offer(`${spa}${structured}`, 'beautySalon').hours?.status).toBe('fail')
  })

  it('asks each kind only what its customers ask: a lawyer neither, a hotel its rates, a dentist its hours, a shop its hours only where it can be visited', () => {
    expect(offer(taqueria, 'services')).toEqual({ prices: undefined, hours: undefined })
    expect(offer(taqueria, 'hotel')).toMatchObject({ prices: { values: { sells: 'rooms' } }, hours: undefined })
    expect(offer(taqueria, 'dentist')).toMatchObject({ prices: undefined, hours: { status: 'fail' } })
    const online = '<h1>Velas Aroma</h1><p>Velas de soya hechas a mano. Envíos a todo el país.</p>'
    expect(offer(online, 'shop')).toMatchObject({ prices: { status: 'fail' }, hours: undefined })
    expect(offer(taqueria, 'shop').hours?.status).toBe('fail')
  })

  it('asks no opening hours of a membership served online, on its platform, that shows no address', () => {
    // A yoga teacher's online membership: she once taught in person, her members now practise on Skool.
    const membership = `<h1>A Colores Yoga</h1><p>Después de 5 años guiando mis clases presenciales, creé la membresía.</p>
      <p>En nuestra plataforma exclusiva de Skool vas a encontrar las prácticas.</p><p>Pase mensual $20 USD</p>`
    expect(offer(membership, 'gym')).toEqual({ prices: expect.objectContaining({ status: 'pass' }), hours: undefined })
    // A gym with a studio to come to is asked them.
    expect(offer('<h1>Gimnasio Fuerza</h1><p>Pase mensual $20 USD</p>', 'gym').hours?.status).toBe('fail')
  })

  it('says nothing is missing while part of the site went unseen', () => {
    expect(offer(taqueria, 'fastFood', { unread: ['/js/menu.js'] })).toEqual({ prices: undefined, hours: undefined })
  })

  it('says nothing is missing from an app whose code went unread, though the phone pass drew its home page', () => {
    // An ice cream shop served as an empty frame; its 350 kB bundle draws a catalogue at #/category/… with prices.
    const shell = page('<div id="root"></div><script type="module" src="/assets/index.js"></script>')
    const drawn = '<h1>Heladerías Aloha</h1><h2>Nuestros sabores</h2><p>Dulce de leche, frutilla, chocolate</p>'
    const tapped = { routes: [], forms: [], tappedAll: true }
    const app = (served: string) => {
      const view = siteView(page(drawn), { business: 'cafe', phone: {}, behaviour: tapped })
      const snapshot = { ...view.snapshot, $: cheerio.load(served), unreadScripts: ['/assets/index.js'] }
      return find(salesChecks({ ...view, snapshot }), 'prices')
    }
    expect(app(shell)).toBeUndefined()
    // A page served whole whose unread script the phone pass saw run is judged as drawn.
    expect(app(page(drawn))).toMatchObject({ status: 'fail' })
  })
})
