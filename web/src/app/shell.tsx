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

/** What every page shares: skip link, header, footer; the route's page renders in `<main>`. */
export function Shell() {
  const { t } = useLanguage()
  useScrollToHash()
  return (
    <>
      <SkipLink href={`#${anchors.main}`}>{t.skipToContent}</SkipLink>
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
