import type { Market } from '../model'
import { blockLanguage } from './language'
import { dialled, placeholderLink, placeholderPhone } from './placeholder-numbers'
import { countries, countryOfDigits } from './dialling'
import { visibleText } from './util'
import { contactAddressesInCode } from './contact-routes'
import { siteCode, type SiteView } from './site-view'

const countryOfHost = (url: string): string | undefined => {
  const domain = new URL(url).hostname.split('.').pop()
  return Object.keys(countries).find((code) => countries[code]!.domain === domain)
}

const marketOfCountry = (country: string | undefined): Market | undefined =>
  country ? countries[country]!.market : undefined

/** `es-ES` places a page in Spain, `es-MX` or `es-419` in Latin America; a bare `es` says only the language. */
function marketOfLang(lang: string): Market | undefined {
  const [language, region] = lang.toLowerCase().split(/[-_]/)
  if (language === 'en') return 'english'
  if (language !== 'es' || !region) return undefined
  return region === 'es' ? 'spain' : 'latam'
}

export const latamCountries = new RegExp(
  `\\b(${Object.values(countries)
    .flatMap(({ market, names }) => (market === 'latam' && names ? [names.source] : []))
    .join('|')})\\b`,
  'i',
)

/**
 * Spain in a page's words: euros, a street written `C/`, a Spanish mobile number as Spain writes it
 * without its code, three groups of three from a 6 or a 7 («622 785 410»), or a landline from an 8
 * or a 9 in a group of three and three pairs («943 21 63 92»): no Latin American number is written
 * so. Its name and its regions are the country's names (`countries.ES`).
 */
const spainWords =
  /€|\beuros?\b|\bC\/ ?[A-ZÁÉÍÓÚ]|(?<![\d+][\s.-]?)\b(?:[67]\d\d[\s.]\d{3}[\s.]\d{3}|[89]\d\d[\s.]\d\d[\s.]\d\d[\s.]\d\d)\b(?![\s.-]?\d)/

/**
 * The countries a site's numbers point to (their dialling codes), in links, in the links its code
 * writes or builds, and in words; a template's numbers point nowhere.
 */
function numberCountries(site: SiteView, text: string): (string | undefined)[] {
  const addresses = [
    ...site.pages.flatMap(($) =>
      $('a[href]')
        .map((_, element) => $(element).attr('href') ?? '')
        .get(),
    ),
    ...contactAddressesInCode(siteCode(site)),
  ]
  // A number votes only when it is whole for its country: «+1 987 654 321», a digit short of an
  // American number, is a template's; `wa.me/1161915635` is an Argentine one without its code.
  const wholeCountry = (digits: string) => {
    const country = countryOfDigits(digits)
    return country && countries[country]!.whole.includes(digits.length) ? country : undefined
  }
  const linked = addresses
    .flatMap((href) => dialled(href) ?? [])
    .filter((number) => number.international && !placeholderLink(number))
    .map((number) => wholeCountry(number.digits))
  const written = [...text.matchAll(/(?<![\w+])(?:\+|00)(\d{1,4})[\s().-][\d\s().-]*/g)]
    .filter((match) => !placeholderPhone(match[0]))
    .map((match) => wholeCountry(match[0].replace(/^\s*00/, '').replace(/\D/g, '')))
  return [...linked, ...written]
}

/** The countries a page's structured data gives: its `addressCountry`, and its `telephone`'s code. */
function structuredCountries(pages: SiteView['pages']): (string | undefined)[] {
  const data = pages.map(($) => $('script[type="application/ld+json"]').text()).join('\n')
  return [
    ...[...data.matchAll(/"addressCountry"\s*:\s*"([A-Z]{2})"/g)].map((match) =>
      countries[match[1]!] ? match[1] : undefined,
    ),
    ...[...data.matchAll(/"telephone"\s*:\s*"\s*(?:\+|00)([\d\s().-]{8,})"/g)]
      .filter((match) => !placeholderPhone(`+${match[1]}`))
      .map((match) => countryOfDigits(match[1]!.replace(/\D/g, ''))),
  ]
}

/**
 * Where the business trades, for how much WhatsApp matters to its customers: the numbers it gives
 * (their country codes), its domain, its page's declared region, and the country it names, by vote;
 * with no such clue, a Spanish site is taken for Latin America and an English one for the English-speaking world.
 */
export function marketOf(site: SiteView): Market {
  const { pages, home, snapshot } = site
  const text = pages.map(($) => visibleText($, 'body')).join(' ')
  const numbers = numberCountries(site, text).map(marketOfCountry)
  // The domain and the declared region count twice: the owner chose them for the whole site. A
  // `lang` its words contradict (a template's `en` over Spanish text) was never chosen.
  const lang = home('html').attr('lang') ?? ''
  const written = blockLanguage(text)
  const chosenLang = !written || written === lang.slice(0, 2).toLowerCase() ? lang : ''
  const declared = [marketOfCountry(countryOfHost(snapshot.page.url)), marketOfLang(chosenLang)]
  // Prices and numbers count wherever they are written, a promotion shown in a dialog too.
  const allText = pages.map(($) => $('body').text()).join(' ')
  const inSpain = spainWords.test(allText) || countries.ES!.names!.test(allText.toLowerCase())
  const named = [latamCountries.test(text) ? 'latam' : undefined, inSpain ? 'spain' : undefined]
  const votes = [...numbers, ...declared, ...declared, ...named]
  const tally = (market: Market) => votes.filter((vote) => vote === market).length
  const [leader] = (['latam', 'spain', 'english'] as const).toSorted((a, b) => tally(b) - tally(a))
  if (tally(leader!) > 0) return leader!
  const language = chosenLang.slice(0, 2).toLowerCase() || written
  return language === 'es' ? 'latam' : language === 'en' ? 'english' : 'other'
}

/**
 * The country the business is in, for the report's examples («… en Guadalajara» is not for a shop in
 * Lima): its numbers' country codes, its domain (twice), its page's region (`es-MX`) and the Latin
 * American country it names (its cities, its wallets: Nequi, Yape), by vote; its share preview's `og:locale` too; none when nothing points to one country more than to another.
 */
export function countryOf(site: SiteView): string | undefined {
  const { pages, home, snapshot } = site
  const text = pages.map(($) => visibleText($, 'body')).join(' ')
  const regionOf = (tag: string | undefined) => {
    const region = (tag ?? '').split(/[-_]/)[1]?.toUpperCase()
    return region && countries[region] ? region : undefined
  }
  const host = countryOfHost(snapshot.page.url)
  const declared = regionOf(home('html').attr('lang'))
  const shared = regionOf(home('meta[property="og:locale"]').attr('content'))
  const lower = text.toLowerCase()
  const named = Object.keys(countries).filter((code) => countries[code]!.names?.test(lower))
  const votes = [
    ...numberCountries(site, text),
    ...structuredCountries(pages),
    host,
    host,
    declared,
    // The region its share preview declares: `og:locale` «es_PE»; «es_ES», the default many templates
    // ship with, only beside a page that says Spain itself (`lang="es-ES"`).
    shared !== 'ES' || declared === 'ES' ? shared : undefined,
    ...named,
  ]
  const tally = (code: string) => votes.filter((vote) => vote === code).length
  const [first, second] = Object.keys(countries).toSorted((a, b) => tally(b) - tally(a))
  return tally(first!) > 0 && tally(first!) > tally(second!) ? first : undefined
}
