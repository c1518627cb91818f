import {defaultLanguage, type Language} from '../../schemas/constants'
import {isEmpty, isLocalized, sourceDigest, sourceDigestField} from '../../schemas/lib/source-digest'

/** What the walk needs of a compiled Sanity schema type. */
export type SchemaNode = {
  name: string
  title?: string
  jsonType?: string
  fields?: {name: string; type: SchemaNode}[]
  of?: SchemaNode[]
}

export type TranslationStatus = {
  /** Fields with Spanish and no translation: visitors of the language read the Spanish. */
  missing: string[]
  /** Translated fields whose Spanish changed since the translation was last written. */
  outdated: string[]
}

const itemType = (array: SchemaNode | undefined, item: unknown) => {
  const type = (item as {_type?: unknown} | null)?._type
  return array?.of?.find((member) => member.name === type) ?? array?.of?.[0]
}

/**
 * The translation state of every localized field of a document, each named by the titles the
 * Studio shows (`Hero › Title`, `Steps › 2 › Description`), in document order. A translation is
 * outdated when the digest stored beside it (`enSource`) differs from the current Spanish; one
 * written before digests were kept is taken as current.
 */
export function translationStatus(document: unknown, schemaType: SchemaNode, language: Language): TranslationStatus {
  const status: TranslationStatus = {missing: [], outdated: []}
  const walk = (value: unknown, type: SchemaNode | undefined, label: string[]) => {
    if (isLocalized(value)) {
      const source = value[defaultLanguage]
      if (isEmpty(source)) return
      const digest = value[sourceDigestField(language)]
      if (isEmpty(value[language])) status.missing.push(label.join(' › '))
      else if (typeof digest === 'string' && digest !== sourceDigest(source)) status.outdated.push(label.join(' › '))
      return
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, itemType(type, item), [...label, String(index + 1)]))
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.startsWith('_')) continue
        const field = type?.fields?.find((candidate) => candidate.name === key)
        walk(item, field?.type, [...label, field?.type.title ?? key])
      }
    }
  }
  walk(document, schemaType, [])
  return status
}
