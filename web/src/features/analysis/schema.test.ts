import { describe, expect, it } from 'vitest'
import { normalizeUrl, toRequest } from './request'
import { analysisFormSchema, analysisRequestSchema } from './schema'

const errors = (form: { url: string; email: string; sendEmail: boolean }) => {
  const parsed = analysisFormSchema.safeParse(form)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('analysis form (product §5)', () => {
  it('normalises the URL', () => {
    expect(normalizeUrl('  tienda.com ')).toBe('https://tienda.com')
    expect(normalizeUrl('http://tienda.com')).toBe('http://tienda.com')
    expect(normalizeUrl('HTTPS://tienda.com')).toBe('HTTPS://tienda.com')
  })

  it('says what is wrong, field by field', () => {
    expect(errors({ url: ' ', email: '', sendEmail: false })).toEqual({ url: 'urlRequired' })
    expect(errors({ url: 'https://', email: '', sendEmail: false })).toEqual({ url: 'urlInvalid' })
    expect(errors({ url: 'exa mple.com', email: '', sendEmail: false })).toEqual({ url: 'urlInvalid' })
    expect(errors({ url: 'exa%20mple.com', email: '', sendEmail: false })).toEqual({ url: 'urlInvalid' })
    expect(errors({ url: 'http://[::1]:8080/x', email: '', sendEmail: false })).toEqual({})
    expect(errors({ url: 'a.com', email: '', sendEmail: true })).toEqual({ email: 'emailRequired' })
    expect(errors({ url: 'a.com', email: 'ana@correo', sendEmail: true })).toEqual({ email: 'emailInvalid' })
    expect(errors({ url: 'a.com', email: 'ana@correo.sv', sendEmail: true })).toEqual({})
    expect(errors({ url: 'a.com', email: 'nonsense', sendEmail: false })).toEqual({})
  })

  it('builds the product §3 payload, e-mail only in e-mail mode', () => {
    expect(toRequest({ url: 'a.com', email: 'x@y.z', sendEmail: false }, '1.2.3.4', 'es')).toEqual({
      url: 'https://a.com',
      mode: 'inline',
      ip: '1.2.3.4',
      lang: 'es',
    })
    const email = toRequest({ url: 'a.com', email: ' x@y.z ', sendEmail: true }, 'unknown', 'en')
    expect(email).toMatchObject({ mode: 'email', email: 'x@y.z' })
    expect(analysisRequestSchema.safeParse(email).success).toBe(true)
  })

  it('the server-side schema refuses what the contract does not allow', () => {
    for (const body of [
      { url: 'javascript:alert(1)', mode: 'inline', ip: '' },
      { url: 'https://a.com', mode: 'email', ip: '' },
      { url: 'https://a.com', mode: 'inline', ip: '', lang: 'fr' },
      { url: 'https://a.com', mode: 'inline', ip: 'x'.repeat(65) },
    ]) {
      expect(analysisRequestSchema.safeParse(body).success).toBe(false)
    }
  })
})
