/** Spanish first: it is the default language and the fallback for every missing English field. */
export const languages = [
  { id: 'es', title: 'Español', isDefault: true },
  { id: 'en', title: 'English', isDefault: false },
] as const

export type Language = (typeof languages)[number]['id']
export const defaultLanguage: Language = 'es'
export const languageIds: readonly Language[] = languages.map((language) => language.id)
