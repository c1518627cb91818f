// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../i18n/dictionaries'
import { Providers } from '../../app/providers'
import type { AppConfig } from '../../app/app-config'
import { contentQueryKey, createQueryClient } from '../../content/content-query'
import type { Language } from '../../i18n/language'
import { FakeVoiceClient } from './client/fake-client'
import type { CreateVoiceClient } from './client/contract'
import { VoiceDemo } from './voice-demo'

const config: AppConfig = {
  siteUrl: 'http://localhost',
  analysisWebhookUrl: '/api/analyze',
  contactWebhookUrl: '/api/contact',
  publicIpLookupUrl: '/api/client-ip',
  voiceDemoClient: 'vapi',
  images: { projectId: 'local', dataset: 'production', baseUrl: '/' },
}
const keys = { publicKey: 'pk-test', assistantId: 'assistant-1' }

type Layout = { voiceDemo: typeof keys; phone?: string }

function setup({
  layout = { voiceDemo: keys } as Layout,
  language = 'es' as Language,
  client = new FakeVoiceClient(),
} = {}) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(contentQueryKey('layout', language), layout)
  const createClient = vi.fn<CreateVoiceClient>(async () => client)
  // StrictMode as in the app: effects run twice in development.
  render(
    <StrictMode>
      <MemoryRouter>
        <Providers queryClient={queryClient} language={language} config={config}>
          <VoiceDemo createClient={createClient} />
        </Providers>
      </MemoryRouter>
    </StrictMode>,
  )
  const user = userEvent.setup()
  const emit = (...args: Parameters<FakeVoiceClient['emit']>) => act(() => client.emit(...args))
  const startCall = async () => {
    await user.click(screen.getByRole('button', { name: 'Iniciar llamada' }))
    await waitFor(() => expect(client.calls.start).toEqual(['assistant-1']))
  }
  return { client, createClient, user, emit, startCall }
}

