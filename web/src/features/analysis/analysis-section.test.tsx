// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../i18n/dictionaries'
import { defaultAppConfig } from '../../app/app-config'
import { Providers } from '../../app/providers'
import { contentQueryKey, createQueryClient } from '../../content/content-query'
import type { Language } from '../../i18n/language'
import { AnalysisSection } from './analysis-section'
import { progressIdPattern } from './request'

const bookingUrl15 = 'https://calendly.example/15'

/** Each test names its own lookup service: the address is remembered per page load (per module). */
function renderSection(language: Language, publicIpLookupUrl: string, analysisWebhookUrl = '/hook') {
  const config = { ...defaultAppConfig, analysisWebhookUrl, publicIpLookupUrl }
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
      // Our own server streams the stages under this id and keeps where the visit came from (an
      // outside webhook gets neither).
      progressId: expect.stringMatching(progressIdPattern),
      attribution: { page: '/' },
    })
    expect(fetch.mock.calls.filter(([url]) => url === '/ip')).toHaveLength(1)
    const link = screen.getByRole('link', { name: /Agenda una revisión de 15 minutos/ })
    expect(link.getAttribute('href')).toBe(bookingUrl15)
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('sends an outside webhook the product §3 payload alone: no progress id, no attribution', async () => {
    const hook = 'https://hooks.example/analyze'
    const fetch = vi.fn(async (url: string) =>
      url === '/ip-outside' ? new Response('{"ip":"203.0.113.7"}') : new Response('{"content":"# Informe"}'),
    )
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderSection('es', '/ip-outside', hook)
    await user.type(screen.getByLabelText('URL de tu sitio web'), 'tienda.com')
    await user.click(screen.getByRole('button', { name: 'Escanear ahora' }))
    expect(await screen.findByRole('heading', { name: 'Informe' })).toBeTruthy()
    const [, init] = fetch.mock.calls.find(([url]) => url === hook) as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({
      url: 'https://tienda.com',
      mode: 'inline',
      ip: '203.0.113.7',
      lang: 'es',
    })
  })

  const ticket = 'T'.repeat(24)
  /** Our server with every place taken: the analysis waits on its list, then `states` in turn. */
  const waitingServer = (ip: string, states: object[]) =>
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === ip) return new Response('{"ip":"203.0.113.7"}')
      if (url === '/hook')
        return new Response(JSON.stringify({ queued: { ticket, position: 2, etaSeconds: 90 } }), { status: 202 })
      if (url === `/hook/queue/${ticket}/email`) return new Response(JSON.stringify({ ok: true, sent: init?.body }))
      return new Response(JSON.stringify(states.length > 1 ? states.shift() : states[0]))
    })

  it('waits in line when every place is taken: shows its place as it moves up, then the report', async () => {
    vi.stubGlobal(
      'fetch',
      waitingServer('/ip-w', [
        { status: 'queued', position: 1, etaSeconds: 30 },
        { status: 'done', message: { content: '# Informe\n\nListo' } },
      ]),
    )
    const user = userEvent.setup()
    renderSection('es', '/ip-w')
    await user.type(screen.getByLabelText('URL de tu sitio web'), 'tienda.com')
    await user.click(screen.getByRole('button', { name: 'Escanear ahora' }))
    expect(await screen.findByText('Estás en la fila')).toBeTruthy()
    expect(await screen.findByText('Tu lugar en la fila: 1 · listo en menos de un minuto')).toBeTruthy()
    // Asked again a few seconds later, it is done: the report takes the place of the line.
    expect(await screen.findByRole('heading', { name: 'Informe' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Estás en la fila')).toBeNull()
  })

  it('takes an e-mail while waiting, checks it first, and says where the report will go', async () => {
    const fetch = waitingServer('/ip-e', [{ status: 'queued', position: 3, etaSeconds: 200 }])
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderSection('en', '/ip-e')
    await user.type(screen.getByLabelText('Your website URL'), 'shop.com')
    await user.click(screen.getByRole('button', { name: 'Scan now' }))
    expect(await screen.findByText('Your place in line: 3 · ready in about 4 minutes')).toBeTruthy()
    const field = screen.getByLabelText('Your e-mail address')
    await user.type(field, 'ana@')
    await user.click(screen.getByRole('button', { name: 'E-mail it to me' }))
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy()
    expect(fetch.mock.calls.some(([url]) => url.endsWith('/email'))).toBe(false)
    await user.type(field, 'example.test')
    await user.click(screen.getByRole('button', { name: 'E-mail it to me' }))
    expect(
      await screen.findByText(
        'We will send the PDF report to ana@example.test as soon as it is ready. You can close this page.',
      ),
    ).toBeTruthy()
    const [, init] = fetch.mock.calls.find(([url]) => url.endsWith('/email')) as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ana@example.test', lang: 'en' })
  })

  // Every failure the analysis API can answer (docs/api-errors.md), and the ones no server words.
  const ours = (status: number, error: string, message: string) => () =>
    new Response(JSON.stringify({ error, message }), { status })
  const bare =
    (status: number, body = '{}') =>
    () =>
      new Response(body, { status })
  const failures: [string, Language, () => Response, string][] = [
    [
      'refused site (422)',
      'es',
      ours(422, 'refused', 'Esa dirección no es un sitio web público.'),
      'Esa dirección no es un sitio web público.',
    ],
    ['422 without words', 'es', bare(422), 'No pudimos abrir ese sitio.'],
    ['429 without words', 'es', bare(429), 'Estamos recibiendo muchas solicitudes en este momento.'],
    [
      'analysis running (429)',
      'en',
      ours(429, 'analysis_running', 'We are already analysing a site for you.'),
      'We are already analysing a site for you.',
    ],
    ['busy (503)', 'en', ours(503, 'busy', 'Please try again in 3 minutes.'), 'Please try again in 3 minutes.'],
    [
      "a proxy's 503 page",
      'es',
      bare(503, '<html>Service Unavailable</html>'),
      'El análisis no está disponible en este momento.',
    ],
    ['500 without words', 'en', bare(500), 'Something went wrong while analysing the site.'],
    [
      "another service's 404 JSON",
      'en',
      bare(404, '{"code":404,"message":"Webhook not registered"}'),
      'An error occurred while generating the analysis.',
    ],
  ]

  it.each(failures)(
    'words a %s in the visitor language, without a status code',
    async (_, language, respond, words) => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => (url.startsWith('/ip') ? new Response('{"ip":"1.1.1.1"}') : respond())),
      )
      expect(await scanAndReadAlert(language)).toContain(words)
    },
  )

  it('words a lost connection in the visitor language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/ip') ? new Response('{"ip":"1.1.1.1"}') : Promise.reject(new TypeError('Failed to fetch')),
      ),
    )
    expect(await scanAndReadAlert('es')).toContain('No pudimos conectar con nuestro servidor.')
    cleanup()
    expect(await scanAndReadAlert('en')).toContain('We could not reach our server.')
  })
})

/** Scans a site and returns the alert's text, which never shows a status code or the browser's own error. */
async function scanAndReadAlert(language: Language): Promise<string> {
  const user = userEvent.setup()
  renderSection(language, `/ip-${language}`)
  const words =
    language === 'es'
      ? { url: 'URL de tu sitio web', scan: 'Escanear ahora' }
      : { url: 'Your website URL', scan: 'Scan now' }
  await user.type(screen.getByLabelText(words.url), 'shop.com')
  await user.click(screen.getByRole('button', { name: words.scan }))
  const alert = await screen.findByRole('alert')
  const text = alert.textContent ?? ''
  expect(text).not.toMatch(/\b\d{3}\b|Failed to fetch/)
  return text
}
