import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { tradeOf, tradeTypeOf } from './schema-types'

const typeOf = (title: string, h1 = '') => tradeTypeOf(cheerio.load(`<title>${title}</title><h1>${h1}</h1>`))

describe("a trade's schema.org type", () => {
  it('is read from the title or the main heading, accents or not', () => {
    expect(typeOf('Cerrajería Las 3J | Virreyes')).toBe('Locksmith')
    expect(typeOf('Inicio', 'Óptica Imagen')).toBe('Optician')
    expect(typeOf('Mudanzas el Lince - CDMX')).toBe('MovingCompany')
    expect(typeOf('Jardín Maternal Pompitas')).toBe('ChildCare')
    expect(typeOf('Downtown Locksmith, 24/7')).toBe('Locksmith')
  })

  it('is none for a name that is no trade we know, nor for a word inside another', () => {
    expect(typeOf('Panadería La Espiga')).toBeUndefined()
    expect(typeOf('Tienda de ropa', 'Bienvenidos')).toBeUndefined()
    expect(typeOf('Sinóptica Consultores')).toBeUndefined()
    // A trade with no type of its own gives none.
    expect(typeOf('Sastrería Suarez')).toBeUndefined()
  })
})

describe('the trade a headline names, for the examples', () => {
  const trade = (title: string, h1 = '') => tradeOf(cheerio.load(`<title>${title}</title><h1>${h1}</h1>`))

  it('is said in its own words, whole, as a title starts', () => {
    expect(trade('Cerrajería Las 3J | Virreyes')).toBe('Cerrajería')
    expect(trade('Inicio', 'ÓPTICA SARACCO')).toBe('Óptica')
    expect(trade('IVN Control de Plagas')).toBe('Control de plagas')
    expect(trade('Mudanzas el Lince - CDMX')).toBe('Mudanzas')
    expect(trade('(Sastrería) Suarez')).toBe('Sastrería')
  })

  it('is none for a headline that names no trade we know', () => {
    expect(trade('Panadería La Espiga')).toBeUndefined()
    expect(trade('Sinóptica Consultores')).toBeUndefined()
  })
})
