import ipaddr from 'ipaddr.js'

/**
 * What a rate limit counts, so one sender cannot pass for many. An IPv6 client usually holds a
 * whole /64 (any address in it is theirs for the asking), so it counts as that /64; an
 * IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const prefix = address.toByteArray().slice(0, 8)
  return `${ipaddr.fromByteArray([...prefix, 0, 0, 0, 0, 0, 0, 0, 0]).toString()}/64`
}

/** Providers known to ignore dots in the local part; googlemail.com is the same mailbox as gmail.com. */
const dotBlindDomains: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * One mailbox, however it is spelled: lower case, without a `+tag`, and without the dots that its
 * provider ignores. Only for counting; the address is stored and used as the visitor typed it.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@')
  const domain = email.slice(at + 1).toLowerCase()
  let local = email.slice(0, at).toLowerCase().split('+')[0]!
  const canonical = dotBlindDomains[domain]
  if (canonical) local = local.replaceAll('.', '')
  return `${local}@${canonical ?? domain}`
}
