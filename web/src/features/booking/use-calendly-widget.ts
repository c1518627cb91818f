import { useEffect, useRef, useState } from 'react'
import { fetchJson } from '../../lib/fetch-json'
import type { Language } from '../../i18n/language'
import { currentAttribution } from '../../lib/attribution/attribution'
import type { BookingEvent } from './booking-event'
import { bookingEventsEndpoint, calendlyOrigin, isCalendlyMessage, loadCalendly } from './calendly'

export type WidgetState = 'waiting' | 'loading' | 'ready' | 'failed'

/** Start loading a little before the section scrolls in, so the calendar is there when it arrives. */
const nearViewportMargin = '600px 0px'
/** Offline or blocked, the script or the iframe never answers: after this, show the fallback link. */
export const widgetTimeoutMs = 12_000

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
  // Recording must never disturb the visitor: a failure is only logged.
  fetchJson(bookingEventsEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).catch((error: unknown) => console.warn('booking event not recorded', error))
}

/**
 * Mounts Calendly's inline widget into `containerRef` once the section nears the viewport. Runs on
 * every mount, so it works after client-side navigation too. Any message from Calendly's iframe
 * proves the widget arrived; booking events are recorded on the server.
 */
export function useCalendlyWidget(url: string | null | undefined, language: Language) {
  const sectionRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<WidgetState>('waiting')

  useEffect(() => {
    const section = sectionRef.current
    const container = containerRef.current
    if (!url || !section || !container) return
    let settled = false
    let timer: number | undefined
    const fail = () => {
      if (settled) return
      settled = true
      container.replaceChildren()
      setState('failed')
    }
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== calendlyOrigin) return
      if (!isCalendlyMessage(message.data)) return
      if (!settled) {
        settled = true
        window.clearTimeout(timer)
        setState('ready')
      }
      if (message.data.event === 'calendly.event_scheduled') recordBooking(message.data.payload, language)
    }
    const start = () => {
      setState('loading')
      window.addEventListener('message', onMessage)
      timer = window.setTimeout(fail, widgetTimeoutMs)
      loadCalendly()
        .then((calendly) => {
          if (!settled) calendly.initInlineWidget({ url, parentElement: container })
        })
        .catch(fail)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: nearViewportMargin },
    )
    observer.observe(section)
    return () => {
      settled = true
      observer.disconnect()
      window.clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      container.replaceChildren()
      setState('waiting')
    }
  }, [url, language])

  return { sectionRef, containerRef, state }
}
