import {defaultLanguage, languages, type Language} from '../constants'

/**
 * Translations that go stale. Beside each translation, a localized object keeps the digest of the
 * Spanish it was made from (`enSource`); when the Spanish no longer matches it, the translation is
 * outdated. The Studio writes it whenever a translator edits the English, and the seed and every
 * import write it where it is missing, all with `sourceDigest`, so the browser and Node agree.
 */

/** The hidden field beside a translation that holds the digest of its Spanish: `enSource`. */
export const sourceDigestField = (language: Language) => `${language}Source` as const

const translations = languages.filter((language) => !language.isDefault).map((language) => language.id)

/** The same JSON for the same value, whatever order its keys were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A short fingerprint of a Spanish value (FNV-1a, 32 bits): synchronous, so the Studio can store
 * it in the same patch as the English edit, and the same in the browser and in Node. It only has
 * to tell "changed" from "unchanged", not resist anyone.
 */
export function sourceDigest(value: unknown): string {
  let hash = 0x811c9dc5
  for (const character of canonical(value)) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

export type Localized = {_type: string} & Record<string, unknown>

/** A localized object (`localeString`, `localeText`, ...): one value per language. */
export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {_type?: unknown})._type === 'string' &&
  (value as {_type: string})._type.startsWith('locale')

/** No text: nothing, blank, or an empty list. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

type Fields = Record<string, unknown>

/** The item of `earlier` that stands where `item` stands: the one with its `_key`, else the same position. */
function counterpart(earlier: unknown, item: unknown, index: number): unknown {
  if (!Array.isArray(earlier)) return undefined
  const key = (item as {_key?: unknown} | null)?._key
  return typeof key === 'string'
    ? earlier.find((candidate) => (candidate as Fields | null)?._key === key)
    : earlier[index]
}

/** One localized object with a digest beside each translation that has none. */
function withDigests(value: Localized, earlier: Localized | undefined): Localized {
  const filled: Localized = {...value}
  const source = value[defaultLanguage]
  for (const language of translations) {
    const field = sourceDigestField(language)
    if (typeof value[field] === 'string' || isEmpty(source) || isEmpty(value[language])) continue
    // The same translation in an earlier version was made from that version's Spanish.
    const same = earlier !== undefined && canonical(earlier[language]) === canonical(value[language])
    filled[field] = same ? digestOf(earlier, language) : sourceDigest(source)
  }
  return filled
}

/** The digest a translation was made from: the one stored beside it, else its own Spanish's. */
function digestOf(value: Localized, language: Language): string {
  const stored = value[sourceDigestField(language)]
  return typeof stored === 'string' ? stored : sourceDigest(value[defaultLanguage])
}

function fill(value: unknown, earlier: unknown): unknown {
  if (isLocalized(value)) return withDigests(value, isLocalized(earlier) ? earlier : undefined)
  if (Array.isArray(value)) return value.map((item, index) => fill(item, counterpart(earlier, item, index)))
  if (value && typeof value === 'object') {
    const before = earlier && typeof earlier === 'object' ? (earlier as Fields) : {}
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, before[key])]))
  }
  return value
}

/**
 * A copy of `document` in which every translation without a digest has one; a digest already there
 * is kept, so a translation known to be outdated stays outdated. The digest is taken from `earlier`
 * (the same document as it came with the site) where it holds the same translation, since that
 * translation was made from its Spanish; otherwise it is the digest of the document's own Spanish,
 * taking the translation as current.
 */
export function withSourceDigests<T>(document: T, earlier?: unknown): T {
  return fill(document, earlier) as T
}
