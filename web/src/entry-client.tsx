import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app'
import { Providers } from './app/providers'
import { appStateElementId, type AppState } from './app-state'
import { createQueryClient } from './content/use-content'
import { restoreStoredLanguage } from './i18n/language-context'

const stateText = document.getElementById(appStateElementId)?.textContent
const state = stateText ? (JSON.parse(stateText) as AppState) : undefined
const container = document.getElementById('root')
if (!state || !container) throw new Error('The page was not rendered by the server')

// A transition lets React hydrate in small slices, yielding to the browser in between, instead of
// one long task that blocks input while a large page hydrates (Lighthouse: total blocking time).
if (!restoreStoredLanguage(state.language)) {
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers
          queryClient={createQueryClient()}
          dehydratedState={state.dehydratedState}
          language={state.language}
          config={state.config}
        >
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    )
  })
}
