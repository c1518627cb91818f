import { describe, expect, it } from 'vitest'
import { pageCacheKey } from './cache-key'

describe('pageCacheKey', () => {
  it('keys the site pages at their canonical path by language', () => {
    expect(pageCacheKey('/', {}, 'es')).toEqual({ key: 'es /', url: '/' })
    expect(pageCacheKey('/servicios', { lang: 'en' }, 'en')).toEqual({
      key: 'en /servicios',
      url: '/servicios?lang=en',
    })
  })

  it('serves a campaign landing the one cached page, rendered without the campaign tags', () => {
    expect(pageCacheKey('/servicios', { utm_source: 'ad', utm_campaign: 'nov' }, 'es')).toEqual({
      key: 'es /servicios',
      url: '/servicios',
    })
    expect(pageCacheKey('/', { lang: 'en', utm_medium: 'email' }, 'en')).toEqual({ key: 'en /', url: '/?lang=en' })
  })

  it('leaves everything else out, so the cache stays one entry per page and language', () => {
    expect(pageCacheKey('/no-existe', {}, 'es')).toBeUndefined()
    expect(pageCacheKey('/servicios/', {}, 'es')).toBeUndefined()
    expect(pageCacheKey('/servicios', { fbclid: 'x' }, 'es')).toBeUndefined()
  })
})
