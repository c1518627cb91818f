import type { createBrowserRouter } from 'react-router-dom'

/**
 * While the next page's code and content load (the current page stays until both are here), a thin
 * bar at the top says something is happening. Screen readers hear the new page's title instead.
 * Its style is the document's (app/document-style.ts), so it costs the page no JavaScript.
 */
export function NavigationProgress() {
  return <div className="navigation-progress" aria-hidden="true" data-testid="navigation-progress" />
}

/**
 * Shows the bar while the router navigates. It follows the router itself, not React: the router's
 * React state changes in a transition, which a section still waiting for the visitor
 * (hydration/on-demand-section.tsx) holds back until the next page is ready, so a bar rendered from
 * it would never show.
 */
export function showNavigationProgress(router: ReturnType<typeof createBrowserRouter>) {
  router.subscribe(({ navigation }) =>
    document.documentElement.toggleAttribute('data-navigating', navigation.state !== 'idle'),
  )
}
