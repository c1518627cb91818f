import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { isLanguage, languageCookie, languageStorageKey, type Language } from './language'
import { en } from './messages/en'
import { es, type Messages } from './messages/es'

const dictionaries: Record<Language, Messages> = { es, en }

type LanguageState = { language: Language; setLanguage: (language: Language) => void; t: Messages }

const LanguageContext = createContext<LanguageState | null>(null)

/** Saves the choice where the server will find it next time, and tells assistive tech the new language. */
function persist(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = languageCookie(language)
  document.documentElement.lang = language
}

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setState] = useState(initial)

  const setLanguage = useCallback((next: Language) => {
    persist(next)
    const url = new URL(window.location.href)
    // Keep an explicit ?lang= in step with the choice, or a reload would undo it.
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next)
      window.history.replaceState(window.history.state, '', url)
    }
    setState(next)
  }, [])

  useEffect(() => {
    // The cookie mirrors localStorage: a choice stored by an earlier visit wins over the default.
    const url = new URL(window.location.href)
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(languageStorageKey)
    } catch {
      stored = null
    }
    if (!url.searchParams.has('lang') && isLanguage(stored) && stored !== initial) setLanguage(stored)
    else persist(initial)
  }, [initial, setLanguage])

  const value = useMemo(() => ({ language, setLanguage, t: dictionaries[language] }), [language, setLanguage])
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageState {
  const value = useContext(LanguageContext)
  if (!value) throw new Error('useLanguage must be used inside LanguageProvider')
  return value
}
