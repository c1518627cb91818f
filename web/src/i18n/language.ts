import { defaultLanguage, languageIds, languages, type Language } from '../../../schemas/constants'

export { defaultLanguage, type Language }

/** localStorage key and cookie name (product §9). */
export const languageStorageKey = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languageIds as readonly string[]).includes(value)
}

/** `?lang=` first, then the `language` cookie, else Spanish. */
export function resolveLanguage(queryValue: unknown, cookieValue: unknown): Language {
  if (isLanguage(queryValue)) return queryValue
  if (isLanguage(cookieValue)) return cookieValue
  return defaultLanguage
}

export function otherLanguage(language: Language): Language {
  return languageIds.find((id) => id !== language) ?? defaultLanguage
}

export function languageTitle(language: Language): string {
  return languages.find((entry) => entry.id === language)?.title ?? language
}

/** The URL of a path in a language: Spanish URLs are the spec's routes, English adds `?lang=en`. */
export function localizedPath(path: string, language: Language): string {
  return language === defaultLanguage ? path : `${path}?lang=${language}`
}

/**
 * The `document.cookie` assignment that keeps the choice for a year. A language id needs no
 * encoding, so the browser is spared a cookie library; the server parses with `cookie`.
 */
export function languageCookie(language: Language): string {
  return `${languageStorageKey}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`
}
