import { describe, expect, it } from 'vitest'
import { siteView } from '../../testing'
import { neverConnects } from './dialling'
import { countryOf, marketOf } from './market'

const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><body>${body}</body></html>`
const market = (html: string) => marketOf(siteView(html, { business: 'other' }))

describe('where a business trades', () => {
  it('follows the country code of the numbers it gives, in links and in words', () => {
    expect(market(page('es', '<a href="https://wa.me/50370001234">Escríbenos</a>'))).toBe('latam')
    expect(market(page('es', '<p>Llámanos al +34 912 345 678</p>'))).toBe('spain')
    expect(market(page('es', '<a href="tel:+18095551234">Llamar</a>'))).toBe('latam')
    expect(market(page('en', '<a href="tel:+44 20 7946 0123">Call us</a>'))).toBe('english')
  })

  it("reads a page's declared region and the country it names when it gives no number", () => {
    expect(market(page('es-ES', '<p>Abogados en el centro.</p>'))).toBe('spain')
    expect(market(page('es-MX', '<p>Abogados en el centro.</p>'))).toBe('latam')
    expect(market(page('es', '<p>Despacho en C/ Mayor 12. Primera consulta 50 €.</p>'))).toBe('spain')
    expect(market(page('es', '<p>Panadería artesanal en San Salvador, El Salvador.</p>'))).toBe('latam')
  })

  it('reads Spain in a price shown in a dialog and in a mobile number written as Spain writes it', () => {
    const insurer = (extra: string) =>
      page('en', `<p>Seguros de salud, hogar y decesos para tu familia y tu negocio.</p>${extra}`)
    expect(market(insurer('<div class="modal" hidden><p>Regalo de hasta 100 € al contratar.</p></div>'))).toBe('spain')
    expect(market(insurer('<p>Llámanos al 950 782 389 ó 622 785 410</p>'))).toBe('spain')
    // A Peruvian or Colombian mobile, written as those countries write them, is no Spanish one.
    expect(market(insurer('<p>Escríbenos al 987 654 321 o al 313 466 4723</p>'))).toBe('latam')
    // A landline as Spain writes it, and a region no other country has, place a fishmonger in Donostia.
    const fishmonger = page(
      'es',
      '<h1>Pescadería Cantábrica</h1><p>Calle de Matia, 13, 20008, Donostia-San Sebastián (Guipúzcoa)</p>',
    )
    expect(market(fishmonger)).toBe('spain')
    expect(countryOf(siteView(fishmonger, { business: 'shop' }))).toBe('ES')
    expect(market(page('es', '<p>Pedidos al 943 21 63 92</p>'))).toBe('spain')
    // Castilla or Navarra alone are surnames in Latin America too.
    expect(market(page('es', '<p>Consultorio de la Dra. Castilla y el Dr. Navarra.</p>'))).toBe('latam')
  })

  it('takes a Spanish site with no clue for Latin America, an English one for the English-speaking world', () => {
    expect(market(page('es', '<p>Los mejores cortes de la ciudad.</p>'))).toBe('latam')
    expect(market(page('en', '<p>We design websites that sell.</p>'))).toBe('english')
    expect(market('<html><body><p>We design the websites of the businesses in our town.</p></body></html>')).toBe(
      'english',
    )
    expect(market(page('fr', '<p>Boulangerie.</p>'))).toBe('other')
  })

  it('does not take a template’s lang="en" over Spanish words for the English-speaking world', () => {
    const spanish =
      '<p>En Heladerías Aloha somos una familia apasionada por los helados artesanales, y los hacemos con la leche de la zona.</p>'
    expect(market(page('en', spanish))).toBe('latam')
    expect(market(page('en-US', spanish))).toBe('latam')
  })

  it('lets the numbers outvote the language: an English page for a shop in Mexico is Latin American', () => {
    expect(
      market(page('en', '<a href="https://wa.me/5215512345678">WhatsApp</a><a href="tel:+525598765432">Call</a>')),
    ).toBe('latam')
  })
})

describe('the country a business is in', () => {
  const country = (html: string) => countryOf(siteView(html, { business: 'other' }))

  it('follows its numbers, its region and the country it names, and names none on a tie or no clue', () => {
    expect(country(page('es', '<a href="https://wa.me/5215586179099">WhatsApp</a>'))).toBe('MX')
    expect(country(page('es', '<a href="https://wa.me/+528117604609">WhatsApp</a>'))).toBe('MX')
    expect(country(page('es-AR', '<p>Clases de manejo a domicilio.</p>'))).toBe('AR')
    expect(country(page('es', '<p>Kinesiología en Pucón, Chile.</p>'))).toBe('CL')
    expect(country(page('es', '<p>Santiago de los Caballeros, Rep. Dom.</p>'))).toBe('DO')
    expect(country(page('es', '<p>Los mejores cortes de la ciudad.</p>'))).toBeUndefined()
    expect(country(page('es', '<p>Oficinas en México y en Colombia.</p>'))).toBeUndefined()
    // A template's numbers (+54 9 1234 5678 91…) say nothing of where the business is.
    const template = [1, 2, 3].map((staff) => `<a href="https://wa.me/549123456789${staff}">Agendar</a>`).join('')
    expect(country(page('es', `${template}<p>Kinesiología en Pucón, Chile.</p>`))).toBe('CL')
    // A number a digit short of any American one is a template's, and votes for nowhere.
    expect(country(page('es', '<p>+1 234 567 890</p><p>Emergencias: +1 987 654 321</p>'))).toBeUndefined()
    expect(market(page('es', '<p>Emergencias: +1 987 654 321</p>'))).toBe('latam')
  })

  it('follows the number its own script builds its WhatsApp links from, or writes into them', () => {
    // A frozen-yogurt shop: its cart writes the order to `wa.me/${PHONE_NUMBER}`.
    const shop = page('es', '<h1>Icegurt</h1><button id="pedir">Pedir por WhatsApp</button>')
    const cart =
      'const PHONE_NUMBER = "573134664723"; // Tu número\nconst url = `https://wa.me/${PHONE_NUMBER}?text=${msg}`'
    expect(countryOf(siteView(shop, { business: 'cafe', scripts: [{ name: 'script.js', code: cart }] }))).toBe('CO')
    const footer = `document.querySelector('footer').innerHTML = '<a href="https://wa.me/50376543210">WhatsApp</a>'`
    expect(countryOf(siteView(shop, { business: 'cafe', scripts: [{ name: 'app.js', code: footer }] }))).toBe('SV')
    // A template's number in the code votes for nowhere.
    const template = 'const PHONE_NUMBER = "5491123456789"\nwindow.open(`https://wa.me/${PHONE_NUMBER}`)'
    expect(
      countryOf(siteView(shop, { business: 'cafe', scripts: [{ name: 'app.js', code: template }] })),
    ).toBeUndefined()
  })

  it('reads Peru in its wallet and its cities, and the region its share preview declares', () => {
    expect(country(page('es', '<p>Paga con Yape o en efectivo.</p>'))).toBe('PE')
    expect(country(page('es', '<p>Útiles escolares en Tacna.</p>'))).toBe('PE')
    const shared =
      '<html lang="es"><head><meta property="og:locale" content="es_PE"></head><body><p>Útiles</p></body></html>'
    expect(country(shared)).toBe('PE')
  })

  it("takes a template's es_ES share locale for no vote against the Mexican state its words name", () => {
    const photographer = (lang: string) =>
      `<html lang="${lang}"><head><meta property="og:locale" content="es_ES"></head><body><h3>Colibríes en la Ciudad de Chihuahua</h3><p>Sesiones en Sinaloa y Sonora.</p></body></html>`
    expect(country(photographer('es'))).toBe('MX')
    expect(
      country(
        '<html lang="es"><head><meta property="og:locale" content="es_ES"></head><body><p>Hola</p></body></html>',
      ),
    ).toBeUndefined()
    // A page that says Spain itself is in Spain.
    expect(
      country(
        '<html lang="es-ES"><head><meta property="og:locale" content="es_ES"></head><body><p>Hola</p></body></html>',
      ),
    ).toBe('ES')
  })
})

