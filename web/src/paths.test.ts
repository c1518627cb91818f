import { describe, expect, it } from 'vitest'
import { bookingHref } from './paths'

describe('bookingHref', () => {
  it('names the booking section of the page the button is on, or the home page’s in the page’s language', () => {
    expect(bookingHref(true, 'en')).toBe('#calendly-section')
    expect(bookingHref(false, 'es')).toBe('/#calendly-section')
    expect(bookingHref(false, 'en')).toBe('/?lang=en#calendly-section')
  })
})
