// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentAttribution } from './attribution'
import { landingKey, recordLanding, utmMaxLength } from './landing'

/** A page load: the address it lands on (same origin as jsdom's) and the referrer it came with. */
function land(address: string, referrer = '') {
  history.replaceState(null, '', address)
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
  recordLanding()
}

const stored = () => JSON.parse(sessionStorage.getItem(landingKey) ?? 'null') as unknown

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  history.replaceState(null, '', '/')
})

describe('recordLanding', () => {
  it('notes the landing path, the referring site’s host and the utm tags, nothing else of the address', () => {
    land(
      '/servicios?utm_source=newsletter&utm_medium=email&utm_campaign=promoci%C3%B3n&fbclid=x&lang=en',
      'https://www.google.com/search?q=agencia+web',
    )
    expect(stored()).toEqual({
      landing: '/servicios',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'promoción' },
    })
  })

  it('keeps the first landing of the tab session: later pages change nothing', () => {
    land('/?utm_source=facebook', 'https://l.facebook.com/')
    land('/contacto?utm_source=other', 'https://other.example/')
    expect(stored()).toEqual({ landing: '/', referrerHost: 'l.facebook.com', utm: { utm_source: 'facebook' } })
  })

  it('names no referrer for a visit from this site itself, or without one', () => {
    land('/contacto', `${location.origin}/servicios`)
    expect(stored()).toEqual({ landing: '/contacto' })
    sessionStorage.clear()
    land('/')
    expect(stored()).toEqual({ landing: '/' })
  })

  it('keeps tags printable and bounded, and drops empty ones', () => {
    land(`/?utm_source=a%00b%E2%80%8Ec%0A&utm_campaign=${'x'.repeat(500)}&utm_term=`)
    expect(stored()).toEqual({ landing: '/', utm: { utm_source: 'abc', utm_campaign: 'x'.repeat(utmMaxLength) } })
  })

  it('records nothing, and fails nothing, when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => land('/?utm_source=x')).not.toThrow()
    expect(currentAttribution()).toEqual({ page: '/' })
  })
})

describe('currentAttribution', () => {
  it('gives the page the form is sent from, with how the visit arrived', () => {
    land('/?utm_source=newsletter', 'https://mail.example/')
    // A client-side navigation later: the form sits on another page.
    history.pushState(null, '', '/contacto?lang=en')
    expect(currentAttribution()).toEqual({
      page: '/contacto',
      referrerHost: 'mail.example',
      utm: { utm_source: 'newsletter' },
    })
  })

  it('gives the page alone when nothing was noted, or what is stored is not ours', () => {
    history.replaceState(null, '', '/servicios')
    expect(currentAttribution()).toEqual({ page: '/servicios' })
    sessionStorage.setItem(landingKey, '{not json')
    expect(currentAttribution()).toEqual({ page: '/servicios' })
  })
})
