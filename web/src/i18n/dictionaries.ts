import type { Language } from './language'
import { es, type Messages } from './messages/es'

/**
 * The interface's strings: Spanish, the default, comes with every page; English is a chunk of its
 * own, loaded before an English page hydrates and before a switch to English renders.
 */
const dictionaries: Partial<Record<Language, Messages>> = { es }

/** The Vite manifest key of the English strings' chunk, which English pages preload. */
export const englishMessagesModule = 'src/i18n/messages/en.ts'

export async function loadMessages(language: Language): Promise<void> {
  if (language === 'en') dictionaries.en ??= (await import('./messages/en')).en
}

export function messagesFor(language: Language): Messages {
  const messages = dictionaries[language]
  if (!messages) throw new Error(`The ${language} strings are used before loadMessages('${language}')`)
  return messages
}
