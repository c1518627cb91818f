import {defaultLanguage, type Language} from '../../schemas/constants'

/** A localized value: the `locale*` object types built from the language list. */
type Localized = {_type: string} & Partial<Record<Language, unknown>>

const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {_type?: unknown})._type === 'string' &&
  (value as {_type: string})._type.startsWith('locale')

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/**
 * The paths of every localized field that has Spanish but no `language` text, in document order
 * (`hero.title`, `steps[2].description`). These are what visitors of that language see in Spanish.
 */
export function missingTranslations(document: unknown, language: Language): string[] {
  const missing: string[] = []
  const walk = (value: unknown, path: string) => {
    if (isLocalized(value)) {
      if (!isEmpty(value[defaultLanguage]) && isEmpty(value[language])) missing.push(path)
      return
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index + 1}]`))
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (!key.startsWith('_')) walk(item, path ? `${path}.${key}` : key)
      }
    }
  }
  walk(document, '')
  return missing
}
