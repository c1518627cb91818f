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

type CalendlyMessage = { event: string; payload?: Record<string, unknown> }

/**
 * The messages Calendly's iframe posts to the page; any of them proves the widget arrived. A plain
 * guard rather than a zod schema keeps zod out of the browser bundle (~90 kB).
 */
export function isCalendlyMessage(data: unknown): data is CalendlyMessage {
  if (typeof data !== 'object' || data === null) return false
  const { event, payload } = data as Record<string, unknown>
  return (
    typeof event === 'string' &&
    event.startsWith('calendly.') &&
    (payload === undefined || (typeof payload === 'object' && payload !== null))
  )
}

export const bookingEventsEndpoint = '/api/booking-events'
