import { describe, expect, it } from 'vitest'
import { formatPhone, whatsappUrl } from './phone'

describe('phone helpers', () => {
  it('formats an El Salvador number', () => expect(formatPhone('+50376543210')).toBe('+503 7654-3210'))
  it('leaves other numbers alone', () => expect(formatPhone('+15551234567')).toBe('+15551234567'))
  it('builds a WhatsApp link from the digits', () =>
    expect(whatsappUrl('+50376543210')).toBe('https://wa.me/50376543210'))
})
