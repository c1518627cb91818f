// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../i18n/dictionaries'
import { defaultAppConfig } from '../../app/app-config'
import { Providers } from '../../app/providers'
import type { Language } from '../../i18n/language'
import { landingKey } from '../../lib/attribution/landing'
import { ContactForm } from './contact-form'

const config = { ...defaultAppConfig, formFallbackUrl: 'https://forms.example/submit' }

function renderForm(language: Language = 'es') {
  render(
    <Providers queryClient={new QueryClient()} language={language} config={config}>
      <ContactForm showWebsite />
    </Providers>,
  )
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Ana')
  await user.type(screen.getByLabelText(/^Business/), 'Shop')
  await user.type(screen.getByLabelText(/^Phone/), '+503 7000 0000')
  await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.test')
  await user.type(screen.getByLabelText(/^Needs/), 'A website')
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

// The English strings load before an English page hydrates (entry-client.tsx).
beforeAll(() => loadMessages('en'))

describe('ContactForm', () => {
  it('checks required fields itself and sends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm('es')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar mensaje' }))
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(5)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a phone number without digits, in the visitor’s language', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderForm('en')
    const user = userEvent.setup()
    await fillRequired(user)
    await user.clear(screen.getByLabelText(/^Phone/))
    await user.type(screen.getByLabelText(/^Phone/), 'abc')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Enter a phone number with its digits, for example +503 7123-4567')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('falls back to the form service with renamed fields when the webhook fails', async () => {
    sessionStorage.setItem(landingKey, JSON.stringify(['mail.example', '']))
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 503 }))
      .mockResolvedValueOnce(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderForm('en')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Message sent successfully')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/api/contact')
    expect(JSON.parse(init.body)).toMatchObject({
      nombre: 'Ana',
      correo: 'ana@example.test',
      tool_id: 'website',
      // Where the visit came from, for the site's own server (docs/leads.md).
      attribution: { page: '/', referrerHost: 'mail.example' },
    })
    expect(init.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{24}-[0-9a-f]+$/)
    const form = fetch.mock.calls[1]![1].body as FormData
    expect(fetch.mock.calls[1]![0]).toBe(config.formFallbackUrl)
    expect(form.has('attribution')).toBe(false)
    expect(Object.fromEntries(form)).toMatchObject({
      email: 'ana@example.test',
      message: 'A website',
      tool_id: 'website',
    })
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '')
  })

  it('sends the same request once more, same key, when our store asks for a moment (503, Retry-After)', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 503, headers: { 'Retry-After': '1' } }))
      .mockResolvedValueOnce(new Response('{}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    renderForm('en')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Message sent successfully', undefined, { timeout: 5_000 })
    expect(fetch).toHaveBeenCalledTimes(2)
    const [first, second] = fetch.mock.calls.map(([url, init]) => [url, init.headers['Idempotency-Key'], init.body])
    expect(second).toEqual(first)
  })

  it('sends an outside automation the fields alone: no idempotency key, no attribution', async () => {
    sessionStorage.setItem(landingKey, JSON.stringify(['mail.example', '']))
    const fetch = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const user = userEvent.setup()
    render(
      <Providers
        queryClient={new QueryClient()}
        language="en"
        config={{ ...config, contactWebhookUrl: 'https://hooks.example/contact' }}
      >
        <ContactForm showWebsite />
      </Providers>,
    )
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Message sent successfully')
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://hooks.example/contact')
    expect(JSON.parse(init.body)).not.toHaveProperty('attribution')
    expect(init.headers).not.toHaveProperty('Idempotency-Key')
  })

  it('keeps the values and shows an alert when both sends fail; a retry reuses the key', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('offline'))
    vi.stubGlobal('fetch', fetch)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm('en')
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Error sending message'),
    )
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Ana')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4))
    expect(fetch.mock.calls[2]![1].headers['Idempotency-Key']).toBe(fetch.mock.calls[0]![1].headers['Idempotency-Key'])
  })
})
