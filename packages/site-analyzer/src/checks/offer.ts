import type { CheerioAPI } from 'cheerio'
import { isTag } from 'domhandler'
import type { BusinessKind, Verdict } from '../model'
import { storeWords } from './automation'
import { goesNowhere } from './links'
import { servesAtDistance } from './location'
import { eachNode, fileName, linkedAddress, verdict } from './util'
import { drawingCode, partlyUnseen, unreadApp, type SiteView } from './site-view'

/**
 * What a kind of business sells, for the words of its price advice: a restaurant's menu, a salon's
 * services, a hotel's rooms. Kinds not listed are rarely priced on a site (a lawyer's or a dentist's
 * work is quoted), so no one is told to show prices.
 */
const pricedOffer: Partial<Record<BusinessKind, string>> = {
  restaurant: 'menu',
  fastFood: 'menu',
  bakery: 'menu',
  cafe: 'menu',
  bar: 'menu',
  barbershop: 'services',
  beautySalon: 'services',
  carWash: 'services',
  petCare: 'services',
  shop: 'products',
  hotel: 'rooms',
  travel: 'tours',
  gym: 'plans',
  photographer: 'sessions',
}

/** Kinds customers visit or call within opening hours: a hotel's reception, a tour or a lawyer's office are not asked when they open. */
const keepsHours = new Set<BusinessKind>([
  'restaurant',
  'fastFood',
  'bakery',
  'cafe',
  'bar',
  'barbershop',
  'beautySalon',
  'tattoo',
  'carWash',
  'gym',
  'shop',
  'clinic',
  'dentist',
  'vet',
  'petCare',
  'mechanic',
])

/**
 * An amount with its currency, as Latin America, Spain and the English-speaking world write one:
 * «$12», «US$ 25», «S/ 35», «Q50», «Bs. 40», «₡5000», «12,50 €», «350 pesos», "£9.99", «MXN 200».
 */
const price = new RegExp(
  [
    String.raw`(?<![\p{L}\d])(?:US\$|RD\$|C\$|\$|€|£|₡|₲|S\/\.?|Bs\.?|Q\.?|(?:USD|EUR|MXN|COP|ARS|CLP|PEN|UYU|BOB|GTQ|HNL|NIO|CRC|DOP)\b)\s?\d`,
    String.raw`\d(?:[.,]\d{1,2})?\s?(?:€|\$|(?:euros?|pesos|soles|d[oó]lares|dollars|colones|quetzales|lempiras|c[oó]rdobas|bolivianos|guaran[ií]es|USD|EUR|MXN|COP|ARS|CLP|PEN)\b)`,
  ].join('|'),
  'iu',
)

/** Where a price list may be kept apart from the page's words: «Ver menú», «Carta (PDF)», «Lista de precios», "Rates". */
const priceListWords = /men[uú]|\bcarta\b|precios|tarifas?|lista de precios|price|\brates\b|pricing/i

/** A time of day: «9:00», «9am», «9 a.m.», «18 h», «18hs», «9h00». */
const clock = String.raw`\d{1,2}(?::\d{2}|h\d{2}|\s?(?:a\.?\s?m\.?|p\.?\s?m\.?|hs?\b|hrs?\b))`
/** Either end of a range may carry the unit: «9:00 - 18:00», «de 9 a 18 h», «8am–5pm», «Lun–Vie 9–18». */
const range = String.raw`(?:${clock}\s*(?:-|–|—|a|to|al|hasta|until)\s*\d{1,2}|\d{1,2}(?::\d{2})?\s*(?:-|–|—|a|to|al|hasta|until)\s*${clock})`
const days = String.raw`(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|feriados|festivos|lun|mi[eé]|jue|vie|s[aá]b|dom|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|mon|tue|wed|thu|fri|sat|sun)`
/**
 * Opening hours as pages write them: a range of times, a day and its time («Sábados 10 a 14»), a
 * label and its figures («Horario: L-V 8 a 5»), round the clock («24 horas», "24/7"), or the days
 * it opens («Abierto todos los días», «Abierto de lunes a sábado», "Open daily").
 */
const hours = new RegExp(
  [
    range,
    String.raw`\b${days}\b[^\n]{0,40}?\b\d{1,2}(?::\d{2})?\s*(?:-|–|—|a|to|al|hasta)\s*\d{1,2}`,
    String.raw`\b${days}\b[^\n]{0,20}?${clock}`,
    String.raw`\b(?:horarios?|hours)\b[^\n]{0,60}?\d`,
    // Never a notice: «retirar con 24 horas de anticipación», "24 hours in advance".
    String.raw`\b24\s?(?:horas|hrs?|hours)\b(?!\s+(?:de|con|of|in)\s+(?:anticipaci[oó]n|antelaci[oó]n|anticipo|advance|notice))|\b24\/7\b`,
    String.raw`abiert[oa]s? (?:todos los d[ií]as|(?:de |los )?${days}\b)|open (?:daily|every day|7 days|${days}\b)`,
  ].join('|'),
  'iu',
)

