import type { DehydratedState } from '@tanstack/react-query'
import type { AppConfig } from './app/app-config'
import type { Language } from './i18n/language'

/** What the server hands to the browser with the first HTML (window.__APP_STATE__). */
export type AppState = { language: Language; config: AppConfig; dehydratedState: DehydratedState }

export const appStateGlobal = '__APP_STATE__'