const status = () => screen.getByRole('status')
const say = (role: 'user' | 'assistant', transcriptType: 'partial' | 'final', transcript: string) => ({
  type: 'transcript',
  role,
  transcriptType,
  transcript,
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// The English strings load before an English page hydrates (entry-client.tsx).
beforeAll(() => loadMessages('en'))

describe('VoiceDemo', () => {
  it('renders a whole conversation: every status, final lines only, in a box of 12rem', async () => {
    const { emit, startCall, createClient } = setup()
    expect(status()).toHaveProperty('textContent', 'Toca el botón para hablar')
    expect(document.activeElement).toBe(document.body)
    await startCall()
    expect(createClient).toHaveBeenCalledWith({ kind: 'vapi', ...keys })
    expect(status().textContent).toBe('Conectando…')
    expect(screen.getByRole('button', { name: 'Audio' })).toHaveProperty('disabled', true)

    emit('call-start')
    expect(status().textContent).toBe('Esperando…')
    emit('speech-start')
    expect(status().textContent).toBe('Asistente hablando…')
    emit('message', say('assistant', 'partial', 'Hola, soy'))
    expect(screen.queryByText('Conversación:')).toBeNull()
    emit('message', say('assistant', 'final', 'Hola, soy tu asistente.'))
    emit('speech-end')
    expect(status().textContent).toBe('Esperando…')
    emit('message', { type: 'speech-update', role: 'user', status: 'started' })
    expect(status().textContent).toBe('Escuchando…')
    emit('message', say('user', 'partial', 'Quiero'))
    emit('message', say('user', 'final', 'Quiero una cita.'))
    emit('message', { type: 'speech-update', role: 'user', status: 'stopped' })
    expect(status().textContent).toBe('Procesando…')

    const log = screen.getByRole('log', { name: 'Conversación:' })
    expect([...log.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Asistente:Hola, soy tu asistente.',
      'Tú:Quiero una cita.',
    ])
    // jsdom resolves rem against 16 px; scrolling to the newest line is checked in the browser journey.
    expect(getComputedStyle(log).maxHeight).toBe('192px')
  })

  it('toggles the microphone on the client', async () => {
    const { client, emit, startCall, user } = setup()
    await startCall()
    emit('call-start')
    await user.click(screen.getByRole('button', { name: 'Audio' }))
    expect(client.isMuted()).toBe(true)
    const muted = screen.getByRole('button', { name: 'Silenciado' })
    expect(muted.getAttribute('aria-pressed')).toBe('true')
    await user.click(muted)
    expect(client.isMuted()).toBe(false)
    expect(screen.getByRole('button', { name: 'Audio' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('hangs up: ended, then idle 2 s later, with the transcript kept and listeners gone', async () => {
    const { client, emit, startCall, user } = setup()
    await startCall()
    emit('call-start')
    emit('message', say('assistant', 'final', 'Hola.'))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(screen.getByRole('button', { name: 'Colgar' }))
    expect(status().textContent).toBe('Llamada finalizada')
    await waitFor(() => expect(client.listenerCount()).toBe(0))
    expect(client.calls.stop).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(1900))
    expect(status().textContent).toBe('Llamada finalizada')
    act(() => vi.advanceTimersByTime(100))
    expect(status().textContent).toBe('Toca el botón para hablar')
    expect(screen.getByRole('button', { name: 'Iniciar llamada' })).toBe(document.activeElement)
    expect(screen.getByRole('log').textContent).toContain('Hola.')
  })

  it('ends when the assistant ends the call', async () => {
    const { emit, startCall } = setup()
    await startCall()
    emit('call-start')
    emit('message', { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' })
    expect(status().textContent).toBe('Llamada finalizada')
    emit('call-end')
    emit('error', { type: 'daily-error', error: { message: 'ejected' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('hangs up while still connecting, and leaves the call that joins afterwards', async () => {
    let join!: (call: unknown) => void
    const client = new FakeVoiceClient()
    client.start = vi.fn(() => new Promise((resolve) => (join = resolve)))
    const stop = vi.spyOn(client, 'stop')
    const { user } = setup({ client })
    await user.click(screen.getByRole('button', { name: 'Iniciar llamada' }))
    await waitFor(() => expect(client.start).toHaveBeenCalled())
    await user.click(screen.getByRole('button', { name: 'Colgar' }))
    expect(status().textContent).toBe('Llamada finalizada')
    expect(stop).toHaveBeenCalledTimes(1)
    await act(async () => join({ id: 'late-call' }))
    await waitFor(() => expect(stop).toHaveBeenCalledTimes(2))
    act(() => client.emit('call-start'))
    expect(status().textContent).toBe('Llamada finalizada')
    expect(client.listenerCount()).toBe(0)
  })

  it.each([
    [
      'an offline start',
      { name: 'TypeError', message: 'Failed to fetch' },
      'Error de conexión. Por favor intenta de nuevo.',
    ],
    ['a refused key', { error: { statusCode: 401, message: 'Invalid Key' } }, 'No se pudo iniciar la llamada'],
  ])('shows %s in red and returns to idle', async (_case, failWith, text) => {
    const { client } = setup({ client: new FakeVoiceClient({ failWith }) })
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar llamada' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', text)
    expect(status().textContent).toBe('Toca el botón para hablar')
    await waitFor(() => expect(client.listenerCount()).toBe(0))
  })

  it('a connection lost mid-call returns to idle with the connection error', async () => {
    const { emit, startCall } = setup()
    await startCall()
    emit('call-start')
    emit('error', { type: 'daily-error', error: { errorMsg: 'connection-error' } })
    expect(screen.getByRole('alert').textContent).toBe('Error de conexión. Por favor intenta de nuevo.')
    expect(status().textContent).toBe('Toca el botón para hablar')
  })

  it('a denied microphone gets its own message and ends the call', async () => {
    const { client, emit, startCall } = setup()
    await startCall()
    emit('camera-error', { type: 'camera-error', error: { type: 'permissions', blockedMedia: ['audio'] } })
    expect(screen.getByRole('alert').textContent).toMatch(/^No pudimos usar tu micrófono/)
    expect(status().textContent).toBe('Toca el botón para hablar')
    await waitFor(() => expect(client.calls.stop).toBeGreaterThan(0))
  })

  it('keeps the call going after non-fatal errors (noise cancellation, autoplay)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { emit, startCall } = setup()
    await startCall()
    emit('call-start')
    emit('error', { type: 'audio-processing-setup-error', error: { message: 'KrispInitError: Canceled' } })
    emit('error', { type: 'audio-start-failed', error: { name: 'NotAllowedError' } })
    expect(status().textContent).toBe('Esperando…')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('without keys offers booking and WhatsApp instead of a call, in both languages, and loads nothing', () => {
    const unconfigured = { voiceDemo: { publicKey: '', assistantId: '' }, phone: '+50370000000' }
    for (const [language, region, book, whatsapp] of [
      ['es', 'Asistente de voz no disponible', 'Agenda tu consulta gratis', 'Escríbenos por WhatsApp'],
      ['en', 'Voice assistant unavailable', 'Book a free consultation', 'Message us on WhatsApp'],
    ] as const) {
      const { createClient } = setup({ layout: unconfigured, language })
      expect(screen.getByRole('region', { name: region })).toBeTruthy()
      // A link to the booking section, in the page's language, that works before and without JavaScript.
      expect(screen.getByRole('link', { name: book }).getAttribute('href')).toBe(
        language === 'es' ? '/#calendly-section' : '/?lang=en#calendly-section',
      )
      expect(screen.getByRole('link', { name: whatsapp }).getAttribute('href')).toBe('https://wa.me/50370000000')
      expect(screen.queryByRole('button', { name: /llamada|call/i })).toBeNull()
      expect(createClient).not.toHaveBeenCalled()
      cleanup()
    }
  })

  it('says it could not initialise when the client fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { createClient, user } = setup()
    createClient.mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    await user.click(screen.getByRole('button', { name: 'Iniciar llamada' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudo inicializar el asistente de voz')
    expect(status().textContent).toBe('Toca el botón para hablar')
    expect(error).toHaveBeenCalled()
  })

  it('starting again clears the error and the transcript', async () => {
    const { emit, startCall, user } = setup()
    await startCall()
    emit('call-start')
    emit('message', say('user', 'final', 'Hola'))
    emit('error', { type: 'daily-error', error: {} })
    expect(screen.getByRole('alert')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Iniciar llamada' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('log')).toBeNull()
    expect(status().textContent).toBe('Conectando…')
  })

  it('ends the call and removes its listeners when the page goes away', async () => {
    const { client, emit, startCall } = setup()
    await startCall()
    emit('call-start')
    expect(client.listenerCount()).toBe(7)
    cleanup()
    await waitFor(() => expect(client.listenerCount()).toBe(0))
    expect(client.calls.stop).toBeGreaterThan(0)
  })

  it('speaks English', async () => {
    const { emit, user } = setup({ language: 'en' })
    expect(status().textContent).toBe('Tap the button to talk')
    await user.click(screen.getByRole('button', { name: 'Start call' }))
    expect(status().textContent).toBe('Connecting…')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hang up' })).toBeTruthy())
    emit('call-start')
    emit('message', say('user', 'final', 'Hi'))
    expect(screen.getByRole('log', { name: 'Conversation:' }).textContent).toBe('You:Hi')
  })
})
