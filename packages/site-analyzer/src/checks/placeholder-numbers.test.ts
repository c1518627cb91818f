import { describe, expect, it } from 'vitest'
import { isPhone, isWhatsapp } from './links'
import { dialsPlaceholder, placeholderPhone } from './placeholder-numbers'

const dialledBy = (written: string) => {
  const digits = written.replace(/\D/g, '')
  return { tel: `tel:${written.replace(/[^\d+]/g, '')}`, whatsapp: `https://wa.me/${digits}` }
}

describe('one rule for a template’s phone number, written on the page or dialled by a link', () => {
  it.each(['+503 0000 0000', '+591 1234 5678', '555-0100', '+503 1234 5678', '+54 11 1234-5678'])(
    'takes %s for a template’s, however it appears',
    (written) => {
      const { tel, whatsapp } = dialledBy(written)
      expect(placeholderPhone(written)).toBe(true)
      expect(dialsPlaceholder(tel)).toBe(true)
      expect(dialsPlaceholder(whatsapp)).toBe(true)
      expect(isPhone(tel)).toBe(false)
      expect(isWhatsapp(whatsapp)).toBe(false)
    },
  )

  // A vanity number a business paid for is its number, in its text and in its links alike.
  it.each(['+503 2222 2222', '+503 7654 3210', '+503 2222 3456', '+503 7234 5678', '+34 611 222 333'])(
    'takes %s for a business’s, however it appears',
    (written) => {
      const { tel, whatsapp } = dialledBy(written)
      expect(placeholderPhone(written)).toBe(false)
      expect(dialsPlaceholder(tel)).toBe(false)
      expect(dialsPlaceholder(whatsapp)).toBe(false)
      expect(isPhone(tel)).toBe(true)
      expect(isWhatsapp(whatsapp)).toBe(true)
    },
  )

  it('takes x’s for digits as a template’s in a link', () => {
    expect(dialsPlaceholder('https://wa.me/503XXXXXXXX')).toBe(true)
    expect(isWhatsapp('https://wa.me/503XXXXXXXX')).toBe(false)
    expect(isPhone('tel:+503 7XXX-XXXX')).toBe(false)
  })
})
