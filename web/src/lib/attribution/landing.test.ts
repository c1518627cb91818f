// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentAttribution } from './attribution'
import { landingKey, recordLanding } from './landing'
import { utmMaxLength } from './limits'

/** A page load: the address it lands on (same origin as jsdom's) and the referrer it came with. */
function land(address: string, referrer = '') {
  history.replaceState(null, '', address)
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer)
  recordLanding()
}

/** A client-side navigation to the page whose form is sent. */
const sendFrom = (address: string) => history.pushState(null, '', address)

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  history.replaceState(null, '', '/')
})

describe('how a visit arrived, as a form sends it', () => {
  it('is the page the form is sent from, the referring site’s host and the landing’s utm tags, nothing else', () => {
    land(
      '/servicios?utm_source=newsletter&utm_medium=email&utm_campaign=promoci%C3%B3n&fbclid=x&lang=en',
      'https://www.google.com/search?q=agencia+web',
    )
    sendFrom('/contacto?lang=en')
    expect(currentAttribution()).toEqual({
      page: '/contacto',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'promoción' },
    })
    expect(sessionStorage.getItem(landingKey)).not.toContain('search?q')
  })

  it('keeps the first landing of the tab session: later pages change nothing', () => {
    land('/?utm_source=facebook', 'https://l.facebook.com/')
    land('/contacto?utm_source=other', 'https://other.example/')
    expect(currentAttribution()).toEqual({
      page: '/contacto',
      referrerHost: 'l.facebook.com',
      utm: { utm_source: 'facebook' },
    })
  })

  it('names no referrer for a visit from this site itself, or without one', () => {
    land('/contacto', `${location.origin}/servicios`)
    expect(currentAttribution()).toEqual({ page: '/contacto' })
    sessionStorage.clear()
    land('/')
    expect(currentAttribution()).toEqual({ page: '/' })
  })

  it('keeps tags printable and bounded, and drops empty ones', () => {
    land(`/?utm_source=a%00b%E2%80%8Ec%0A&utm_campaign=${'x'.repeat(500)}&utm_term=`)
    expect(currentAttribution()).toEqual({
      page: '/',
      utm: { utm_source: 'abc', utm_campaign: 'x'.repeat(utmMaxLength) },
    })
  })

  it('records nothing, and fails nothing, when storage is off', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => land('/?utm_source=x')).not.toThrow()
    expect(currentAttribution()).toEqual({ page: '/' })
  })

  it('is the page alone when nothing was noted, or what is stored is not ours', () => {
    history.replaceState(null, '', '/servicios')
    expect(currentAttribution()).toEqual({ page: '/servicios' })
    sessionStorage.setItem(landingKey, '{not json')
    expect(currentAttribution()).toEqual({ page: '/servicios' })
    sessionStorage.setItem(landingKey, '{"landing":"/"}')
    expect(currentAttribution()).toEqual({ page: '/servicios' })
  })
})
