import { describe, expect, it } from 'vitest'
import { isPhone, isWhatsapp } from './links'
import { dialsPlaceholder, placeholderPhone } from './placeholder-numbers'

// `+54 9 1234 5678 92`: a template counting up, with a digit per member of staff.
const templates = [
  '+503 0000 0000',
  '+57 0000000',
  '+591 1234 5678',
  '555-0100',
  '+503 1234 5678',
  '+54 11 1234-5678',
  '+54 9 1234 5678 92',
]
// A vanity number a business paid for is its number, in its text and in its links alike.
const businesses = ['+503 2222 2222', '+503 7654 3210', '+503 2222 3456', '+503 7234 5678', '+34 611 222 333']

describe('one rule for a template’s phone number, written on the page or dialled by a link', () => {
  const numbers: [string, boolean][] = [
    ...templates.map((written): [string, boolean] => [written, true]),
    ...businesses.map((written): [string, boolean] => [written, false]),
  ]
  it.each(numbers)('%s is a template’s: %s, however it appears', (written, template) => {
    const tel = `tel:${written.replace(/[^\d+]/g, '')}`
    const whatsapp = `https://wa.me/${written.replace(/\D/g, '')}`
    expect(placeholderPhone(written)).toBe(template)
    expect(dialsPlaceholder(tel)).toBe(template)
    expect(dialsPlaceholder(whatsapp)).toBe(template)
    expect(isPhone(tel)).toBe(!template)
    expect(isWhatsapp(whatsapp)).toBe(!template)
  })

  it('takes a business’s catalogue and message links for WhatsApp, and a template’s catalogue for none', () => {
    expect(isWhatsapp('https://wa.me/c/34661622160')).toBe(true)
    expect(isWhatsapp('https://wa.me/message/IK3VQ2ZAXDZ7O1')).toBe(true)
    expect(isWhatsapp('https://wa.me/c/12345678')).toBe(false)
    expect(isWhatsapp('https://wa.me/message/')).toBe(false)
  })

  it('takes x’s for digits as a template’s in a link', () => {
    expect(dialsPlaceholder('https://wa.me/503XXXXXXXX')).toBe(true)
    expect(isWhatsapp('https://wa.me/503XXXXXXXX')).toBe(false)
    expect(isPhone('tel:+503 7XXX-XXXX')).toBe(false)
  })
})
