import {describe, expect, it} from 'vitest'

import {needsEnglish} from './needs-english'

describe('needsEnglish', () => {
  it('is singular for one document and plural otherwise, in Spanish and English', () => {
    expect(needsEnglish(1)).toEqual({es: '1 documento necesita inglés.', en: '1 document needs English.'})
    expect(needsEnglish(2)).toEqual({es: '2 documentos necesitan inglés.', en: '2 documents need English.'})
  })

  it('says in both languages that nothing is left when no document needs English', () => {
    expect(needsEnglish(0)).toEqual({
      es: 'Todos los documentos tienen su texto en inglés, hecho a partir del español actual.',
      en: 'Every document has its English text, made from the current Spanish.',
    })
  })
})
