/** Dialling: the countries whose numbers we read, and what makes a number one a phone can dial. */
import type { CheerioAPI } from 'cheerio'
import type { Market } from '../model'
import { placeholderPhone } from './placeholder-numbers'
import { hiddenWithin } from './util'

/**
 * The countries a business may trade in: their dialling codes (which never prefix each other; the
 * longest is checked first), how many digits a whole number has with its code, their domain and
 * their names, and the market each belongs to.
 */
export const countries: Record<
  string,
  { market: Market; dial: string[]; whole: number[]; domain: string; names?: RegExp }
> = {
  MX: {
    market: 'latam',
    dial: ['52'],
    whole: [12, 13],
    domain: 'mx',
    names:
      /m[eé]xico|\bcdmx\b|monterrey|tijuana|quer[eé]taro|canc[uú]n|\bjalisco\b|\bnuevo le[oó]n\b|\bchiapas\b|\bmichoac[aá]n\b|\bsinaloa\b|\bsonora\b|\bcoahuila\b|\btamaulipas\b|\byucat[aá]n\b|\bquintana roo\b|\bguanajuato\b|\baguascalientes\b|\bzapopan\b|\bhermosillo\b|\bculiac[aá]n\b|\bmazatl[aá]n\b|\bciudad de chihuahua\b|\bchihuahua,? (?:chih|m[eé]x)/,
  },
  GT: { market: 'latam', dial: ['502'], whole: [11], domain: 'gt', names: /guatemala|quetzaltenango/ },
  SV: { market: 'latam', dial: ['503'], whole: [11], domain: 'sv', names: /el salvador|santa tecla/ },
  HN: { market: 'latam', dial: ['504'], whole: [11], domain: 'hn', names: /honduras|tegucigalpa|san pedro sula/ },
  NI: { market: 'latam', dial: ['505'], whole: [11], domain: 'ni', names: /nicaragua|managua/ },
  CR: { market: 'latam', dial: ['506'], whole: [11], domain: 'cr', names: /costa rica/ },
  PA: { market: 'latam', dial: ['507'], whole: [10, 11], domain: 'pa', names: /panam[aá]/ },
  CU: { market: 'latam', dial: ['53'], whole: [10], domain: 'cu' },
  DO: {
    market: 'latam',
    dial: ['1809', '1829', '1849'],
    whole: [11],
    domain: 'do',
    names: /rep[uú]blica dominicana|\brep\. ?dom\b|santiago de los caballeros|punta cana/,
  },
  PR: { market: 'latam', dial: ['1787', '1939'], whole: [11], domain: 'pr' },
  CO: {
    market: 'latam',
    dial: ['57'],
    whole: [12],
    domain: 'co',
    names:
      /colombia|bogot[aá]|medell[ií]n|barranquilla|bucaramanga|cartagena de indias|\bnequi\b|bancolombia|daviplata/,
  },
  VE: { market: 'latam', dial: ['58'], whole: [12], domain: 've', names: /venezuela|caracas|maracaibo|barquisimeto/ },
  EC: { market: 'latam', dial: ['593'], whole: [11, 12], domain: 'ec', names: /ecuador|\bquito\b|guayaquil/ },
  PE: {
    market: 'latam',
    dial: ['51'],
    whole: [10, 11],
    domain: 'pe',
    names: /per[uú]|arequipa|\bcusco\b|\btacna\b|\bpiura\b|\bchiclayo\b|\bhuancayo\b|\byape\b/,
  },
  BO: {
    market: 'latam',
    dial: ['591'],
    whole: [11],
    domain: 'bo',
    names: /bolivia|cochabamba|santa cruz de la sierra/,
  },
  CL: {
    market: 'latam',
    dial: ['56'],
    whole: [11],
    domain: 'cl',
    names: /chile|valpara[ií]so|vi[nñ]a del mar|antofagasta/,
  },
  AR: {
    market: 'latam',
    dial: ['54'],
    whole: [12, 13],
    domain: 'ar',
    names: /argentina|buenos aires|\bcaba\b|mar del plata|san salvador de jujuy|tucum[aá]n|neuqu[eé]n/,
  },
  UY: { market: 'latam', dial: ['598'], whole: [11], domain: 'uy', names: /uruguay|montevideo/ },
  PY: { market: 'latam', dial: ['595'], whole: [12], domain: 'py', names: /paraguay/ },
  ES: {
    market: 'spain',
    dial: ['34'],
    whole: [11],
    domain: 'es',
    // Its name, and regions no Latin American country has (Castilla or Navarra alone are surnames there too).
    names:
      /\bespa[nñ]a\b|guip[uú]zcoa|gipuzkoa|bizkaia|vizcaya|euskadi|pa[ií]s vasco|donostia|catalu[nñ]ya|catalu[nñ]a|andaluc[ií]a|extremadura|castilla y le[oó]n|castilla-la mancha|islas baleares|islas canarias|comunidad valenciana|comunidad de madrid|principado de asturias/,
  },
  // The English-speaking Caribbean dials +1 with its own area codes: a Kingston number is no US one.
  JM: { market: 'english', dial: ['1876', '1658'], whole: [11], domain: 'jm', names: /jamaica/ },
  TT: { market: 'english', dial: ['1868'], whole: [11], domain: 'tt', names: /trinidad/ },
  BS: { market: 'english', dial: ['1242'], whole: [11], domain: 'bs', names: /bahamas/ },
  BB: { market: 'english', dial: ['1246'], whole: [11], domain: 'bb', names: /barbados/ },
  US: { market: 'english', dial: ['1'], whole: [11], domain: 'us' },
  GB: { market: 'english', dial: ['44'], whole: [11, 12], domain: 'uk' },
  AU: { market: 'english', dial: ['61'], whole: [11], domain: 'au' },
  NZ: { market: 'english', dial: ['64'], whole: [10, 11, 12], domain: 'nz' },
  IE: { market: 'english', dial: ['353'], whole: [11, 12], domain: 'ie' },
}

