import { describe, expect, it } from 'vitest'
import { siteView } from '../../testing'
import { seoChecks } from './seo'

const location = (html: string, inner: string[] = []) =>
  seoChecks(siteView(html, { inner, business: 'other' })).find((verdict) => verdict.id === 'location')

const restaurantLocation = (html: string) =>
  seoChecks(siteView(html, { business: 'restaurant' })).find((verdict) => verdict.id === 'location')

const page = (head: string, body: string) => `<html lang="es"><head>${head}</head><body>${body}</body></html>`

describe('where the business is', () => {
  it('passes a site that names its city in the title and shows its address or a map', () => {
    expect(
      location(
        page('<title>Pan artesanal en Santa Tecla</title>', '<footer><p>Calle Daniel Hernández 4-2</p></footer>'),
      ),
    ).toMatchObject({ status: 'pass', values: { named: 1, address: 1 } })
    expect(
      location(
        page(
          '<title>Dentist in Brooklyn | Smile Studio</title>',
          '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
        ),
      )?.status,
    ).toBe('pass')
  })

  it('reads a big city a title names without a preposition, and not a surname that is also a town', () => {
    const titled = (title: string) => location(page(`<title>${title}</title>`, '<h1>Adiestramiento canino</h1>'))
    expect(titled('Adiestra Kaninos Sevilla')?.values).toMatchObject({ named: 1 })
    expect(titled('Automotora Florencia')?.values).toMatchObject({ named: 0 })
    expect(titled('Mudanzas Pereira')?.values).toMatchObject({ named: 0 })
    // A town by the word its name starts with, for the examples too.
    expect(titled('Heladerías Aloha-Puerto Madryn')?.values).toMatchObject({ named: 1, town: 'Puerto Madryn' })
    expect(titled('Masajes Villa Devoto')?.values).toMatchObject({ named: 1, town: 'Villa Devoto' })
    expect(titled('Heladería Puerto')?.values).toMatchObject({ named: 0 })
  })

  it('reads the town an address ends on, named in the title without a preposition', () => {
    const shop = (title: string) =>
      location(
        page(
          `<title>${title}</title>`,
          '<p>Te esperamos frente a Plaza Magdalena, Cobán.</p><span>📍 Frente a Plaza Magdalena, Cobán</span>',
        ),
      )
    expect(shop('Intercopias Cobán - Tu proyecto listo')).toMatchObject({ status: 'pass', values: { named: 1 } })
    expect(shop('Intercopias - Tu proyecto listo')).toMatchObject({ status: 'warn', values: { named: 0, address: 1 } })
  })

  it('reads the town an address places the business «en», before its province and a note in brackets', () => {
    const upholsterer = (title: string) =>
      location(
        page(
          `<title>${title}</title>`,
          '<p><i class="fas fa-map-marker-alt"></i> Taller en Jesús María, Córdoba. (Zona Centro)</p>',
        ),
      )
    expect(upholsterer('GM Tapizados | Jesús María')).toMatchObject({
      status: 'pass',
      values: { named: 1, address: 1 },
    })
    expect(upholsterer('GM Tapizados')).toMatchObject({ status: 'warn', values: { named: 0 } })
  })

  it('reads a town an address names first, before its streets and its province', () => {
    const hall = (title: string) =>
      location(
        page(
          `<title>${title}</title>`,
          '<p><i class="fa-solid fa-location-dot"></i> General Cabrera , 20 de junio y Bv Fangio, X5809 Gral. Cabrera, Córdoba</p>',
        ),
      )
    expect(hall('La herradura salon de eventos General Cabrera | Salon de fiestas')).toMatchObject({
      status: 'pass',
      values: { named: 1, address: 1 },
    })
    expect(hall('La herradura salon de eventos | Salon de fiestas')).toMatchObject({ values: { named: 0 } })
  })

  it('reads a street and number without «calle» that ends on a country and its postal code', () => {
    const footer =
      '<div class="footer-row"><span>Vasconcellos 167, Colonia Del Sacramento, Colonia, Uruguay 70000.</span></div>'
    expect(location(page('<title>Filippo Gelatería - Colonia del Sacramento</title>', footer))).toMatchObject({
      values: { address: 1 },
    })
  })

  it('takes a map embed that only shows a city for no address, and one that pins a place for one', () => {
    const embed = (pin: string) =>
      location(
        page(
          '<title>Catálogo de Joyería</title>',
          `<iframe src="https://www.google.com/maps/embed?pb=!1m18!3d19.44!1s0x85d1f92d1ec0eb11!2s${pin}!5e0!3m2!1ses!2smx"></iframe>`,
        ),
      )?.values?.address
    expect(embed('Ciudad%20de%20M%C3%A9xico')).toBe(0)
    expect(embed('Lima%2C%20Per%C3%BA')).toBe(0)
    expect(embed('Joyer%C3%ADa%20Elegante')).toBe(1)
    expect(embed('Av.%20Reforma%20222%2C%20Ciudad%20de%20M%C3%A9xico')).toBe(1)
  })

  it('takes a map link that asks for a review for no address', () => {
    const review = (words: string) =>
      page(
        '<title>Traducciones en Córdoba</title>',
        `<a href="https://www.google.com/maps/place/Traducciones+Valentina+Dagum/@-38.45,-63.59,17z"><i class="icon-google"></i> ${words}</a>`,
      )
    expect(location(review('Dejar una reseña en Google'))).toMatchObject({ values: { address: 0 } })
    expect(location(review('Cómo llegar'))).toMatchObject({ values: { address: 1 } })
  })

  it('reads the address on an inner page, and a place in the description or main heading', () => {
    const home = page(
      '<meta name="description" content="Abogados laboristas en Mendoza, Argentina.">',
      '<h1>Estudio</h1>',
    )
    expect(location(home, ['<body><address>Av. San Martín 1234, Mendoza</address></body>'])?.status).toBe('pass')
    expect(location(page('', '<h1>Taller mecánico en Tegucigalpa</h1>'))).toMatchObject({
      status: 'warn',
      values: { named: 1, address: 0 },
    })
  })

  it.each([
    ['a state after «across»', '<title>Commercial cleaning across Idaho since 1997</title>'],
    ['a town before «-based»', '<meta name="description" content="Licensed janitorial. Hayden-based since 1997.">'],
    ['a city after an article', '<title>Fumigación en toda Bogotá</title>'],
    ['a US state by its name', '<title>Janitorial services | Idaho</title>'],
    [
      'a neighbourhood written in lower case',
      '<meta name="description" content="Óptica Saracco: estamos en el barrio de belgrano.">',
    ],
  ])('reads %s as a place named', (_, head) => {
    expect(location(page(head, '<h1>Servicio</h1>'))?.values).toMatchObject({ named: 1 })
  })

  it('warns when only the address says it, and fails when nothing does', () => {
    expect(location(page('<title>Panadería La Espiga</title>', '<p>Av. Bolívar 340</p>'))).toMatchObject({
      status: 'warn',
      values: { named: 0, address: 1 },
    })
    expect(location(page('<title>Pedidos en Línea | Tienda</title>', '<h1>Compra en Casa</h1>'))).toMatchObject({
      status: 'fail',
      values: { named: 0, address: 0 },
    })
  })

  it.each([
    ['a Peruvian jirón', '<p><i class="fas fa-map-marker-alt"></i> Jr Julio c Tello 503</p>'],
    ['a Colombian calle', '<p>Calle 45 # 12-30, Bogotá</p>'],
    ['a Colombian carrera', '<p>Cra. 7 No. 45-10</p>'],
    ['an American city and state', '<p>OZ Tattoo<br>Hollywood Blvd, Los Angeles, CA</p>'],
    ['a labelled place', '<div><strong>Location</strong><br><span>Karad, Maharashtra</span></div>'],
    ['a pinned place', '<li><i class="bi bi-geo-alt"></i> Santa Tecla, La Libertad</li>'],
    ['a place under its heading', '<h5>Ubicacion</h5><p>Av. Naciones Unidas <br>Zapopan, Jal, 445567</p>'],
    ['a boulevard without a number', '<p>Bulevar Los Próceres, San Salvador</p>'],
    ['a kilometre of a road', '<p>Km 12.5 carretera al Puerto de La Libertad</p>'],
    ['blocks from a landmark', '<p>Barrio El Centro, 2 cuadras al sur del parque</p>'],
    ['a landmark', '<span>Frente a la iglesia El Calvario</span>'],
    ["a shopping centre's unit", '<p>Plaza Mundo, local 14</p>'],
    [
      'a street, its number and the town on a line of their own',
      '<li><i class="fas fa-sign"></i><p>Monroe 1555, Nuñez</p></li>',
    ],
    [
      'a street, its number, the town and the country',
      '<p class="mb-0">Calixto Mamaní 105, Cafayate, Salta, Argentina</p>',
    ],
    [
      'a hostel’s corner and postal code, a line each, under a figure',
      `<figure><blockquote><p>COMO LLEGAR</p></blockquote><figcaption class="blockquote-footer">
        General Belgrano 1400/1404
        General Belgrano esquina General Paz
        Y4600ABZ San Salvador de Jujuy
        Argentina</figcaption></figure>`,
    ],
    ['a corner alone', '<p>Estamos en Rivadavia esq. Mitre</p>'],
    ['a Mexican postal code', '<p>Col. Roma Norte, C.P. 06700, CDMX</p>'],
  ])('takes %s for where the business is', (_, body) => {
    expect(location(page('<title>Inicio</title>', body))).toMatchObject({ status: 'warn', values: { address: 1 } })
  })

  it('names the town its address names, for the examples, or none', () => {
    const accountant = page(
      '<title>Estudio Contable</title>',
      '<li><i class="fa-solid fa-location-dot"></i> Mercedes, Corrientes</li>',
    )
    expect(location(accountant)?.values).toMatchObject({ address: 1, town: 'Mercedes' })
    expect(location(page('<title>Estudio Contable</title>', '<p>Hola</p>'))?.values).toMatchObject({ town: 'none' })
    const boulevard = page('<title>Estudio Contable</title>', '<p>Bulevar Los Próceres, San Salvador</p>')
    expect(location(boulevard)?.values).toMatchObject({ town: 'San Salvador' })
    const pinned = page('<title>Repostería</title>', '<p><i class="fa fa-map-marker"></i> 📍 Santiago, Chile</p>')
    expect(location(pinned)?.values).toMatchObject({ town: 'Santiago' })
    // A label before the town is no part of it; the state after it is not the town.
    const laundry = page('<title>Lavandería IG</title>', '<p>📍 Dirección: Xalapa, Veracruz, Av. Americas no. 373</p>')
    expect(location(laundry)?.values).toMatchObject({ town: 'Xalapa' })
    // A pin and a label before a town and its region: the town the title names after its bar.
    const scanner = page(
      '<title>Servis Escáner Automotriz | Arica</title>',
      '<p>📍 Ubicación: Arica, Región de Arica y Parinacota</p>',
    )
    expect(location(scanner)).toMatchObject({ status: 'pass', values: { named: 1, address: 1, town: 'Arica' } })
    // A name followed by a house number is the street, not the town.
    const optician = page(
      '<title>Óptica Saracco</title>',
      '<p>Nos encontramos en Federico Lacroze 2332, entre Avenida cabildo y 3 de febrero.</p>',
    )
    expect(location(optician)?.values).toMatchObject({ town: 'none' })
    // Without an address, the big city the title names, or the one a district is written beside.
    const laundry2 = page('<title>Lavandería Ricaurte | Cuenca - Ropa impecable</title>', '<p>Hola</p>')
    expect(location(laundry2)?.values).toMatchObject({ town: 'Cuenca' })
    const cleaner = page('<title>Tintorería Les Corts</title>', '<p>Una tintorería en Les Corts, Barcelona.</p>')
    expect(location(cleaner)?.values).toMatchObject({ town: 'Barcelona' })
  })

  it('does not take words under a place heading for a place unless they name one', () => {
    const vague = '<h3>Ubicación</h3><p>Estamos en el corazón de la ciudad, cerca de todo.</p>'
    expect(location(page('<title>Inicio</title>', vague))?.values).toMatchObject({ address: 0 })
  })

  it('takes a structured address with a street for one, and a town alone for none', () => {
    const data = (address: object) =>
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'AutoPartsStore', address: { '@type': 'PostalAddress', ...address } })}</script>`
    const withStreet = data({ streetAddress: 'Av. Central 12', addressLocality: 'Ecatepec' })
    expect(location(page('<title>Autopartes</title>', withStreet))?.values).toMatchObject({ address: 1 })
    const townOnly = data({ addressLocality: 'Ecatepec', addressRegion: 'Estado de México' })
    expect(location(page('<title>Autopartes</title>', townOnly))?.values).toMatchObject({ address: 0 })
  })

  it('reads a town served or written with its state code, and takes no country alone for an address', () => {
    const plumber = page(
      '<title>Afternoon Plumbing | Westminster MD Plumber</title><meta name="description" content="Afternoon Plumbing serves Westminster, MD with water heaters.">',
      '<h1>Residential plumbing</h1><p>1200 Main Street, Westminster</p>',
    )
    expect(location(plumber)?.values).toMatchObject({ named: 1 })
    const online = `<script type="application/ld+json">{"@type":"ProfessionalService","address":{"@type":"PostalAddress","addressCountry":"ES"}}</script>`
    expect(
      location(page('<title>Nutrición online</title>', `<h1>Nutrición para mujeres</h1>${online}`))?.values,
    ).toMatchObject({
      address: 0,
    })
  })

  it('takes the zones a business that goes to its customers serves for where it is, not for its address', () => {
    const locksmith = (head: string, body: string) =>
      seoChecks(siteView(page(head, body), { business: 'localServices' })).find((verdict) => verdict.id === 'location')
    const coverage =
      '<section id="cobertura"><h2>Cobertura</h2><span>Puente Alto</span><span>La Florida</span><span>Ñuñoa</span></section>'
    expect(locksmith('<title>Cerrajero del Pueblo</title>', coverage)).toMatchObject({
      status: 'warn',
      values: { named: 0, address: 'area' },
    })
    expect(locksmith('<title>Cerrajero en Puente Alto</title>', coverage)?.status).toBe('pass')
    const served =
      '<script type="application/ld+json">{"@type":"Locksmith","areaServed":[{"@type":"City","name":"Puente Alto"}]}</script>'
    expect(locksmith(`<title>Cerrajero del Pueblo</title>${served}`, '<h1>Cerrajería</h1>')?.values?.address).toBe(
      'area',
    )
    // A section on anything else is no zone served.
    expect(locksmith('<title>Cerrajero del Pueblo</title>', '<h2>Nuestros servicios</h2>')?.status).toBe('fail')
  })

  it('takes a district the pages write beside its city, named in the title, for a place', () => {
    const cleaner = page(
      '<title>Tintorería Les Corts</title>',
      '<h1>Cuidamos tus prendas</h1><p>Somos una tintorería familiar en Les Corts, Barcelona.</p>',
    )
    expect(location(cleaner)).toMatchObject({ status: 'warn', values: { named: 1, address: 0 } })
    // The same words about another district name no place in this title.
    expect(location(cleaner.replace('en Les Corts', 'en Gràcia'))?.values?.named).toBe(0)
  })

  it('asks no address of a shop that sells only online', () => {
    const shop = siteView(
      page('<title>Shoes Lulu</title>', '<footer><p>📍 Dirección: Tienda Virtual Popayán-Cauca</p></footer>'),
      {
        business: 'shop',
      },
    )
    expect(seoChecks(shop).find((verdict) => verdict.id === 'location')).toMatchObject({
      status: 'pass',
      values: { address: 0 },
    })
  })

  it('asks no address of a business that serves at a distance, and still asks one of a clinic that also sees patients in person, or of a restaurant', () => {
    expect(
      location(
        page(
          '<title>Nutrición con Ana</title>',
          '<h1>Nutricionista</h1><p>Consultas 100% online, desde donde estés.</p>',
        ),
      ),
    ).toMatchObject({ status: 'pass', values: { named: 0, address: 0 } })
    expect(
      location(page('<title>Calm Mind Counseling</title>', '<h1>Online therapy sessions for adults and couples</h1>'))
        ?.status,
    ).toBe('pass')
    expect(
      location(
        page(
          '<title>Conservatorio</title>',
          '<h1>Clases de piano</h1><p>Modalidad: Virtual (Mediante plataforma Zoom)</p>',
        ),
      )?.status,
    ).toBe('pass')
    // Compared with a class in person, not given in person.
    expect(
      location(
        page(
          '<title>Clases de inglés con Jonathan</title>',
          '<h1>Habla inglés con confianza</h1><p>Clases 100% online, con la misma calidad de una clase presencial.</p>',
        ),
      )?.status,
    ).toBe('pass')
    expect(
      location(page('<title>Clínica Vida</title>', '<h1>Clínica Vida</h1><p>Consultas online y presenciales.</p>'))
        ?.status,
    ).toBe('fail')
    expect(
      location(
        page(
          '<title>Clínica Vida</title>',
          '<p>Consultas online y presenciales.</p><footer><p>Av. Independencia 540</p></footer>',
        ),
      )?.status,
    ).toBe('warn')
    expect(
      restaurantLocation(
        page('<title>La Cocina de Marta</title>', '<p>Clases de cocina online, desde donde estés.</p>'),
      )?.status,
    ).toBe('fail')
  })

  it('takes no landmark words in passing for an address', () => {
    for (const body of [
      '<p>Somos un negocio local 100% salvadoreño.</p>',
      '<p>Estamos frente a la competencia con los mejores precios.</p>',
      '<p>Un barrio tranquilo, a 5 km de la playa.</p>',
      '<p>Fundada en 1998, Buenos Aires nos vio crecer.</p>',
      '<p>Pedido mínimo: 3 unidades. Referencia B1234CDE del producto.</p>',
    ])
      expect(location(page('<title>Inicio</title>', body))?.values, body).toMatchObject({ address: 0 })
  })

  it('takes neither a label nor a pin without a place after it', () => {
    for (const body of [
      '<p><strong>Location:</strong> contact us for details</p>',
      '<p><i class="fas fa-map-marker-alt"></i> Visítanos pronto</p>',
    ]) {
      expect(location(page('<title>Inicio</title>', body))?.status).toBe('fail')
    }
  })

  it("does not take a template's address for the business's", () => {
    expect(location(page('<title>Panadería</title>', '<address>Calle Falsa 123, Springfield</address>'))?.status).toBe(
      'fail',
    )
    // Written on two lines under its heading, the template's main street at 123 is no address either.
    const upholsterer = page(
      '<title>Autotapicería del Sur</title>',
      '<div class="info-item"><h3>Dirección</h3><p>Av. Principal 123<br>Zona Sur, Ciudad</p></div>',
    )
    expect(location(upholsterer)?.values).toMatchObject({ address: 0 })
  })
})
