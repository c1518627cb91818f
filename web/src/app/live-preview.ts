import type { QueryClient } from '@tanstack/react-query'
import type { HistoryAdapter } from '@sanity/visual-editing'
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing'
import type { createBrowserRouter } from 'react-router-dom'
import type { DraftPreview } from '../app-state'
import { draftChangesPath } from './draft-mode'
import { followStudioQueries } from './preview-loader'

type Router = ReturnType<typeof createBrowserRouter>

const here = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`

/** Tells the Presentation tool the preview's address (once connected, it is told at once). */
type TellStudio = (url: string) => void

/** The Presentation tool follows the preview's address, and moves it: React Router both ways. */
function routerHistory(router: Router, connected: (tell: TellStudio) => void): HistoryAdapter {
  return {
    subscribe: (navigate) => {
      const tell: TellStudio = (url) => navigate({ type: 'push', url })
      connected(tell)
      let last = here(router.state.location)
      tell(last)
      return router.subscribe(({ location }) => {
        if (here(location) === last) return
        last = here(location)
        tell(last)
      })
    },
    update: (update) => {
      if (update.type === 'pop') void router.navigate(-1)
      else void router.navigate(update.url, { replace: update.type === 'replace' })
    },
  }
}

/**
 * In the preview the language switch follows its link, to this page at the other language's
 * address (`?lang=en`), where public pages switch in place (language-toggle.tsx): the server renders
 * the page again in that language, its preview bar included. Stopped on its way down, the click
 * never reaches React, whose handler would keep the page and its address. The Presentation tool is
 * told the new address before the frame leaves: the new page, once connected, reports the address
 * the tool already shows. Told only then, the tool may meet that report while it still holds the
 * old one, and send the frame back to it (a race in its connection handling).
 */
function switchLanguageByLink(tellStudio: () => TellStudio | undefined) {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      event.stopPropagation()
      tellStudio()?.(here(new URL(link.href)))
    },
    { capture: true },
  )
}

/**
 * The overlays' styles (`@sanity/ui`): Vite injects them in development, the build writes a file
 * beside this bundle, found at run time (`@vite-ignore`: it does not exist before the build).
 */
function loadStyles() {
  if (import.meta.env.DEV) return
  const href = new URL(/* @vite-ignore */ './live-preview.css', import.meta.url).href
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))
}

/**
 * Draft mode in the browser, loaded only there (a bundle of its own, docs/decisions/0015): the
 * click-to-edit overlays of `@sanity/visual-editing` over the stega in the page's text, and live
 * content. Inside the Presentation tool the Studio sends the page's query results as the editor
 * types (preview-loader.ts); every other query refetches when the server's listener reports a
 * change (drafts included) or the stream reconnects after it may have missed one. The Studio's
 * refresh button refetches everything. None of it reloads the page.
 */
export function startLivePreview(router: Router, queryClient: QueryClient, preview: DraftPreview) {
  const loader = followStudioQueries(queryClient, preview)
  const refetchOthers = () => queryClient.invalidateQueries({ predicate: (query) => !loader.fedByStudio(query) })
  let tellStudio: TellStudio | undefined
  loadStyles()
  switchLanguageByLink(() => tellStudio)
  enableVisualEditing({
    history: routerHistory(router, (tell) => (tellStudio = tell)),
    refresh: (payload) => (payload.source === 'manual' ? queryClient.invalidateQueries() : refetchOthers()),
  })
  const changes = new EventSource(draftChangesPath)
  changes.addEventListener('change', () => void refetchOthers())
  let connected = false
  changes.addEventListener('open', () => {
    if (connected) void refetchOthers()
    connected = true
  })
}
