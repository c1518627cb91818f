import { describe, expect, it } from 'vitest'
import { emailKey, phoneKey, searchPatterns, searchText } from './match-keys'

describe('match keys', () => {
  it('take the e-mail from the contact form or an analysis, trimmed and in lower case', () => {
    expect(emailKey({ correo: ' Ana@Example.TEST ' })).toBe('ana@example.test')
    expect(emailKey({ email: 'Dueno@Example.test' })).toBe('dueno@example.test')
    expect(emailKey({ correo: ' ', email: 'b@example.test' })).toBe('b@example.test')
    expect(emailKey({ url: 'https://a.test' })).toBeNull()
  })

  it('keep a phone’s digits, with the country code when given, and no number under 7 digits', () => {
    expect(phoneKey({ telefono: '+503 7654-3210' })).toBe('50376543210')
    expect(phoneKey({ phone: '(503) 7654 3210' })).toBe('50376543210')
    expect(phoneKey({ telefono: '7654-3210' })).toBe('76543210')
    expect(phoneKey({ telefono: '12-34-56' })).toBeNull()
    expect(phoneKey({ telefono: 50376543210 })).toBeNull()
  })

  it('search the listed fields only, in lower case, with the phone’s digits', () => {
    const text = searchText({ nombre: 'Ana PÉREZ', telefono: '+503 7654-3210', tool_id: 'website', servicio: 'seo' })
    expect(text.split('\n')).toEqual(['ana pérez', '+503 7654-3210', '50376543210'])
  })

  it('escape LIKE’s wildcards and add the digits of a phone-like query', () => {
    expect(searchPatterns(' 100%_Off\\ ')).toEqual(['%100\\%\\_off\\\\%'])
    expect(searchPatterns('7654-3210')).toEqual(['%7654-3210%', '%76543210%'])
    expect(searchPatterns('2024')).toEqual(['%2024%'])
  })
})
