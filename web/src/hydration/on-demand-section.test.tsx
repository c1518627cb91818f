// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, useEffect, useState, type ComponentType } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../i18n/dictionaries'
import { LanguageProvider, useLanguage } from '../i18n/language-context'
import type { Language } from '../i18n/language'
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

/** The section's label in the page's language, as a section reads its strings. */
function Labelled({ Section }: { Section: ComponentType<{ label: string }> }) {
  const { language } = useLanguage()
  return <Section label={language === 'es' ? 'Pulsado' : 'Pressed'} />
}

/** The header's language switch, as a plain button. */
function Switch() {
  const { language, setLanguage } = useLanguage()
  return (
    <button type="button" id="switch" onClick={() => setLanguage(language === 'es' ? 'en' : 'es')}>
      {language}
    </button>
  )
}

const page = (Section: ComponentType<{ label: string }>, onHydrated = () => {}, language: Language = 'es') => (
  <QueryClientProvider client={new QueryClient()}>
    <LanguageProvider initial={language}>
      <Switch />
      <Labelled Section={Section} />
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
    await vi.waitFor(() => expect(container.textContent).toBe('Hola, Ana'), { timeout: 30_000 })

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
    expect(html).toMatch(/data-section="[^"]+"/)

    // The browser hydrates that markup with the same section, whose chunk it has not loaded.
    const load = vi.fn(async () => Counter)
    const BrowserSection = onDemand(load)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = html
    const region = container.querySelector('[data-on-demand]')!
    const button = region.querySelector('button')!
    const recovered = vi.fn()
    const hydrated = vi.fn()
    startTransition(() => {
      hydrateRoot(container, page(BrowserSection, hydrated), { onRecoverableError: recovered })
    })
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalled(), { timeout: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
    expect(region.querySelector('button')).toBe(button)
    expect(region.getAttribute('data-on-demand')).toBe('waiting')

    // The visitor presses its button: the press wakes it, and is replayed once it is live.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Pulsado 1'), { timeout: 30_000 })
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute('data-on-demand')).toBe('live')
    expect(region.querySelector('button')).toBe(button)
    expect(recovered).not.toHaveBeenCalled()
  })

  it("stays waiting through a language switch, showing the server's markup in the other language, its code still away", async () => {
    const ServerSection = onDemand(async () => Counter)
    await Promise.all([loadOnDemandSections(), loadMessages('en')])
    vi.stubGlobal('window', undefined)
    const [spanish, english] = [
      renderToString(page(ServerSection)),
      renderToString(page(ServerSection, () => {}, 'en')),
    ]
    vi.unstubAllGlobals()
    // The page in English, as the server sends it to the switch.
    const fetched = vi.fn(async (_address: URL) => new Response(`<!doctype html><body><div id="root">${english}</div>`))
    vi.stubGlobal('fetch', fetched)

    const load = vi.fn(async () => Counter)
    const BrowserSection = onDemand(load)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = spanish
    const hydrated = vi.fn()
    startTransition(() => {
      hydrateRoot(container, page(BrowserSection, hydrated))
    })
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalled(), { timeout: 30_000 })

    container.querySelector<HTMLButtonElement>('#switch')!.click()
    await vi.waitFor(() => expect(container.querySelector('#switch')!.textContent).toBe('en'), { timeout: 30_000 })
    expect(String(fetched.mock.calls[0]![0])).toMatch(/\?lang=en$/)
    const region = container.querySelector('[data-on-demand]')!
    expect(region.textContent).toBe('Pressed 0')
    expect(region.getAttribute('data-on-demand')).toBe('waiting')
    expect(load).not.toHaveBeenCalled()

    // A press on the English markup wakes it and is replayed on the live button.
    const copy = region.querySelector('button')!
    copy.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    copy.click()
    await vi.waitFor(() => expect(region.textContent).toBe('Pressed 1'), { timeout: 30_000 })
    expect(load).toHaveBeenCalledOnce()
    expect(region.getAttribute('data-on-demand')).toBe('live')
  })
})
