import { describe, expect, it } from 'vitest'
import { localizedPath, otherLanguage, resolveLanguage } from './language'

describe('resolveLanguage', () => {
  it('prefers a valid ?lang= over the cookie', () => {
    expect(resolveLanguage('en', 'es')).toBe('en')
    expect(resolveLanguage('es', 'en')).toBe('es')
  })
  it('uses the cookie when the query has no valid language', () => {
    expect(resolveLanguage(undefined, 'en')).toBe('en')
    expect(resolveLanguage('fr', 'en')).toBe('en')
    expect(resolveLanguage(['en'], 'es')).toBe('es')
  })
  it('falls back to Spanish', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('es')
    expect(resolveLanguage('EN', 'xx')).toBe('es')
  })
})

describe('language helpers', () => {
  it('names the other language', () => {
    expect(otherLanguage('es')).toBe('en')
    expect(otherLanguage('en')).toBe('es')
  })
  it('builds Spanish URLs plain and English ones with ?lang=en', () => {
    expect(localizedPath('/servicios', 'es')).toBe('/servicios')
    expect(localizedPath('/servicios', 'en')).toBe('/servicios?lang=en')
  })
})
