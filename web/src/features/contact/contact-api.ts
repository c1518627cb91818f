import type { AppConfig } from '../../app/app-config'
import type { Language } from '../../i18n/language'
import { currentAttribution } from '../../lib/attribution/attribution'
import type { ContactValues } from './contact-values'

/** A visitor waits this long at most; a retry afterwards reuses the idempotency key. */
const timeoutMs = 30_000

type Send = { values: ContactValues; idempotencyKey: string; language: Language; honeypot: string }

const sameOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin

/** product §7.3's field names for the form-collection service. */
function fallbackForm(values: ContactValues) {
  const form = new FormData()
  const fields = { ...values, email: values.correo, message: values.necesidades }
  for (const name of ['nombre', 'negocio', 'telefono', 'email', 'website', 'servicio', 'message', 'tool_id'] as const) {
    form.append(name, fields[name])
  }
  return form
}

/** A 503 whose `Retry-After` is at most this many seconds (our store reconnecting) is sent once more. */
const longestRetryWaitSeconds = 10

async function post(url: string, init: RequestInit, retries = 0): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, method: 'POST', signal: AbortSignal.timeout(timeoutMs) })
    const wait = Number(response.headers.get('Retry-After'))
    if (response.status === 503 && retries > 0 && wait > 0 && wait <= longestRetryWaitSeconds) {
      await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      return post(url, init, retries - 1)
    }
    return response.ok
  } catch {
    return false
  }
}

/**
 * product §7.3: JSON to the contact webhook; if that fails or is not OK, form data to the fallback
 * service when one is configured. Success only if the last answer is OK.
 */
export async function submitContact(config: AppConfig, { values, idempotencyKey, language, honeypot }: Send) {
  const url = config.contactWebhookUrl
  const ours = sameOrigin(url)
  // Our server answers 503 with a short Retry-After when its store is reconnecting: the same
  // request (same key, so never stored twice) is sent once more before the visitor hears of it.
  const sent = await post(
    url,
    {
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': language,
        // Custom headers would make an outside automation answer a CORS preflight; ours needs the key.
        ...(ours && { 'Idempotency-Key': idempotencyKey }),
      },
      // Where the visit came from goes to the site's own server only, never to an outside automation.
      body: JSON.stringify({
        ...values,
        ...(honeypot && { fax: honeypot }),
        ...(ours && { attribution: currentAttribution() }),
      }),
    },
    ours ? 1 : 0,
  )
  if (sent || !config.formFallbackUrl) return sent
  return post(config.formFallbackUrl, { headers: { Accept: 'application/json' }, body: fallbackForm(values) })
}

/**
 * The same values sent again from the same form (double click, retry after a timeout) carry the
 * same key; edited values or a new form get a new one.
 */
export function idempotencyKey(nonce: string, values: ContactValues) {
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(values)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return `${nonce}-${hash.toString(16)}`
}

export function newNonce() {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
