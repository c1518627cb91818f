import { describe, expect, it } from 'vitest'
import { siteView } from '../../testing'
import { seoChecks } from './seo'

const location = (html: string, inner: string[] = []) =>
  seoChecks(siteView(html, { inner, business: 'other' })).find((verdict) => verdict.id === 'location')

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

  it("does not take a template's address for the business's", () => {
    expect(location(page('<title>Panadería</title>', '<address>Calle Falsa 123, Springfield</address>'))?.status).toBe(
      'fail',
    )
  })
})
