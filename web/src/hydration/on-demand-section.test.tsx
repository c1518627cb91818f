// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../i18n/language-context'
import { onDemand } from './on-demand-section'

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>

/** A section whose chunk arrives after `ms`, like a real one over the network. */
const sectionLoadedAfter = (ms: number) =>
  onDemand(() => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), ms)))

afterEach(() => {
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('onDemand', () => {
  it('renders in a transition while its chunk loads, with no error React must recover from', async () => {
    const Section = sectionLoadedAfter(20)
    const recovered = vi.fn()
    // React's development build reports a replay that skips the attempt's `use()` here; the
    // production build fails the render instead (error 467) and reports it as recovered.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container, { onRecoverableError: recovered })

    // A transition, as a language switch is: React suspends on the chunk and replays the section
    // when it arrives, instead of starting the render again.
    startTransition(() =>
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <LanguageProvider initial="es">
            <Section name="Ana" />
          </LanguageProvider>
        </QueryClientProvider>,
      ),
    )
    await vi.waitFor(() => expect(container.textContent).toBe('Hola, Ana'))

    expect(recovered).not.toHaveBeenCalled()
    expect(reported).not.toHaveBeenCalled()
    root.unmount()
  })
})
