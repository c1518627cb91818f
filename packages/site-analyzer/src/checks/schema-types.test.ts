import * as cheerio from 'cheerio'
import { describe, expect, it } from 'vitest'
import { tradeTypeOf } from './schema-types'

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
  })
})
