import type { Market } from '../model'
import { blockLanguage } from './language'
import { dialled } from './placeholder-numbers'
import { visibleText } from './util'
import type { SiteView } from './site-view'

/** Dialling codes by the market they place a business in; codes never prefix each other, longest checked first. */
const dialCodes: Record<string, Market> = {
  ...Object.fromEntries(['1809', '1829', '1849', '1787', '1939'].map((code) => [code, 'latam'])),
  ...Object.fromEntries(
    ['502', '503', '504', '505', '506', '507', '591', '593', '595', '598'].map((code) => [code, 'latam']),
  ),
  ...Object.fromEntries(['51', '52', '53', '54', '56', '57', '58'].map((code) => [code, 'latam'])),
  '34': 'spain',
  ...Object.fromEntries(['1', '44', '61', '64', '353'].map((code) => [code, 'english'])),
}

const marketOfDigits = (digits: string): Market | undefined =>
  [4, 3, 2, 1].map((length) => dialCodes[digits.slice(0, length)]).find(Boolean)

const latamDomains = /\.(mx|gt|sv|hn|ni|cr|pa|co|pe|ar|cl|uy|py|bo|ec|ve|do|cu|pr)$/
const englishDomains = /\.(uk|us|au|nz|ie)$/

function marketOfHost(url: string): Market | undefined {
  const host = new URL(url).hostname
  if (host.endsWith('.es')) return 'spain'
  if (latamDomains.test(host)) return 'latam'
  return englishDomains.test(host) ? 'english' : undefined
}

/** `es-ES` places a page in Spain, `es-MX` or `es-419` in Latin America; a bare `es` says only the language. */
function marketOfLang(lang: string): Market | undefined {
  const [language, region] = lang.toLowerCase().split(/[-_]/)
  if (language === 'en') return 'english'
  if (language !== 'es' || !region) return undefined
  return region === 'es' ? 'spain' : 'latam'
}

export const latamCountries =
  /\b(m[eé]xico|el salvador|guatemala|honduras|nicaragua|costa rica|panam[aá]|colombia|per[uú]|argentina|chile|uruguay|paraguay|bolivia|ecuador|venezuela|rep[uú]blica dominicana)\b/i
/** Spain in a page's words: its name, euros, or a street written `C/`. */
const spainWords = /\bespa[nñ]a\b|€|\beuros?\b|\bC\/ ?[A-ZÁÉÍÓÚ]/

/**
 * Where the business trades, for how much WhatsApp matters to its customers: the numbers it gives
 * (their country codes), its domain, its page's declared region, and the country it names, by vote;
 * with no such clue, a Spanish site is taken for Latin America and an English one for the English-speaking world.
 */
export function marketOf({ pages, home, snapshot }: SiteView): Market {
  const text = pages.map(($) => visibleText($, 'body')).join(' ')
  const linked = pages.flatMap(($) =>
    $('a[href]')
      .map((_, element) => dialled($(element).attr('href') ?? ''))
      .get()
      .filter((number) => number.international)
      .map((number) => marketOfDigits(number.digits)),
  )
  const numbers = [...text.matchAll(/(?<![\w+])(?:\+|00)(\d{1,4})[\s().-]/g)].map((match) => marketOfDigits(match[1]!))
  // The domain and the declared region count twice: the owner chose them for the whole site. A
  // `lang` its words contradict (a template's `en` over Spanish text) was never chosen.
  const lang = home('html').attr('lang') ?? ''
  const written = blockLanguage(text)
  const chosenLang = !written || written === lang.slice(0, 2).toLowerCase() ? lang : ''
  const declared = [marketOfHost(snapshot.page.url), marketOfLang(chosenLang)]
  const named = [latamCountries.test(text) ? 'latam' : undefined, spainWords.test(text) ? 'spain' : undefined]
  const votes = [...linked, ...numbers, ...declared, ...declared, ...named]
  const tally = (market: Market) => votes.filter((vote) => vote === market).length
  const [leader] = (['latam', 'spain', 'english'] as const).toSorted((a, b) => tally(b) - tally(a))
  if (tally(leader!) > 0) return leader!
  const language = chosenLang.slice(0, 2).toLowerCase() || written
  return language === 'es' ? 'latam' : language === 'en' ? 'english' : 'other'
}
