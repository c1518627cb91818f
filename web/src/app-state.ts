import type { DehydratedState } from '@tanstack/react-query'
import type { AppConfig } from './app/app-config'
import type { Language } from './i18n/language'

/**
 * What the server hands to the browser with the first HTML, as a non-executable
 * `<script type="application/json">`: pages carry no inline script, so the Content-Security-Policy
 * needs no 'unsafe-inline', hash or nonce for scripts, and cached HTML stays valid.
 */
export type AppState = {
  language: Language
  config: AppConfig
  /**
   * The page shows drafts for the Studio's preview, whose address its stega links name; the browser
   * then loads the overlays. `false` on public pages.
   */
  draftMode: DraftPreview | false
  /** The content the page was rendered with (React Query's cache, failed queries included). */
  dehydratedState: DehydratedState
  /** What the matched routes' loaders returned, so the router hydrates without running them again. */
  loaderData: Record<string, unknown>
}

/** What a draft preview's browser needs to know: the Studio that frames it (docs/decisions/0015). */
export type DraftPreview = { studioUrl: string }

export const appStateElementId = 'app-state'
