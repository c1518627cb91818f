import type { ReactElement } from 'react'
import { Route, Routes } from 'react-router-dom'
import styled from 'styled-components'
import { Background } from '../components/layout/background'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { useLanguage } from '../i18n/language-context'
import { useScrollToHash } from '../lib/scroll'
import { anchors, paths, routeIds, type RouteId } from '../paths'
import { AboutPage } from '../routes/about/about-page'
import { ChatbotsPage } from '../routes/chatbots/chatbots-page'
import { ContactPage } from '../routes/contact/contact-page'
import { HomePage } from '../routes/home/home-page'
import { LegalPage } from '../routes/legal/legal-page'
import { NotFoundPage } from '../routes/not-found/not-found-page'
import { ServicesPage } from '../routes/services/services-page'
import { VoiceAssistantsPage } from '../routes/voice-assistants/voice-assistants-page'
import { WebDesignPage } from '../routes/web-design/web-design-page'

const pages: Record<RouteId, ReactElement> = {
  home: <HomePage />,
  services: <ServicesPage />,
  webDesign: <WebDesignPage />,
  chatbots: <ChatbotsPage />,
  voiceAssistants: <VoiceAssistantsPage />,
  about: <AboutPage />,
  contact: <ContactPage />,
  privacy: <LegalPage name="privacy" />,
  terms: <LegalPage name="terms" />,
}

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

export function App() {
  const { t } = useLanguage()
  useScrollToHash()
  return (
    <>
      <SkipLink href={`#${anchors.main}`}>{t.skipToContent}</SkipLink>
      <Background />
      <Header />
      <Main id={anchors.main} tabIndex={-1}>
        <Routes>
          {routeIds.map((id) => (
            <Route key={id} path={paths[id]} element={pages[id]} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Main>
      <Footer />
    </>
  )
}
