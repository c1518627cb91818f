import type { MouseEvent } from 'react'
import { Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { onDemand } from '../hydration/on-demand-section'
import { Header } from '../components/layout/header'
import { useLanguage } from '../i18n/language-context'
import { useScrollToHash } from '../lib/scroll'
import { anchors } from '../paths'
import { NavigationProgress } from './navigation-progress'

const SkipLink = styled.a`
  position: absolute;
  left: var(--space-md);
  top: -4rem;
  z-index: var(--z-drawer);
  padding: var(--space-sm) var(--space-md);
  background: var(--color-surface-solid);
  color: var(--color-text);
  border-radius: var(--radius-sm);
  &:focus {
    top: var(--space-md);
  }
`

const Main = styled.main`
  position: relative;
  z-index: var(--z-content);
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`

/**
 * Moves focus to the content where it stands. Before the page's code runs the link is a plain
 * fragment link; after, a fragment in the address would make the router render the page again
 * around sections still waiting for the visitor (hydration/on-demand-section.tsx), which then
 * render afresh.
 */
function skipToContent(event: MouseEvent) {
  event.preventDefault()
  document.getElementById(anchors.main)?.focus()
}

/**
 * The footer stays the server's markup until the visitor reaches into it, or something is about to
 * render the shell again (hydration/waiting-sections.ts, `prepareShell`): its code is not part of
 * the first load.
 */
const Footer = onDemand(() => import('../components/layout/footer').then((module) => module.Footer), {
  shell: true,
})

/**
 * The phone menu, likewise: the server renders it and the browser opens and closes it (a popover),
 * so it works before and without JavaScript; its code comes when the visitor reaches into it, as
 * focus moves in when it opens.
 */
const MobileDrawer = onDemand(
  () => import('../components/layout/mobile-drawer').then((module) => module.MobileDrawer),
  { shell: true },
)

/** What every page shares: skip link, header, footer; the route's page renders in `<main>`. */
export function Shell() {
  const { t } = useLanguage()
  useScrollToHash()
  return (
    <>
      <SkipLink href={`#${anchors.main}`} onClick={skipToContent}>
        {t.skipToContent}
      </SkipLink>
      <Header />
      <MobileDrawer />
      <NavigationProgress />
      <Main id={anchors.main} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  )
}
