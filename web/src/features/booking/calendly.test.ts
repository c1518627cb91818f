import { describe, expect, it } from 'vitest'
import { bookingEventSchema, calendlyMessage, widgetUrl } from './calendly'

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
    expect(calendlyMessage.safeParse({ event: 'calendly.event_scheduled', payload: {} }).success).toBe(true)
    expect(calendlyMessage.safeParse({ event: 'other.event' }).success).toBe(false)
    expect(calendlyMessage.safeParse('calendly.event_scheduled').success).toBe(false)
  })

  it('accepts only booking events with known languages and URLs', () => {
    const event = { event: 'calendly.event_scheduled', path: '/', language: 'es' }
    expect(bookingEventSchema.safeParse(event).success).toBe(true)
    expect(bookingEventSchema.safeParse({ ...event, language: 'fr' }).success).toBe(false)
    expect(bookingEventSchema.safeParse({ ...event, eventUri: 'not a url' }).success).toBe(false)
  })
})
