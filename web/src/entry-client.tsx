import type { DehydratedState } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom'
import { showNavigationProgress } from './app/navigation-progress'
import { Providers } from './app/providers'
import { createRoutes } from './app/routes'
import { appStateElementId, type AppState } from './app-state'
import { livePreviewBundle } from './app/draft-mode'
import type * as LivePreview from './app/live-preview'
import { createQueryClient, fetchContentApi } from './content/content-query'
import { isLanguage } from './i18n/language'
import { loadMessages } from './i18n/dictionaries'
import { restoreStoredLanguage } from './i18n/language-context'
import { holdPresses, prepareShell } from './hydration/waiting-sections'
import { hydrateEverySection } from './hydration/on-demand-section'
import { recordLanding } from './lib/attribution/landing'

// Before anything waits: from now on no press or submission in a section still waiting is lost.
holdPresses()

// Evaluating the first load's modules is one long task on a phone; what follows (reading the page's
// state, matching its routes, starting hydration) runs in a task of its own, so the browser may
// paint or answer input in between (Lighthouse: total blocking time, docs/performance-log.md).
await new Promise((resolve) => setTimeout(resolve))

// Where the visit came from, once per tab session, before anything (a language restore) reloads the
// page; the forms send it with a request (docs/leads.md, "Attribution").
recordLanding()

const livePreviewUrl = import.meta.env.DEV ? '/src/app/live-preview.ts' : livePreviewBundle

const stateText = document.getElementById(appStateElementId)?.textContent
const state = stateText ? (JSON.parse(stateText) as AppState) : undefined
const container = document.getElementById('root')
if (!state || !container) throw new Error('The page was not rendered by the server')

/**
 * The matched pages' modules are loaded before hydration (the server preloaded them), so the first
 * render in the browser is the page the server rendered, not a fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
}

/**
 * The content came with the HTML, which the server may have rendered minutes ago and kept in its
 * page cache (emptied on every change): it is as fresh as this page load, not as old as the render.
 */
function freshAsOfNow(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  }
}

async function hydrate({ language, config, dehydratedState, loaderData, draftMode }: AppState, root: HTMLElement) {
  const queryClient = createQueryClient()
  // The page's language is the document's: the language switch keeps `<html lang>` in step.
  const routes = createRoutes({
    queryClient,
    language: () => (isLanguage(document.documentElement.lang) ? document.documentElement.lang : language),
    fetchContent: fetchContentApi,
  })
  await Promise.all([loadMatchedRoutes(routes), loadMessages(language)])
  if (draftMode) hydrateEverySection()
  const router = createBrowserRouter(routes, { hydrationData: { loaderData } })
  showNavigationProgress(router)
  // The next page's code and content load meanwhile; the navigation renders once they are here.
  router.subscribe(({ navigation }) => {
    if (navigation.state !== 'idle') void prepareShell().catch(console.error)
  })
  // A transition lets React hydrate in small slices, yielding to the browser in between, instead of
  // one long task that blocks input while a large page hydrates (Lighthouse: total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Providers
          queryClient={queryClient}
          dehydratedState={freshAsOfNow(dehydratedState)}
          language={language}
          config={config}
        >
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    )
  })
  // Draft previews only: the overlays are a bundle of their own, outside this build's chunks, so
  // public pages neither download them nor pay for shared chunks (docs/decisions/0015).
  if (draftMode) {
    const { startLivePreview } = (await import(/* @vite-ignore */ livePreviewUrl)) as typeof LivePreview
    startLivePreview(router, queryClient, draftMode)
  }
}

// Awaited at the top level: the document's load event waits for the page's modules and the start of
// hydration, so nothing (a visitor, a test) meets a page that looks ready but is not yet interactive.
if (!restoreStoredLanguage(state.language)) await hydrate(state, container)
