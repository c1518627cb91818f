import { describe, expect, it } from 'vitest'
import { fixtureDocuments } from './fixtures'

/** Every string the fixtures hold, with where it is: `homePage.hero.title.en`. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) yield* strings(item, `${path}.${key}`)
}

const copy = fixtureDocuments.flatMap((document) => [...strings(document, document._id)])
const offending = (test: (text: string) => boolean) =>
  copy.filter(([, text]) => test(text)).map(([path, text]) => `${path}: ${text.slice(0, 80)}`)

/** docs/style-guide.md, on every string of the fixture content, both languages. */
describe('the copy follows the style guide', () => {
  it('has a copy to read', () => {
    expect(copy.length).toBeGreaterThan(500)
  })

  it('writes an ellipsis as one character', () => {
    expect(offending((text) => text.includes('...'))).toEqual([])
  })

  it('writes apostrophes curly, as the copy does everywhere', () => {
    expect(offending((text) => /\p{L}'\p{L}/u.test(text))).toEqual([])
  })

  it('never splits “El Salvador”, outside page titles, which no line breaks', () => {
    expect(offending((text) => text.includes('El Salvador') && !text.includes('| Zenit Digital'))).toEqual([])
  })
})
