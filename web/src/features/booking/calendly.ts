import { z } from 'zod'
import type { Language } from '../../i18n/language'

/** Calendly's embed script; it defines `window.Calendly` once it has run. */
export const calendlyScriptUrl = 'https://assets.calendly.com/assets/external/widget.js'
export const calendlyOrigin = 'https://calendly.com'

type CalendlyApi = { initInlineWidget: (options: { url: string; parentElement: HTMLElement }) => void }

declare global {
  interface Window {
    Calendly?: CalendlyApi
  }
}

let scriptPromise: Promise<CalendlyApi> | null = null

/** Adds the script once per page life; a failed load may be tried again on the next mount. */
export function loadCalendly(): Promise<CalendlyApi> {
  if (window.Calendly) return Promise.resolve(window.Calendly)
  scriptPromise ??= new Promise<CalendlyApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = calendlyScriptUrl
    script.async = true
    script.onload = () => (window.Calendly ? resolve(window.Calendly) : reject(new Error('Calendly did not start')))
    script.onerror = () => reject(new Error('Calendly script did not load'))
    document.head.append(script)
  }).catch((error: unknown) => {
    scriptPromise = null
    document.querySelector(`script[src="${calendlyScriptUrl}"]`)?.remove()
    throw error
  })
  return scriptPromise
}

/** Colours from the theme (Calendly wants hex without '#'), the page language, no cookie banner. */
export function widgetUrl(
  bookingUrl: string,
  language: Language,
  colors: { background: string; text: string; primary: string },
) {
  const url = new URL(bookingUrl)
  url.searchParams.set('locale', language)
  url.searchParams.set('hide_gdpr_banner', '1')
  url.searchParams.set('background_color', colors.background.replace('#', ''))
  url.searchParams.set('text_color', colors.text.replace('#', ''))
  url.searchParams.set('primary_color', colors.primary.replace('#', ''))
  return url.toString()
}

/** The message Calendly's iframe posts to the page; every one of them proves the widget arrived. */
export const calendlyMessage = z.object({
  event: z.string().startsWith('calendly.'),
  payload: z.record(z.string(), z.unknown()).optional(),
})

/** What the site records about a booking (the server endpoint validates with this same schema). */
export const bookingEventSchema = z.object({
  event: z.literal('calendly.event_scheduled'),
  path: z.string().max(200),
  language: z.enum(['es', 'en']),
  eventUri: z.url().max(500).optional(),
  inviteeUri: z.url().max(500).optional(),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>

export const bookingEventsEndpoint = '/api/booking-events'
