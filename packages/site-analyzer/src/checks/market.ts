import type { Market } from '../model'
import { blockLanguage } from './language'
import { dialled, placeholderLink, placeholderPhone } from './placeholder-numbers'
import { visibleText } from './util'
import type { SiteView } from './site-view'

/**
 * The countries a business may trade in: their dialling codes (which never prefix each other; the
 * longest is checked first), how many digits a whole number has with its code, their domain and
 * their names, and the market each belongs to.
 */
const countries: Record<string, { market: Market; dial: string[]; whole: number[]; domain: string; names?: RegExp }> = {
  MX: { market: 'latam', dial: ['52'], whole: [12, 13], domain: 'mx', names: /m[eé]xico/ },
  GT: { market: 'latam', dial: ['502'], whole: [11], domain: 'gt', names: /guatemala/ },
  SV: { market: 'latam', dial: ['503'], whole: [11], domain: 'sv', names: /el salvador/ },
  HN: { market: 'latam', dial: ['504'], whole: [11], domain: 'hn', names: /honduras/ },
  NI: { market: 'latam', dial: ['505'], whole: [11], domain: 'ni', names: /nicaragua/ },
  CR: { market: 'latam', dial: ['506'], whole: [11], domain: 'cr', names: /costa rica/ },
  PA: { market: 'latam', dial: ['507'], whole: [10, 11], domain: 'pa', names: /panam[aá]/ },
  CU: { market: 'latam', dial: ['53'], whole: [10], domain: 'cu' },
  DO: { market: 'latam', dial: ['1809', '1829', '1849'], whole: [11], domain: 'do', names: /rep[uú]blica dominicana/ },
  PR: { market: 'latam', dial: ['1787', '1939'], whole: [11], domain: 'pr' },
  CO: { market: 'latam', dial: ['57'], whole: [12], domain: 'co', names: /colombia/ },
  VE: { market: 'latam', dial: ['58'], whole: [12], domain: 've', names: /venezuela/ },
  EC: { market: 'latam', dial: ['593'], whole: [11, 12], domain: 'ec', names: /ecuador/ },
  PE: { market: 'latam', dial: ['51'], whole: [10, 11], domain: 'pe', names: /per[uú]/ },
  BO: { market: 'latam', dial: ['591'], whole: [11], domain: 'bo', names: /bolivia/ },
  CL: { market: 'latam', dial: ['56'], whole: [11], domain: 'cl', names: /chile/ },
  AR: { market: 'latam', dial: ['54'], whole: [12, 13], domain: 'ar', names: /argentina/ },
  UY: { market: 'latam', dial: ['598'], whole: [11], domain: 'uy', names: /uruguay/ },
  PY: { market: 'latam', dial: ['595'], whole: [12], domain: 'py', names: /paraguay/ },
  ES: { market: 'spain', dial: ['34'], whole: [11], domain: 'es' },
  US: { market: 'english', dial: ['1'], whole: [11], domain: 'us' },
  GB: { market: 'english', dial: ['44'], whole: [11, 12], domain: 'uk' },
  AU: { market: 'english', dial: ['61'], whole: [11], domain: 'au' },
  NZ: { market: 'english', dial: ['64'], whole: [10, 11, 12], domain: 'nz' },
  IE: { market: 'english', dial: ['353'], whole: [11, 12], domain: 'ie' },
}

const countryOfDigits = (digits: string): string | undefined =>
  [4, 3, 2, 1]
    .map((length) => Object.keys(countries).find((code) => countries[code]!.dial.includes(digits.slice(0, length))))
    .find(Boolean)

/**
 * Whether an international number keeps its trunk `0` after the country code (`+58 0281…`,
 * `+44 (0)20…`): without that `0` it is a whole number of the country, and with it no call connects.
 */
export function keepsTrunkZero(digits: string): boolean {
  const country = countryOfDigits(digits)
  if (!country) return false
  const code = countries[country]!.dial.find((dial) => digits.startsWith(dial))!
  return digits[code.length] === '0' && countries[country]!.whole.includes(digits.length - 1)
}

/** A country's calling code, as dialled before a number (a North American country's is its `1`). */
export const callingCode = (country: string): string => {
  const [dial] = countries[country]!.dial
  return dial!.startsWith('1') ? '1' : dial!
}

