// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../i18n/language-context'
import { defaultAppConfig } from '../../app/app-config'
import { Providers } from '../../app/providers'
import { contentQueryKey, createQueryClient } from '../../content/use-content'
import type { Language } from '../../i18n/language'
import { AnalysisSection } from './analysis-section'
import { progressIdPattern } from './request'

const bookingUrl15 = 'https://calendly.example/15'

/** Each test names its own lookup service: the address is remembered per page load (per module). */
function renderSection(language: Language, publicIpLookupUrl: string) {
  const config = { ...defaultAppConfig, analysisWebhookUrl: '/hook', publicIpLookupUrl }
  const queryClient = createQueryClient()
  queryClient.setQueryData(contentQueryKey('layout', language), { bookingUrl15 } as never)
  return render(
    <Providers queryClient={queryClient} language={language} config={config}>
      <AnalysisSection heading={{ title: 'Análisis gratis' }} />
    </Providers>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The English strings load before an English page hydrates (entry-client.tsx).
beforeAll(() => loadMessages('en'))

describe('AnalysisSection', () => {
  it('shows the e-mail field only with the switch on, and the clear button once anything is entered', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ip":"1.1.1.1"}')),
    )
    const user = userEvent.setup()
    renderSection('es', '/ip-1')
    expect(screen.getByText('Ingresa la URL de tu sitio web para comenzar el análisis')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Limpiar' })).toBeNull()
    expect(screen.queryByLabelText('Tu correo electrónico')).toBeNull()
    await user.click(screen.getByRole('switch', { name: 'Enviar por correo (PDF)' }))
    expect(screen.getByLabelText('Tu correo electrónico')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Limpiar' }))
    expect(screen.queryByLabelText('Tu correo electrónico')).toBeNull()
  })

  it('posts the product §3 payload and renders the markdown report with the booking link', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/ip'
        ? new Response('{"ip":"203.0.113.7"}')
        : new Response(JSON.stringify({ message: { content: '# Informe\n\nTexto **claro**' } })),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderSection('es', '/ip')
    await user.type(screen.getByLabelText('URL de tu sitio web'), 'tienda.com')
    await user.click(screen.getByRole('button', { name: 'Escanear ahora' }))
    expect(await screen.findByRole('heading', { name: 'Informe' })).toBeTruthy()
    expect(screen.getByText('claro').tagName).toBe('STRONG')
    const [, init] = fetch.mock.calls.find(([url]) => url === '/hook') as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({
      url: 'https://tienda.com',
      mode: 'inline',
      ip: '203.0.113.7',
      lang: 'es',
      // Our own server streams the stages under this id (an outside webhook never gets one).
      progressId: expect.stringMatching(progressIdPattern),
    })
    expect(fetch.mock.calls.filter(([url]) => url === '/ip')).toHaveLength(1)
    const link = screen.getByRole('link', { name: /Agenda una revisión de 15 minutos/ })
    expect(link.getAttribute('href')).toBe(bookingUrl15)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('shows the catalogue message for a failed request, in English too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    )
    const user = userEvent.setup()
    renderSection('en', '/ip-3')
    await user.type(screen.getByLabelText('Your website URL'), 'shop.com')
    await user.click(screen.getByRole('button', { name: 'Scan now' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Error generating the analysis: 500'))
  })
})
