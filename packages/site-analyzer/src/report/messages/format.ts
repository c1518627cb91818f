import { IntlMessageFormat } from 'intl-messageformat'
import type { Language } from 'shared/languages'
import type { Catalogue, Message } from './catalogue'
import { en } from './en'
import { es } from './es'

/** What a message may show: the finding's values, the kind's phrases, our own figures. */
export type MessageValues = Record<string, string | number>

/** The report's copy in one language and the locale its numbers and dates are written in. */
export type ReportCopy = {
  messages: Catalogue
  locale: string
  /** The message with its values in place; a value it names and is not given is an error. */
  format: (message: Message, values?: MessageValues) => string
}

const catalogues: Record<Language, Catalogue> = { es, en }
const locales: Record<Language, string> = { es: 'es-SV', en: 'en-US' }

/** Each message is compiled once per language, the first time a report uses it. */
const compiled: Record<Language, Map<Message, IntlMessageFormat>> = { es: new Map(), en: new Map() }

function compile(language: Language, message: Message): IntlMessageFormat {
  let formatter = compiled[language].get(message)
  if (!formatter) {
    // Tags are off: `<head>` and `<title>` in the advice are text, not markup.
    formatter = new IntlMessageFormat(message, locales[language], undefined, { ignoreTag: true })
    compiled[language].set(message, formatter)
  }
  return formatter
}

export function reportCopy(language: Language): ReportCopy {
  return {
    messages: catalogues[language],
    locale: locales[language],
    // Plain values and no tags: the result is always one string.
    format: (message, values = {}) => compile(language, message).format(values) as string,
  }
}