describe('the country in structured data', () => {
  it('follows its telephone’s code and its addressCountry', () => {
    const data = (json: string) =>
      siteView(
        `<html lang="es"><head><script type="application/ld+json">${json}</script></head><body><p>Pizzas caseras en Garín</p></body></html>`,
      )
    expect(countryOf(data('{"@type":"Restaurant","telephone":"+541161915635"}'))).toBe('AR')
    // A Jamaican number dials +1 with its own area code.
    expect(countryOf(data('{"@type":"Restaurant","telephone":"+1 876 952 4425"}'))).toBe('JM')
    expect(countryOf(data('{"@type":"Restaurant","address":{"addressCountry":"CL"}}'))).toBe('CL')
    expect(countryOf(data('{"@type":"Restaurant","telephone":"+54 123 456 7890"}'))).toBeUndefined()
  })
})

describe('an international number that can never connect', () => {
  it('is one that keeps its trunk 0 after any country code we know, and a whole number is not', () => {
    expect(neverConnects('5802812992790')).toBe(true)
    expect(neverConnects('5401144445555')).toBe(true)
    expect(neverConnects('4402079460000')).toBe(true)
    expect(neverConnects('582812992790')).toBe(false)
    expect(neverConnects('50376543210')).toBe(false)
    expect(neverConnects('5491144445555')).toBe(false)
  })

  it('is an Argentine one that dials the mobile prefix 15 where its area code goes, with or without the 9', () => {
    expect(neverConnects('541524543443')).toBe(true)
    expect(neverConnects('5491524543443')).toBe(true)
    expect(neverConnects('5491124543443')).toBe(false)
    expect(neverConnects('543515551234')).toBe(false)
  })
})
