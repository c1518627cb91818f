import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LanguageProvider } from '../i18n/language-context'
import type { Language } from '../i18n/language'
import { AppConfigContext, type AppConfig } from './app-config'

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
          <LanguageProvider initial={language}>{children}</LanguageProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </AppConfigContext.Provider>
  )
}