/**
 * Whether a WhatsApp number is written without its country code, which WhatsApp needs
 * (`wa.me/71234567` for +503 7123 4567): it starts with a trunk `0`, it is shorter than any whole
 * number of these countries, or it is as long as a number of the business's own country without its
 * code and is not a whole number of another of them.
 */
export function lacksCountryCode(digits: string, country: string | undefined): boolean {
  if (digits.startsWith('0') || digits.length < 10) return true
  const listed = countryOfDigits(digits)
  if (listed && countries[listed]!.whole.includes(digits.length)) return false
  if (!country) return false
  const code = callingCode(country).length
  return countries[country]!.whole.some((length) => length - code === digits.length)
}

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
 * Spain in a page's words: its name, euros, a street written `C/`, or a Spanish mobile number as
 * Spain writes it without its code, three groups of three from a 6 or a 7 («622 785 410»: no Latin
 * American number is written so).
 */
const spainWords =
  /\bespa[nñ]a\b|€|\beuros?\b|\bC\/ ?[A-ZÁÉÍÓÚ]|(?<![\d+][\s.-]?)\b[67]\d\d[\s.]\d{3}[\s.]\d{3}\b(?![\s.-]?\d)/

/** The countries a site's numbers point to (their dialling codes), in links and in words; a template's numbers point nowhere. */
function numberCountries(pages: SiteView['pages'], text: string): (string | undefined)[] {
  const linked = pages.flatMap(($) =>
    $('a[href]')
      .map((_, element) => dialled($(element).attr('href') ?? ''))
      .get()
      .filter((number) => number.international && !placeholderLink(number))
      .map((number) => countryOfDigits(number.digits)),
  )
  const written = [...text.matchAll(/(?<![\w+])(?:\+|00)(\d{1,4})[\s().-][\d\s().-]*/g)]
    .filter((match) => !placeholderPhone(match[0]))
    .map((match) => countryOfDigits(match[1]!))
  return [...linked, ...written]
}

/**
 * Where the business trades, for how much WhatsApp matters to its customers: the numbers it gives
 * (their country codes), its domain, its page's declared region, and the country it names, by vote;
 * with no such clue, a Spanish site is taken for Latin America and an English one for the English-speaking world.
 */
export function marketOf({ pages, home, snapshot }: SiteView): Market {
  const text = pages.map(($) => visibleText($, 'body')).join(' ')
  const numbers = numberCountries(pages, text).map(marketOfCountry)
  // The domain and the declared region count twice: the owner chose them for the whole site. A
  // `lang` its words contradict (a template's `en` over Spanish text) was never chosen.
  const lang = home('html').attr('lang') ?? ''
  const written = blockLanguage(text)
  const chosenLang = !written || written === lang.slice(0, 2).toLowerCase() ? lang : ''
  const declared = [marketOfCountry(countryOfHost(snapshot.page.url)), marketOfLang(chosenLang)]
  // Prices and numbers count wherever they are written, a promotion shown in a dialog too.
  const allText = pages.map(($) => $('body').text()).join(' ')
  const named = [latamCountries.test(text) ? 'latam' : undefined, spainWords.test(allText) ? 'spain' : undefined]
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
 * American country it names, by vote; none when nothing points to one country more than to another.
 */
export function countryOf({ pages, home, snapshot }: SiteView): string | undefined {
  const text = pages.map(($) => visibleText($, 'body')).join(' ')
  const region = (home('html').attr('lang') ?? '').split(/[-_]/)[1]?.toUpperCase()
  const host = countryOfHost(snapshot.page.url)
  const lower = text.toLowerCase()
  const named = Object.keys(countries).filter((code) => countries[code]!.names?.test(lower))
  const votes = [
    ...numberCountries(pages, text),
    host,
    host,
    region && countries[region] ? region : undefined,
    ...named,
  ]
  const tally = (code: string) => votes.filter((vote) => vote === code).length
  const [first, second] = Object.keys(countries).toSorted((a, b) => tally(b) - tally(a))
  return tally(first!) > 0 && tally(first!) > tally(second!) ? first : undefined
}
