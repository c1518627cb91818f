import ipaddr from 'ipaddr.js'

/**
 * IPv6 ranges that carry an IPv4 address inside: IPv4-compatible (`::a.b.c.d`), IPv4-mapped,
 * IPv4-translated, NAT64 (well-known and local-use), 6to4 and Teredo. A host may reach the IPv4
 * address through them, so they are refused whatever that address is.
 */
const embeddedIpv4 = [
  '::/96',
  '::ffff:0:0/96',
  '::ffff:0:0:0/96',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '2002::/16',
  '2001::/32',
].map((range) => ipaddr.IPv6.parseCIDR(range))

/**
 * Which addresses and URLs the analyzer may reach. Only globally routable unicast addresses count
 * as public: every IPv6 form with an IPv4 address inside is refused (`embeddedIpv4`), and ipaddr.js
 * names every other special range (loopback, private, link-local — where cloud metadata lives —,
 * carrier-grade NAT, unique-local, reserved…); anything it does not call plain `unicast` is refused,
 * so a new special range fails closed.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  if (parsed instanceof ipaddr.IPv6 && embeddedIpv4.some((range) => parsed.match(range))) return false
  return parsed.range() === 'unicast'
}

export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError'
}

export type UrlPolicy = {
  /** `host:port` pairs (tests' loopback fixture servers) reachable although not public. */
  allowHosts: readonly string[]
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

/** `host:port` of a URL, with the scheme's default port spelled out and IPv6 brackets dropped. */
export function hostPort(url: URL): string {
  return `${bareHost(url)}:${url.port || defaultPorts[url.protocol]}`
}

export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '')
}

export function isAllowListed(url: URL, policy: UrlPolicy): boolean {
  return policy.allowHosts.includes(hostPort(url))
}

/**
 * Checks what can be checked before any DNS lookup. WHATWG URL parsing has already turned decimal,
 * hex, octal and shortened IPv4 forms (`2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`) into dotted
 * quads, so an IP-literal host is judged here; names are judged on every DNS answer at connect time.
 */
export function assertSafeUrl(url: URL, policy: UrlPolicy): void {
  if (!(url.protocol in defaultPorts)) throw new UnsafeUrlError(`scheme ${url.protocol} is not allowed`)
  if (url.username || url.password) throw new UnsafeUrlError('credentials in URLs are not allowed')
  if (isAllowListed(url, policy)) return
  if (url.port && url.port !== '80' && url.port !== '443') throw new UnsafeUrlError(`port ${url.port} is not allowed`)
  const host = bareHost(url)
  if (ipaddr.isValid(host) && !isPublicAddress(host)) throw new UnsafeUrlError(`address ${host} is not public`)
  if (!host.includes('.') && !ipaddr.isValid(host)) throw new UnsafeUrlError(`host ${host} is not a public name`)
}
