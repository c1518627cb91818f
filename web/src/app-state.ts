import type { DehydratedState } from '@tanstack/react-query'
import type { AppConfig } from './app/app-config'
import type { Language } from './i18n/language'

/**
 * What the server hands to the browser with the first HTML, as a non-executable
 * `<script type="application/json">`: pages carry no inline script, so the Content-Security-Policy
 * needs no 'unsafe-inline', hash or nonce for scripts, and cached HTML stays valid.
 */
export type AppState = { language: Language; config: AppConfig; dehydratedState: DehydratedState }

export const appStateElementId = 'app-state'
