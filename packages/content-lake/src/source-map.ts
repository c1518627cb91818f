import type { LakeDocument } from './lake-document'

/**
 * Content Source Maps (Sanity's `resultSourceMap`), which `@sanity/client` turns into stega for
 * click-to-edit. groq-js keeps no provenance, so the lake tags each editable text before the query
 * runs: the text of a localized field (`title.es`, each string of `features.en`, each span of a
 * localized Portable Text) gets an invisible marker naming its document and path. Texts that reach
 * the result unchanged still end with their marker; the lake records where they came from and
 * strips every marker. Only localized text is tagged, so ids, types, slugs, icons and other values a
 * query compares or looks up are untouched; no query of the site compares localized text.
 */

type Segment = string | number | { _key: string }
type Origin = { document: number; path: Segment[] }
export type ContentSourceMap = {
  documents: { _id: string; _type: string }[]
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

const start = '\uE000'
const end = '\uE001'
const digitBase = 0xe010
const markers = /\uE000([\uE010-\uE019]+)\uE001/g

const encodeNumber = (value: number) =>
  [...String(value)].map((digit) => String.fromCharCode(digitBase + Number(digit))).join('')
const decodeNumber = (digits: string) => Number([...digits].map((digit) => digit.charCodeAt(0) - digitBase).join(''))

/**
 * A localized text: the field's value, a string of a localized list, or a span of localized blocks.
 * `languages`: the ids a localized object keys its texts by (the lake's `languages` option).
 */
function isEditableText(path: readonly Segment[], languages: ReadonlySet<string>) {
  const at = path.findIndex((segment) => typeof segment === 'string' && languages.has(segment))
  if (at < 0) return false
  const rest = path.slice(at + 1)
  const last = path.at(-1)
  return rest.length === 0 || (rest.length === 1 && typeof last === 'number') || last === 'text'
}

const arraySegment = (item: unknown, index: number): Segment => {
  const key = (item as { _key?: unknown } | null)?._key
  return typeof key === 'string' ? { _key: key } : index
}

/** Copies of the documents with every editable text tagged, and the origin of each tag. */
export function tagDocuments(documents: readonly LakeDocument[], languages: readonly string[]) {
  const languageIds = new Set(languages)
  const origins: Origin[] = []
  const tag = (value: unknown, document: number, path: Segment[]): unknown => {
    if (typeof value === 'string') {
      if (!isEditableText(path, languageIds)) return value
      origins.push({ document, path })
      return `${value}${start}${encodeNumber(origins.length - 1)}${end}`
    }
    if (Array.isArray(value))
      return value.map((item, index) => tag(item, document, [...path, arraySegment(item, index)]))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [
          key,
          key.startsWith('_') ? field : tag(field, document, [...path, key]),
        ]),
      )
    }
    return value
  }
  const tagged = documents.map((document, index) => tag(document, index, []) as LakeDocument)
  return { tagged, origins }
}

const quote = (key: string) => `['${key.replace(/[\\']/g, (match) => `\\${match}`)}']`
const sourcePath = (path: readonly Segment[]) =>
  `$${path
    .map((segment) =>
      typeof segment === 'string'
        ? quote(segment)
        : typeof segment === 'number'
          ? `[${segment}]`
          : `[?(@._key=='${segment._key.replace(/[\\']/g, (match) => `\\${match}`)}')]`,
    )
    .join('')}`

/** The query's result without markers, and the map from each untouched text to its field. */
export function untagResult(result: unknown, documents: readonly LakeDocument[], origins: readonly Origin[]) {
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  const indexOf = <K>(index: Map<K, number>, key: K, add: () => void, list: unknown[]) => {
    if (!index.has(key)) {
      index.set(key, list.length)
      add()
    }
    return index.get(key)!
  }

  const untag = (value: unknown, resultPath: string): unknown => {
    if (typeof value === 'string') {
      const found = [...value.matchAll(markers)]
      const clean = value.replace(markers, '')
      const only = found.length === 1 ? found[0]! : undefined
      if (only && only.index + only[0].length === value.length) {
        const origin = origins[decodeNumber(only[1]!)]!
        const source = documents[origin.document]!
        const document = indexOf(
          documentIndex,
          origin.document,
          () => map.documents.push({ _id: String(source._originalId ?? source._id), _type: source._type }),
          map.documents,
        )
        const text = sourcePath(origin.path)
        const path = indexOf(pathIndex, text, () => map.paths.push(text), map.paths)
        map.mappings[resultPath] = { type: 'value', source: { type: 'documentValue', document, path } }
      }
      return clean
    }
    if (Array.isArray(value)) return value.map((item, index) => untag(item, `${resultPath}[${index}]`))
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, untag(field, `${resultPath}${quote(key)}`)]),
      )
    }
    return value
  }
  return { result: untag(result, '$'), resultSourceMap: map }
}
