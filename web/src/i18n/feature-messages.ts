import type { Language } from './language'
import { useLanguage } from './language-context'

/**
 * A feature's own UI strings in both languages. The English half must have exactly the Spanish
 * half's shape, so a missing translation is a type error rather than a blank on the page.
 */
export function defineMessages<T>(messages: { es: T; en: NoInfer<T> }): Record<Language, T> {
  return messages
}

export function useMessages<T>(messages: Record<Language, T>): T {
  return messages[useLanguage().language]
}
