import { describe, expect, it } from 'vitest'
import { clientKey, mailboxKey } from './rate-keys'

describe('clientKey', () => {
  it('counts an IPv6 client per /64', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd'].map(clientKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(clientKey('2001:db8:1:3::1')).not.toBe(keys[0])
  })

  it('keeps IPv4 addresses whole, mapped or not', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'))
  })
})

describe('mailboxKey', () => {
  it('ignores case and +tags', () => {
    expect(mailboxKey('Ana+1@Negocio.com.sv')).toBe('ana@negocio.com.sv')
    expect(mailboxKey('ana+x+y@negocio.com.sv')).toBe('ana@negocio.com.sv')
  })

  it('ignores dots only where the provider does', () => {
    expect(mailboxKey('a.n.a+promo@googlemail.com')).toBe('ana@gmail.com')
    expect(mailboxKey('a.na@negocio.com.sv')).toBe('a.na@negocio.com.sv')
  })
})
