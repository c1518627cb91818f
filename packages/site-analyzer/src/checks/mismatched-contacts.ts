import type { Market } from '../model'
import { isWhatsapp, type PageLink } from './links'
import { callingCode, countries, lacksCountryCode } from './dialling'
import { dialled, dialsExampleNumber } from './placeholder-numbers'

const shownEmail = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/
const shownNumber = /\+?\d[\d\s().-]{5,}\d/

/** Whether two runs of digits are one number, written with or without its country and area codes. */
function sameNumber(shown: string, target: string): boolean {
  const length = Math.min(8, shown.length, target.length)
  return shown.slice(-length) === target.slice(-length)
}

/** A contact link that shows one address and opens another: an e-mail, or a number (keyed «shown → dialled»). */
type Mismatch = { channel: 'email' | 'number'; key: string }

/**
 * What a contact link shows and what it opens, when they differ: «ana@estudio.com» on `mailto:info@…`.
 * One that opens an address or number the site writes elsewhere as its own (its contact page lists
 * `agustin@…` under a link that shows «NeumaticosCordoba@gmail.com») reaches the business: only its
 * words are wrong.
 */
function mismatch({ href, text, translated }: PageLink, siteText: string): Mismatch | undefined {
  // A script writes its words in from the site's language files: they may name the right number.
  if (translated) return undefined
  if (/^mailto:/i.test(href)) {
    const shown = shownEmail.exec(text)?.[0]?.toLowerCase()
    const target = decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '')
      .trim()
      .toLowerCase()
    return shown && target && shown !== target && !siteText.includes(target)
      ? { channel: 'email', key: `${shown} ${target}` }
      : undefined
  }
  const number = dialled(href)
  const shown = shownNumber.exec(text)?.[0]
  // A template's example number is said once, as a leftover (`templateContent`).
  if (!number || !shown || dialsExampleNumber(href)) return undefined
  const digits = shown.replace(/\D/g, '')
  if (digits.length < 7 || number.digits.length < 7 || sameNumber(digits, number.digits)) return undefined
  const written = (siteText.match(new RegExp(shownNumber.source, 'g')) ?? []).map((one) => one.replace(/\D/g, ''))
  if (written.some((one) => one.length >= 7 && sameNumber(one, number.digits))) return undefined
  return { channel: 'number', key: `${shown.trim()} → ${number.digits}` }
}

/** What the links that lack the country code are: WhatsApp's, calls, or both. */
type LocalKind = 'whatsapp' | 'phone'

/**
 * A call link that carries the whole number of the site's own country, its code included, without
 * the `+` before it (`tel:593997129263` in Quito): the phone dials it as a local number, which does not
 * exist. A North American number's `1` is dialled so at home, as it should be.
 */
function unplussedNumber(href: string, country: string | undefined): string | undefined {
  if (!country || !/^tel:\s*[\d(]/i.test(href)) return undefined
  const number = dialled(href)
  const code = callingCode(country)
  if (!number || code === '1' || number.digits.startsWith('00')) return undefined
  return number.digits.startsWith(code) && countries[country]!.whole.includes(number.digits.length)
    ? `tel:${number.digits}`
    : undefined
}

/**
 * The number a WhatsApp address opens, or a call link dials after its `+`, when it lacks its country
 * code, as the address writes it (`wa.me/71234567`, `tel:+3118099840` for a Colombian mobile: +31 is
 * the Netherlands). A call link without `+` dials within the country, as it should.
 */
function localNumber(
  href: string,
  country: string | undefined,
  market: Market,
): { kind: LocalKind; shown: string } | undefined {
  const number = dialled(href)
  if (!number || !dialsWithoutCode(href, country, market)) return undefined
  if (isWhatsapp(href))
    return { kind: 'whatsapp', shown: /wa\.me\//i.test(href) ? `wa.me/${number.digits}` : `phone=${number.digits}` }
  // A call's `+` is only written out: without the site's country it proves nothing.
  if (country && /^tel:\s*\+/i.test(href)) return { kind: 'phone', shown: `tel:+${number.digits}` }
  return undefined
}

/** Whether a WhatsApp address, or a call after its `+`, carries a number without its country code: it reaches no one there. */
export function dialsWithoutCode(href: string, country: string | undefined, market: Market): boolean {
  const number = dialled(href)
  return !!number?.international && lacksCountryCode(number.digits, country, market)
}

/**
 * Contact links whose words show one e-mail address or number and that open another (`mailto:`,
 * `tel:`, WhatsApp): the text was updated and the link was not. Whoever writes or calls believing
 * they reach the business reaches someone else, or no one. Each once; the numbers as «shown →
 * dialled», for the report to name (e-mail addresses it never quotes: they could become links).
 * Beside them, WhatsApp links, and the WhatsApp addresses the phone pass's taps `opened` (a cart
 * script's `wa.me/${phoneNumber}`), whose number lacks its country code (`local`): WhatsApp finds no
 * one there, or someone in another country; and call links whose `+` is followed by a number of the
 * site's country without its code (`localKind` says which they are); and call links that carry the
 * whole number, code included, without its `+` (`unplussed`).
 */
export function mismatchedContacts(
  links: PageLink[],
  {
    country,
    market,
    opened = [],
    siteText,
  }: { country: string | undefined; market: Market; opened?: string[]; siteText: string },
): { count: number; numbers: string[]; local: string[]; localKind: LocalKind | 'both'; unplussed: string[] } {
  const found = new Map(
    links.map((link) => mismatch(link, siteText)).flatMap((one) => (one ? [[one.key, one] as const] : [])),
  )
  const numbers = [...found.values()].filter((one) => one.channel === 'number').map((one) => one.key)
  const addresses = [...links.map((link) => link.href), ...opened]
  const locals = [
    ...new Map(
      addresses.flatMap((href) => localNumber(href, country, market) ?? []).map((one) => [one.shown, one]),
    ).values(),
  ]
  const kinds = new Set(locals.map((one) => one.kind))
  return {
    count: found.size,
    numbers,
    local: locals.map((one) => one.shown),
    localKind: kinds.size > 1 ? 'both' : kinds.has('phone') ? 'phone' : 'whatsapp',
    unplussed: [...new Set(links.flatMap((link) => unplussedNumber(link.href, country) ?? []))],
  }
}
