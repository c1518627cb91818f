import { describe, expect, it } from 'vitest'
import { pageCacheKey } from './cache-key'

describe('pageCacheKey', () => {
  it('keys the site pages at their canonical path by language', () => {
    expect(pageCacheKey('/', {}, 'es')).toBe('es /')
    expect(pageCacheKey('/servicios', { lang: 'en' }, 'en')).toBe('en /servicios')
  })

  it('leaves everything else out, so the cache stays one entry per page and language', () => {
    expect(pageCacheKey('/no-existe', {}, 'es')).toBeUndefined()
    expect(pageCacheKey('/servicios/', {}, 'es')).toBeUndefined()
    expect(pageCacheKey('/servicios', { utm_source: 'ad' }, 'es')).toBeUndefined()
  })
})
