import type { Language } from '../../i18n/language'
import { currentAttribution } from '../../lib/attribution/attribution'
import type { BookingEvent } from './booking-event'
import { bookingEventsEndpoint, calendlyOrigin, isCalendlyMessage } from './calendly'

/** The language of the booking section last shown; a booking is recorded in it. */
let language: Language | undefined

function recordBooking(payload: Record<string, unknown> | undefined, language: Language) {
  const uri = (key: string) => {
    const value = (payload?.[key] as { uri?: unknown } | undefined)?.uri
    return typeof value === 'string' ? value : undefined
  }
  const body: BookingEvent = {
    event: 'calendly.event_scheduled',
    path: window.location.pathname,
    language,
    eventUri: uri('event'),
    inviteeUri: uri('invitee'),
    attribution: currentAttribution(),
  }
  // `keepalive`: a visitor who leaves right after booking still gets it recorded. The server answers
  // 204 with no body; recording must never disturb the visitor, so only a real failure is logged.
  fetch(bookingEventsEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).then(
    (response) => {
      if (!response.ok) console.warn('booking event not recorded', response.status)
    },
    (error: unknown) => console.warn('booking event not recorded', error),
  )
}

function onMessage(message: MessageEvent) {
  if (message.origin !== calendlyOrigin || !isCalendlyMessage(message.data) || !language) return
  if (message.data.event === 'calendly.event_scheduled') recordBooking(message.data.payload, language)
}

/**
 * Records the bookings Calendly's widget reports, in `current`, the booking section's language.
 * One listener for the page's whole life, added on the first call: a re-render or remount of the
 * section never leaves a moment without it.
 */
export function listenForBookings(current: Language) {
  if (!language) window.addEventListener('message', onMessage)
  language = current
}
