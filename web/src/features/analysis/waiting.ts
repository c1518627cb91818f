import { apiError } from '../../lib/api-error'
import type { Language } from '../../i18n/language'

/** Where a waiting analysis stands, as our server says (web/server/http/analyze-waiting.ts). */
export type WaitingState =
  | { status: 'queued'; position: number; etaSeconds: number }
  | { status: 'running'; etaSeconds: number }
  | { status: 'done'; message: { content: string } }
  | { status: 'failed'; message: string }
  /** The ticket is no longer known (forgotten a day after it ended). */
  | { status: 'lost' }

/** How often the page asks where its analysis stands. */
const pollMs = 4_000

const ticketUrl = (webhookUrl: string, ticket: string) => `${webhookUrl}/queue/${encodeURIComponent(ticket)}`

/**
 * Asks where the analysis stands, now and then every few seconds, and tells `onState`, until it is
 * done, failed or lost; a failed ask (the connection, a restart) is asked again. Returns the
 * function that stops.
 */
export function followWaiting(webhookUrl: string, ticket: string, onState: (state: WaitingState) => void) {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const ask = async () => {
    try {
      const response = await fetch(ticketUrl(webhookUrl, ticket), { headers: { Accept: 'application/json' } })
      if (stopped) return
      if (response.status === 404) return onState({ status: 'lost' })
      if (response.ok) {
        const state = (await response.json()) as WaitingState
        if (stopped) return
        onState(state)
        if (state.status === 'done' || state.status === 'failed') return
      }
    } catch {
      // Asked again below.
    }
    if (!stopped) timer = setTimeout(() => void ask(), pollMs)
  }
  void ask()
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}

/** Sends the report to `email` once done; resolves to our API's sentence when it refused. */
export async function leaveEmail(
  webhookUrl: string,
  ticket: string,
  email: string,
  lang: Language,
): Promise<{ sent: true } | { sent: false; message?: string }> {
  try {
    const response = await fetch(`${ticketUrl(webhookUrl, ticket)}/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, lang }),
    })
    if (response.ok) return { sent: true }
    return { sent: false, message: apiError(await response.json().catch(() => undefined))?.message }
  } catch {
    return { sent: false }
  }
}
