import {describe, expect, it} from 'vitest'

import {sourceDigest, withSourceDigests} from './source-digest'

const text = (es: unknown, en?: unknown, enSource?: string) => ({
  _type: 'localeText',
  es,
  ...(en === undefined ? {} : {en}),
  ...(enSource === undefined ? {} : {enSource}),
})

describe('withSourceDigests', () => {
  it('records beside each English text the digest of its Spanish, at any depth, in lists and rich text', () => {
    const blocks = [{_key: 'b1', _type: 'block', children: [{_key: 's1', _type: 'span', text: 'Hola'}]}]
    const document = {
      _id: 'aboutPage',
      _type: 'aboutPage',
      founder: {bio: text('Fundadora', 'Founder')},
      highlights: [{_key: 'a', title: text('Rápido', 'Fast')}],
      items: {_type: 'localeStringList', es: ['Uno', 'Dos'], en: ['One', 'Two']},
      body: {_type: 'localeBlockContent', es: blocks, en: blocks},
    }
    expect(withSourceDigests(document)).toEqual({
      ...document,
      founder: {bio: {...document.founder.bio, enSource: sourceDigest('Fundadora')}},
      highlights: [{_key: 'a', title: {...document.highlights[0]!.title, enSource: sourceDigest('Rápido')}}],
      items: {...document.items, enSource: sourceDigest(['Uno', 'Dos'])},
      body: {...document.body, enSource: sourceDigest(blocks)},
    })
  })

  it('keeps a digest already there, so English known to be outdated stays outdated', () => {
    expect(withSourceDigests({quote: text('Nuevo', 'Old', 'deadbeef')})).toEqual({
      quote: text('Nuevo', 'Old', 'deadbeef'),
    })
  })

  it('records nothing where there is no English or no Spanish to translate', () => {
    const document = {a: text('Solo español'), b: text('Vacío', ' '), c: text(undefined, 'Only English')}
    expect(withSourceDigests(document)).toEqual(document)
  })

  it("takes the digest of an earlier version's Spanish where the English is the same, found by key", () => {
    const earlier = {
      highlights: [
        {_key: 'a', title: text('Rápido', 'Fast')},
        {_key: 'b', title: text('Claro', 'Clear', 'c1a2b3c4')},
      ],
    }
    // Reordered, the Spanish of both changed since; only the English of "a" was rewritten.
    const document = {
      highlights: [
        {_key: 'b', title: text('Muy claro', 'Clear')},
        {_key: 'a', title: text('Muy rápido', 'Very fast')},
      ],
    }
    expect(withSourceDigests(document, earlier)).toEqual({
      highlights: [
        {_key: 'b', title: text('Muy claro', 'Clear', 'c1a2b3c4')},
        {_key: 'a', title: text('Muy rápido', 'Very fast', sourceDigest('Muy rápido'))},
      ],
    })
    expect(withSourceDigests({highlights: [document.highlights[1]]}, earlier)).toEqual({
      highlights: [{_key: 'a', title: text('Muy rápido', 'Very fast', sourceDigest('Muy rápido'))}],
    })
    expect(withSourceDigests({title: text('Muy rápido', 'Fast')}, {title: text('Rápido', 'Fast')})).toEqual({
      title: text('Muy rápido', 'Fast', sourceDigest('Rápido')),
    })
  })
})
