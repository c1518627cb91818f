import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { prefetchShownContent } from '../content/content-query'
import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languageStorageKey,
  localizedPath,
  type Language,
} from './language'
import { prepareEverySection } from '../hydration/waiting-sections'
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

function messagesFor(language: Language): Messages {
  const messages = dictionaries[language]
  if (!messages) throw new Error(`The ${language} strings are used before loadMessages('${language}')`)
  return messages
}

type LanguageState = { language: Language; setLanguage: (language: Language) => void; t: Messages }

const LanguageContext = createContext<LanguageState | null>(null)

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : null
  } catch {
    return null // Storage can be disabled; the cookie still carries the choice.
  }
}

/** Saves the choice where the server will find it next time, and tells assistive tech the language. */
function persist(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language)
  } catch {
    // See readStoredLanguage.
  }
  document.cookie = languageCookie(language)
  // Only when it changes: Chromium re-resolves the language of every text on the page even when
  // `lang` is set to the value it has (about 20 ms on this machine, 80 ms on Lighthouse's phone).
  if (document.documentElement.lang !== language) document.documentElement.lang = language
}

/**
 * Before hydration: the cookie mirrors localStorage. If a choice stored by an earlier visit differs
 * from what the server rendered (the cookie was lost), restore the cookie and load the page again in
 * that language. Returns true when a reload is under way.
 */
export function restoreStoredLanguage(rendered: Language): boolean {
  const stored = readStoredLanguage()
  if (!stored || stored === rendered || new URL(window.location.href).searchParams.has('lang')) return false
  document.cookie = languageCookie(stored)
  window.location.reload()
  return true
}

/**
 * Resolves once the frame of the press has been painted: what a switch starts (sections waking,
 * their hydration) then never holds back that paint, the press's interaction to next paint.
 */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setState] = useState(initial)
  const queryClient = useQueryClient()

  useEffect(() => persist(language), [language])

  const setLanguage = useCallback(
    (next: Language) => {
      // Unloaded (offline), the strings and content leave the page as it is; the next press tries again.
      void afterPaint()
        .then(() => Promise.all([loadMessages(next), prepareEverySection(), prefetchShownContent(queryClient, next)]))
        .then(() => {
          // The address names the language shown, as its links do (language.ts): a copied link
          // opens in it, and a reload keeps it.
          const url = new URL(window.location.href)
          if (next === defaultLanguage) url.searchParams.delete('lang')
          else url.searchParams.set('lang', next)
          window.history.replaceState(window.history.state, '', url)
          // A transition, with the content already here and every section live
          // (hydration/on-demand-section.tsx): the page renders in the new language where it stands,
          // its scroll and focus kept.
          startTransition(() => setState(next))
        }, console.error)
    },
    [queryClient],
  )

  const value = useMemo(() => ({ language, setLanguage, t: messagesFor(language) }), [language, setLanguage])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext)
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider')
  return value
}

/** A path of the site in the page's language: links keep it, without JavaScript too. */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useLanguage()
  return (path) => localizedPath(path, language)
}
