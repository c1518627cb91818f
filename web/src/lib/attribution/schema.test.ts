import { describe, expect, it } from 'vitest'
import { attributionSchema } from './schema'

const parse = (value: unknown) => attributionSchema.parse(value)

describe('attributionSchema', () => {
  it('keeps a well-formed attribution', () => {
    const attribution = {
      page: '/servicios',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'newsletter', utm_campaign: 'promoción de verano' },
    }
    expect(parse(attribution)).toEqual(attribution)
  })

  it('drops unknown keys, at the top and among the tags', () => {
    expect(parse({ page: '/', landing: '/x', utm: { utm_source: 'a', utm_id: 'b', gclid: 'c' } })).toEqual({
      page: '/',
      utm: { utm_source: 'a' },
    })
  })

  it('drops each malformed part and keeps the rest', () => {
    expect(
      parse({
        page: 'https://evil.test/',
        referrerHost: 'evil.test\r\nSet-Cookie: a=b',
        utm: { utm_source: 'ok', utm_medium: 'a\u0000b', utm_term: 'x'.repeat(101), utm_content: '  ' },
      }),
    ).toEqual({ utm: { utm_source: 'ok' } })
    expect(parse({ page: `/${'a'.repeat(300)}`, referrerHost: 'Mail.Example', utm: 'newsletter' })).toEqual({
      referrerHost: 'mail.example',
    })
  })

  it('drops an attribution that is no object at all, without failing', () => {
    for (const value of [undefined, null, 'google', 42, ['/']]) expect(parse(value)).toBeUndefined()
  })
})
