import type { MouseEvent } from 'react'
import { Outlet } from 'react-router-dom'
import styled from 'styled-components'
import { Background } from '../components/layout/background'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { useLanguage } from '../i18n/language-context'
import { useScrollToHash } from '../lib/scroll'
import { anchors } from '../paths'
import { NavigationProgress } from './navigation-progress'

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -4rem;
  z-index: ${({ theme }) => theme.z.drawer};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surfaceSolid};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`

const Main = styled.main`
  position: relative;
  z-index: ${({ theme }) => theme.z.content};
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`

/**
 * Moves focus to the content where it stands. Before the page's code runs the link is a plain
 * fragment link; after, a fragment in the address would make the router render the page again
 * around sections still waiting for the visitor (lib/on-demand.tsx), which then render afresh.
 */
function skipToContent(event: MouseEvent) {
  event.preventDefault()
  document.getElementById(anchors.main)?.focus()
}

/** What every page shares: skip link, header, footer; the route's page renders in `<main>`. */
export function Shell() {
  const { t } = useLanguage()
  useScrollToHash()
  return (
    <>
      <SkipLink href={`#${anchors.main}`} onClick={skipToContent}>
        {t.skipToContent}
      </SkipLink>
      <Background />
      <Header />
      <NavigationProgress />
      <Main id={anchors.main} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </>
  )
}
