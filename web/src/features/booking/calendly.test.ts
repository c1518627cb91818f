import { describe, expect, it } from 'vitest'
import { bookingEventSchema } from './booking-event'
import { isCalendlyMessage, widgetUrl } from './calendly'

describe('calendly', () => {
  it('builds the widget URL with the page language and theme colours', () => {
    const url = new URL(
      widgetUrl('https://calendly.com/agency/30min', 'en', {
        background: '#0f172a',
        text: '#f1f5f9',
        primary: '#22d3ee',
      }),
    )
    expect(url.origin + url.pathname).toBe('https://calendly.com/agency/30min')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'en',
      hide_gdpr_banner: '1',
      background_color: '0f172a',
      text_color: 'f1f5f9',
      primary_color: '22d3ee',
    })
  })

  it('recognises Calendly messages and nothing else', () => {
    expect(isCalendlyMessage({ event: 'calendly.event_scheduled', payload: {} })).toBe(true)
    expect(isCalendlyMessage({ event: 'calendly.page_height' })).toBe(true)
    expect(isCalendlyMessage({ event: 'other.event' })).toBe(false)
    expect(isCalendlyMessage({ event: 'calendly.x', payload: 'text' })).toBe(false)
    expect(isCalendlyMessage('calendly.event_scheduled')).toBe(false)
    expect(isCalendlyMessage(null)).toBe(false)
  })

  it('accepts only booking events with known languages and URLs', () => {
    const event = { event: 'calendly.event_scheduled', path: '/', language: 'es' }
    expect(bookingEventSchema.safeParse(event).success).toBe(true)
    expect(bookingEventSchema.safeParse({ ...event, language: 'fr' }).success).toBe(false)
    expect(bookingEventSchema.safeParse({ ...event, eventUri: 'not a url' }).success).toBe(false)
  })
})
