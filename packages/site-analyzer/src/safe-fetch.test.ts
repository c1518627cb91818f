import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSafeUrl, isPublicAddress, UnsafeUrlError } from './address-policy'
import { startFixtureSite, type FixtureSite } from '../testing'
import { createSafeFetcher, FetchFailure, resolveChecked, type Resolver } from './safe-fetch'

const limits = { maxRedirects: 3, timeoutMs: 1000, maxBodyBytes: 64 * 1024 }
let site: FixtureSite

beforeAll(async () => {
  site = await startFixtureSite({
    '/': { body: '<h1>ok</h1>' },
    '/gz': { headers: { 'content-encoding': 'gzip' }, body: gzipSync('<p>compressed</p>') },
    '/bomb': { headers: { 'content-encoding': 'gzip' }, body: gzipSync(Buffer.alloc(10 * 1024 * 1024)) },
    '/big': { body: 'x'.repeat(100 * 1024) },
    '/to-private': { status: 302, headers: { location: 'http://10.0.0.1/' } },
    '/to-metadata': { status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } },
    '/loop': { status: 302, headers: { location: '/loop' } },
    '/to-root': { status: 302, headers: { location: '/' } },
    '/slow': () => undefined,
  })
})
afterAll(() => site.close())

const policy = () => ({ allowHosts: [site.host, `fixture.test:${site.port}`] })
const fixtureResolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }]

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::7f00:1', false],
    ['2002:7f00:1::', false],
    ['::7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['64:ff9b:1::a00:1', false],
    ['2001::1', false],
    ['8.8.8.8', true],
    ['93.184.216.34', true],
    ['2606:4700:4700::1111', true],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected))
})

describe('assertSafeUrl refuses hostile URLs before any connection', () => {
  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.1.1/',
    'http://192.168.0.1/',
    'http://localhost/',
    'http://example.com:8080/',
    'http://example.com:22/',
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://user:pass@example.com/',
  ])('%s', (url) => expect(() => assertSafeUrl(new URL(url), { allowHosts: [] })).toThrow(UnsafeUrlError))

  it('accepts public names on the default ports', () => {
    expect(() => assertSafeUrl(new URL('https://example.com/'), { allowHosts: [] })).not.toThrow()
    expect(() => assertSafeUrl(new URL('http://example.com:443/'), { allowHosts: [] })).not.toThrow()
  })
})

describe('IPv6 forms with an IPv4 address inside', () => {
  const open = { allowHosts: [] }
  const answering =
    (address: string): Resolver =>
    async () => [{ address, family: address.includes(':') ? 6 : 4 }]

  // Each row: the URL form, and what a DNS answer of that form looks like.
  it.each([
    ['http://[::127.0.0.1]/', '::127.0.0.1'],
    ['http://[::169.254.169.254]/', '::a9fe:a9fe'],
    ['http://[::10.0.0.1]/', '::a00:1'],
    ['http://[::8.8.8.8]/', '::808:808'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:127.0.0.1'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ['http://[::ffff:0:7f00:1]/', '::ffff:0:127.0.0.1'],
    ['http://[64:ff9b::7f00:1]/', '64:ff9b::127.0.0.1'],
    ['http://[64:ff9b:1::a9fe:a9fe]/', '64:ff9b:1::a9fe:a9fe'],
    ['http://[2002:7f00:1::]/', '2002:a9fe:a9fe::1'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ])('refuses %s, and a name resolving to %s', async (url, answer) => {
    expect(() => assertSafeUrl(new URL(url), open)).toThrow(UnsafeUrlError)
    await expect(resolveChecked(new URL(url), open, answering(answer))).rejects.toThrow(UnsafeUrlError)
    await expect(resolveChecked(new URL('http://evil.example/'), open, answering(answer))).rejects.toThrow(
      UnsafeUrlError,
    )
  })

  it.each([
    ['http://[2606:4700:4700::1111]/', '2606:4700:4700::1111'],
    ['http://93.184.216.34/', '93.184.216.34'],
  ])('still reaches the public %s, and a name resolving to %s', async (url, answer) => {
    expect(() => assertSafeUrl(new URL(url), open)).not.toThrow()
    const expected = { address: answer, family: answer.includes(':') ? 6 : 4 }
    await expect(resolveChecked(new URL(url), open)).resolves.toEqual(expected)
    await expect(resolveChecked(new URL('http://site.example/'), open, answering(answer))).resolves.toEqual(expected)
  })
})

describe('createSafeFetcher', () => {
  it('refuses a name when any DNS answer is not public', async () => {
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ]
    const fetcher = createSafeFetcher({ allowHosts: [] }, limits, mixed)
    await expect(fetcher.fetch('http://mixed.example/')).rejects.toThrow(UnsafeUrlError)
    await fetcher.close()
  })

  it.each(['127.0.0.1', '::1', '169.254.169.254', '::ffff:10.0.0.1'])(
    'refuses a name resolving to %s',
    async (address) => {
      const fetcher = createSafeFetcher({ allowHosts: [] }, limits, async () => [
        { address, family: address.includes(':') ? 6 : 4 },
      ])
      await expect(fetcher.fetch('http://evil.example/')).rejects.toThrow(UnsafeUrlError)
      await fetcher.close()
    },
  )

  it('pins the connection to the checked address (DNS rebinding gets no second question)', async () => {
    let calls = 0
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]
    const fetcher = createSafeFetcher(policy(), limits, rebinding)
    for (let i = 0; i < 3; i++) expect((await fetcher.fetch(`http://fixture.test:${site.port}/`)).status).toBe(200)
    expect(calls).toBe(1)
    await fetcher.close()
  })

  it('checks every redirect hop', async () => {
    const fetcher = createSafeFetcher(policy(), limits, fixtureResolver)
    await expect(fetcher.fetch(site.url('/to-private'))).rejects.toThrow(UnsafeUrlError)
    await expect(fetcher.fetch(site.url('/to-metadata'))).rejects.toThrow(UnsafeUrlError)
    const followed = await fetcher.fetch(site.url('/to-root'))
    expect(followed.redirects).toEqual([site.url('/to-root')])
    await fetcher.close()
  })

  it('bounds redirects, time and size (also after decompression)', async () => {
    const fetcher = createSafeFetcher(policy(), limits, fixtureResolver)
    await expect(fetcher.fetch(site.url('/loop'))).rejects.toThrow(/redirects/)
    await expect(fetcher.fetch(site.url('/slow'))).rejects.toThrow(FetchFailure)
    await expect(fetcher.fetch(site.url('/big'))).rejects.toThrow(/larger/)
    await expect(fetcher.fetch(site.url('/bomb'))).rejects.toThrow(/decompress/)
    const gz = await fetcher.fetch(site.url('/gz'))
    expect(gz.body.toString()).toBe('<p>compressed</p>')
    expect(gz.transferBytes).toBeLessThan(gz.body.length + 30)
    await fetcher.close()
  })

  it('refuses loopback fixtures unless they are allow-listed by host and port', async () => {
    const fetcher = createSafeFetcher({ allowHosts: [] }, limits)
    await expect(fetcher.fetch(site.url('/'))).rejects.toThrow(UnsafeUrlError)
    await fetcher.close()
  })
})
