import type { QueryClient } from '@tanstack/react-query'
import type { HistoryAdapter } from '@sanity/visual-editing'
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing'
import type { createBrowserRouter } from 'react-router-dom'
import { draftChangesPath } from './draft-mode'

type Router = ReturnType<typeof createBrowserRouter>

const here = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
  `${pathname}${search}${hash}`

/** The Presentation tool follows the preview's address, and moves it: React Router both ways. */
function routerHistory(router: Router): HistoryAdapter {
  return {
    subscribe: (navigate) => {
      navigate({ type: 'push', url: here(router.state.location) })
      let last = here(router.state.location)
      return router.subscribe(({ location }) => {
        if (here(location) === last) return
        last = here(location)
        navigate({ type: 'push', url: last })
      })
    },
    update: (update) => {
      if (update.type === 'pop') void router.navigate(-1)
      else void router.navigate(update.url, { replace: update.type === 'replace' })
    },
  }
}

/** The overlays' styles (`@sanity/ui`): Vite injects them in development, the build writes a file. */
function loadStyles() {
  if (import.meta.env.DEV) return
  const href = new URL('./live-preview.css', import.meta.url).href
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }))
}

/**
 * Draft mode in the browser, loaded only there (a bundle of its own, docs/decisions/0015): the
 * click-to-edit overlays of `@sanity/visual-editing` over the stega in the page's text, and live
 * content: every change the server's listener reports (drafts included) refetches the page's
 * content, which re-renders without a reload. The Studio's refresh button does the same.
 */
export function startLivePreview(router: Router, queryClient: QueryClient) {
  const refetch = () => queryClient.invalidateQueries()
  loadStyles()
  enableVisualEditing({ history: routerHistory(router), refresh: refetch })
  new EventSource(draftChangesPath).addEventListener('change', () => void refetch())
}
