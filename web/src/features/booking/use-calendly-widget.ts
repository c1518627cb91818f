import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../i18n/language'
import { listenForBookings } from './booking-listener'
import { calendlyOrigin, isCalendlyMessage, loadCalendly } from './calendly'

export type WidgetState = 'waiting' | 'loading' | 'ready' | 'failed'

/** Start loading a little before the section scrolls in, so the calendar is there when it arrives. */
const nearViewportMargin = '600px 0px'
/** Offline or blocked, the script or the iframe never answers: after this, show the fallback link. */
export const widgetTimeoutMs = 12_000

/**
 * Mounts Calendly's inline widget into `containerRef` once the section nears the viewport. Runs on
 * every mount, so it works after client-side navigation too. Any message from Calendly's iframe
 * proves the widget arrived; booking events are recorded on the server by the page-wide listener
 * (booking-listener.ts).
 */
export function useCalendlyWidget(url: string | null | undefined, language: Language) {
  const sectionRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<WidgetState>('waiting')

  useEffect(() => {
    const section = sectionRef.current
    const container = containerRef.current
    if (!url || !section || !container) return
    listenForBookings(language)
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
      if (!isCalendlyMessage(message.data) || settled) return
      settled = true
      window.clearTimeout(timer)
      setState('ready')
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
