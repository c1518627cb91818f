import {describe, expect, it} from 'vitest'

import {badgeText} from './translation-badge'

describe('the document badge', () => {
  it('counts the fields in Spanish and then in English, with the plural each language takes', () => {
    expect(badgeText(['Título'], []).label).toBe('EN: 1 sin traducir · 1 missing')
    expect(badgeText([], ['Badge']).label).toBe('EN: 1 desactualizado · 1 outdated')
    expect(badgeText(['Título', 'Texto'], ['Badge', 'Lema']).label).toBe(
      'EN: 2 sin traducir, 2 desactualizados · 2 missing, 2 outdated',
    )
  })

  it('names the fields in its title, in both languages', () => {
    expect(badgeText(['Título'], ['Badge']).title).toBe(
      'Sin inglés todavía (se ve el español) · No English yet (visitors see the Spanish): Título. ' +
        'El español cambió después del inglés · Spanish changed since the English was written: Badge',
    )
  })
})
