// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LanguageProvider } from '../i18n/language-context'
import { loadOnDemandSections, onDemand } from './on-demand-section'
import { holdPresses } from './waiting-sections'

/** As the page's script does, first: presses in sections still waiting are held from now on. */
beforeAll(holdPresses)

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>

/** A section whose chunk arrives after `ms`, like a real one over the network. */
const sectionLoadedAfter = (ms: number) =>
  onDemand(() => new Promise<typeof Greeting>((resolve) => setTimeout(() => resolve(Greeting), ms)))

/** A section with something to do in the browser: a press counts. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0)
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      {`${label} ${presses}`}
    </button>
  )
}

/** Tells when the page around it has hydrated: its effect runs after those of the sections before it. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated])
  return null
}

const page = (Section: ComponentType<{ label: string }>, onHydrated = () => {}) => (
  <QueryClientProvider client={new QueryClient()}>
    <LanguageProvider initial="es">
      <Section label="Pulsado" />
      <Hydrated onHydrated={onHydrated} />
    </LanguageProvider>
  </QueryClientProvider>
)

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
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

  it("keeps the server's markup until the visitor reaches into it, then hydrates it in place", async () => {
    // The server, where there is no window, loads every section's code and renders it in full.
    const ServerSection = onDemand(async () => Counter)
    await loadOnDemandSections()
    vi.stubGlobal('window', undefined)
    const html = renderToString(page(ServerSection))
    vi.unstubAllGlobals()
    expect(html).toContain('<button type="button">Pulsado 0</button>')

    // The browser hydrates that markup with the same section, whose chunk it has not loaded.
    const load = vi.fn(async () => Counter)
    const BrowserSection = onDemand(load)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = html
    const button = container.querySelector('button')!
    const region = container.querySelector('[data-on-demand]')!
    const recovered = vi.fn()
    const hydrated = vi.fn()
    startTransition(() => {
      hydrateRoot(container, page(BrowserSection, hydrated), { onRecoverableError: recovered })
    })
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
    expect(container.querySelector('button')).toBe(button)
    expect(region.getAttribute('data-on-demand')).toBe('waiting')

    // The visitor presses its button: the press wakes it, and is replayed once it is live.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Pulsado 1'))
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute('data-on-demand')).toBe('live')
    expect(container.querySelector('button')).toBe(button)
    expect(recovered).not.toHaveBeenCalled()
  })
})