/**
 * Code that keeps a price as data a script draws into the page (`precio: 3500`), or writes one in
 * (`` `$${producto.precio.toFixed(2)}` `` from a catalogue it fetches), and code that keeps an opening
 * time (`hora_apertura: '15:00'`, `abre: '09:00'`).
 */
const pricedData =
  /\b(?:price|precio|valor|costo|cost)\w*['"]?\s*[:=]\s*['"`]?[$€]?\s?\d|\$\{[^}]*\b(?:price|precio|costo)/i
const hoursData =
  /(?:horario|hours|schedule|open|close|abre|cierra|apertura|cierre)\w*['"]?\s*[:=]\s*['"`]\d{1,2}:\d{2}/i

/** A page's words a visitor can reach, without its code: what a closed tab or a dialog holds counts. */
function wordsOf($: CheerioAPI): string {
  const parts: string[] = []
  eachNode(
    $('body').toArray(),
    (node) => {
      if (node.type === 'text') parts.push(node.data)
      if (isTag(node) && node.name === 'img') parts.push(node.attribs.alt ?? '')
    },
    (element) => /^(script|style|template)$/i.test(element.name),
  )
  return parts.join(' ').replace(/\s+/g, ' ')
}

/** An item of a list that ends on its amount with cents and no currency: «Pupusa revuelta ........ 0.75», «Corte 12,00». */
const centsLast = /\p{L}[^\n]*?[\s.…:-]\d{1,5}[.,]\d{2}$/u
/** So many such items make a price list. */
const pricedItems = 3

/**
 * Whether a page shows prices the words alone do not: figures in an element named for them
 * (`<span class="precio">35</span>`), a list whose items end on their amounts with cents, or a
 * menu or price list as a picture or an embedded PDF (`<img src="carta.jpg">`).
 */
const pricesShownApart = ($: CheerioAPI) =>
  $('[class*="price" i], [class*="precio" i]')
    .toArray()
    .some((element) => /\d/.test($(element).text())) ||
  $('li, tr, p, dd')
    .toArray()
    .filter((element) => centsLast.test($(element).text().replace(/\s+/g, ' ').trim())).length >= pricedItems ||
  $('img[src], iframe[src], embed[src], object[data]')
    .toArray()
    .some((element) => priceListWords.test(fileName($(element).attr('src') ?? $(element).attr('data') ?? '')))

/**
 * Whether a page links its price list where the analysis did not read it: a menu in a PDF or a
 * picture, on another site (a QR menu's), the business's own online store («Tienda Online»), or a
 * page of the site beyond the ones read.
 */
function linksPriceList($: CheerioAPI, pageUrl: string, read: Set<string>): boolean {
  return $('a[href]')
    .toArray()
    .some((link) => {
      const href = ($(link).attr('href') ?? '').trim()
      const words = `${$(link).text()} ${$(link).attr('aria-label') ?? ''} ${$(link).attr('title') ?? ''} ${href}`
      const address = linkedAddress(href, pageUrl)
      return (
        (priceListWords.test(words) || storeWords.test(words)) &&
        !goesNowhere(href) &&
        address !== undefined &&
        !read.has(address)
      )
    })
}

/**
 * Whether the site tells visitors what things cost and when it is open, for the kinds whose customers
 * ask first: a price by its currency on any page read (figures in an element named for prices, a
 * menu in a PDF, a picture or on another site count, as does a price in the data a script draws),
 * and opening hours by their shape. A shop is asked its hours only when it shows where it is, and
 * a business that serves only at a distance (an online membership) and shows no address is not asked
 * them. While part of the site went unseen, nothing is said to be missing.
 */
export function offerChecks(site: SiteView, visitable: boolean): Verdict[] {
  const { business, pages, snapshot } = site
  const sells = pricedOffer[business]
  const askedHours =
    keepsHours.has(business) && (business !== 'shop' || visitable) && (visitable || !servesAtDistance(site))
  if ((!sells && !askedHours) || partlyUnseen(site) || unreadApp(site)) return []
  const words = pages.map(wordsOf).join(' ')
  // The code that draws what a visitor sees, not the structured data only Google reads («opens»: "09:00").
  const code = drawingCode(site)
  const urls = [snapshot.page.url, ...snapshot.pages.flatMap((page) => (page.$ ? [page.url] : []))]
  const read = new Set(urls.flatMap((url) => linkedAddress(url, url) ?? []))
  const priced =
    price.test(words) ||
    pricedData.test(code) ||
    pages.some(($, index) => pricesShownApart($) || linksPriceList($, urls[index]!, read))
  const open = hours.test(words) || hoursData.test(code)
  return [
    ...(sells ? [verdict('prices', priced ? 'pass' : 'fail', 'high', { sells })] : []),
    ...(askedHours ? [verdict('openingHours', open ? 'pass' : 'fail', 'medium')] : []),
  ]
}
