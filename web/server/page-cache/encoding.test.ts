import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './encoding'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding(undefined)).toBe('identity')
    expect(preferredEncoding('')).toBe('identity')
  })

  it('honours q-values, refusals and the wildcard', () => {
    expect(preferredEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('gzip;q=0, *;q=0.3')).toBe('br')
  })

  it('falls back to identity on nonsense', () => {
    expect(preferredEncoding('x-unknown, ;;;, q=1')).toBe('identity')
  })
})
