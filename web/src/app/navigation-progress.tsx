import type { createBrowserRouter } from 'react-router-dom'
import styled, { keyframes } from 'styled-components'
import { media } from './media'

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`

const Bar = styled.div`
  display: none;
  html[data-navigating] & {
    display: block;
  }
  position: fixed;
  inset: 0 0 auto;
  z-index: var(--z-drawer);
  height: 3px;
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: var(--gradient-brand);
    animation: ${slide} 1s ease-in-out infinite;
  }
  ${media.reducedMotion} {
    &::after {
      animation: none;
    }
  }
`

/**
 * While the next page's code and content load (the current page stays until both are here), a thin
 * bar at the top says something is happening. Screen readers hear the new page's title instead.
 */
export function NavigationProgress() {
  return <Bar aria-hidden="true" data-testid="navigation-progress" />
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