export const countryOfDigits = (digits: string): string | undefined =>
  [4, 3, 2, 1]
    .map((length) => Object.keys(countries).find((code) => countries[code]!.dial.includes(digits.slice(0, length))))
    .find(Boolean)

/**
 * Whether an international number can never connect: it keeps its trunk `0` after the country code
 * (`+58 0281…`, `+44 (0)20…`: without that `0` it is a whole number of the country), or, in
 * Argentina, it dials the mobile prefix `15` where the area code goes (`+54 15 2454-3443`): no area
 * code there starts with 15, and a mobile is dialled +54 9, its area code, then its number.
 */
export function neverConnects(digits: string): boolean {
  const country = countryOfDigits(digits)
  if (!country) return false
  const code = countries[country]!.dial.find((dial) => digits.startsWith(dial))!
  const rest = digits.slice(code.length)
  if (country === 'AR' && /^9?15/.test(rest)) return true
  return rest.startsWith('0') && countries[country]!.whole.includes(digits.length - 1)
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
 * code and is not a whole number of another of them. Where the country is not known, a Spanish-speaking
 * site's number that starts with the code of no country listed here (`phone=2226502322`, an Argentine
 * area code and number: +222 is Mauritania) lacks it too.
 */
export function lacksCountryCode(digits: string, country: string | undefined, market: Market): boolean {
  if (digits.startsWith('0') || digits.length < 10) return true
  const listed = countryOfDigits(digits)
  if (listed && countries[listed]!.whole.includes(digits.length)) return false
  if (!country) return !listed && (market === 'latam' || market === 'spain')
  // It starts with the country's own code (`+57 4 1234567`): short or made up, it lacks no code.
  if (digits.startsWith(callingCode(country))) return false
  const code = callingCode(country).length
  return countries[country]!.whole.some((length) => length - code === digits.length)
}

/** Words and icons that say a number is a phone: «Tel.», «Celular», «Llámanos», 📞, a phone icon. */
const phoneCue = /\btel[eé]?f?\.?|tel[eé]fono|\bcel(?:ular)?\b|m[oó]vil|ll[aá]m|\bphone\b|\bcall\b|whats ?app|📞|☎|📱/i
const phoneIcons = '[class*="phone" i], [class*="telefono" i], [class*="fa-mobile" i], [class*="whatsapp" i]'
/** A number as pages write one: a code, an area in brackets, groups of digits. */
/** A number as written, whole: groups of any length (`+54 9 3773 474657`), never cut inside a group. */
const writtenNumber = /(?<!\d)(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d{1,5}(?:[\s.-]?\d{1,6}){1,5}(?!\d)/g

/** The digits of the phones a page declares in its structured data: `"telephone": "+5352952442"`, `itemprop="telephone"`. */
function declaredPhones($: CheerioAPI): string[] {
  const inData = [
    ...$('script[type="application/ld+json"]')
      .text()
      .matchAll(/"telephone"\s*:\s*"([^"]+)"/g),
  ]
  const inMarkup = $('[itemprop="telephone"]').map((_, element) => $(element).attr('content') ?? $(element).text())
  return [...inData.map((match) => match[1]!), ...inMarkup.get()].map((phone) => phone.replace(/\D/g, ''))
}

/**
 * The first phone number a page writes as words that no link makes tappable («Tel: (601) 412 3456»,
 * «📞 4762-1559»): eight to thirteen digits beside a word or an icon that says it is a phone, or the
 * number its structured data declares as its telephone (beside a drawn icon, «<svg>…</svg> 5295 2442»).
 */
export function writtenPhone($: CheerioAPI): string | undefined {
  const declared = declaredPhones($)
  const isDeclared = (digits: string) => declared.some((phone) => phone.endsWith(digits))
  for (const element of $(
    'body p, body li, body span, body div, body td, body address, body small, body strong',
  ).get()) {
    const own = $(element)
    if (
      own.children('p, div, li, ul, section').length > 0 ||
      own.closest('a[href]').length > 0 ||
      hiddenWithin(element)
    )
      continue
    // A number inside a link (a WhatsApp chat, a call) is already tapped: only the words around it count.
    const text = own.clone().find('a[href]').remove().end().text().replace(/\s+/g, ' ').trim()
    if (text.length > 160) continue
    // The word or icon may head the number: «<h3>Teléfono</h3><p>+57 320 8835842</p>».
    const around = own.parent()
    const cued = [own, ...(around.text().length <= 200 ? [around] : [])].some(
      (part) => phoneCue.test(part.text()) || part.find(phoneIcons).length > 0,
    )
    const number = (text.match(writtenNumber) ?? []).find((candidate) => {
      const digits = candidate.replace(/\D/g, '')
      return digits.length >= 8 && digits.length <= 13 && (cued || isDeclared(digits)) && !placeholderPhone(candidate)
    })
    if (number) return number.trim()
  }
  return undefined
}
