import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { LanguageProvider } from '../i18n/language-context'
import type { Language } from '../i18n/language'
import { AppConfigContext, type AppConfig } from './app-config'
import { GlobalStyle } from './global-style'
import { theme } from './theme'

type Props = {
  queryClient: QueryClient
  dehydratedState?: DehydratedState
  language: Language
  config: AppConfig
  children: ReactNode
}

export function Providers({ queryClient, dehydratedState, language, config, children }: Props) {
  return (
    <AppConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          <LanguageProvider initial={language}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              {children}
            </ThemeProvider>
          </LanguageProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </AppConfigContext.Provider>
  )
}
