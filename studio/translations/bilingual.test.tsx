import {renderToStaticMarkup} from 'react-dom/server'
import {describe, expect, it} from 'vitest'

import {Bilingual, listWords} from './bilingual'

describe('the Translations list’s words', () => {
  it('say each thing in Spanish, marked as Spanish, and then in English', () => {
    expect(renderToStaticMarkup(<Bilingual text={listWords.loading} />)).toBe(
      '<span lang="es">Cargando…</span> · Loading…',
    )
    expect(renderToStaticMarkup(<Bilingual text={listWords.missing} />)).toBe(
      '<span lang="es">Sin traducir</span> · Missing',
    )
    expect(renderToStaticMarkup(<Bilingual text={listWords.outdated} />)).toBe(
      '<span lang="es">Desactualizado</span> · Outdated',
    )
  })
})
