import type { CheerioAPI } from 'cheerio'
import type { Verdict } from '../model'
import type { PageLink } from './links'
import { latamCountries } from './market'
import { exampleAddress, realAddress } from './placeholders'
import { verdict } from './util'
import type { SiteView } from './site-view'

export const mapLinks = /(google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.app\.goo\.gl|waze\.com)/

/** A street and its number as a page writes it («📍 C/ Mayor, 12», «Av. Bolívar 340», «221 Baker Street»). */
const streetAddress =
  /(?:^|[\s📍(])(?:c\/|calle|carrer|avda?\.|avenida|av\.|paseo|pasaje|pje\.|plaza|pza\.|carretera|camino|boulevard|blvd\.|colonia|col\.)\s*[^\d\n,]{2,40},?\s*(?:n[º°o]\.?\s*)?\d{1,5}\b|\b\d{1,5}\s+[A-Z][\w ]{1,30}\s(?:street|st\.|road|rd\.|avenue|ave\.)/iu

/** An address written in the page's text, outside an `<address>`, that is not a template's. */
const writtenAddress = ($: CheerioAPI) =>
  $('body p, body li, body span, body div, body footer, body td')
    .filter((_, element) => $(element).children('p, div, li, ul, section').length === 0)
    .get()
    .some((element) => {
      const text = $(element).text()
      return text.length < 200 && streetAddress.test(text) && !exampleAddress.test(text)
    })

export const hasStructured = ($: CheerioAPI, pattern: RegExp) =>
  pattern.test($('script[type="application/ld+json"]').text()) ||
  $('[itemtype]').filter((_, element) => pattern.test($(element).attr('itemtype') ?? '')).length > 0

/** Whether a visitor can find the business: a real address (written, in `<address>`, in structured data) or a map. */
export const showsAddress = (pages: CheerioAPI[], links: PageLink[], code: string) =>
  links.some((link) => mapLinks.test(link.href)) ||
  mapLinks.test(code) ||
  pages.some(
    ($) =>
      $('address').filter((_, element) => realAddress($, element)).length > 0 ||
      writtenAddress($) ||
      $('iframe[src]').filter((_, element) => mapLinks.test($(element).attr('src') ?? '')).length > 0 ||
      hasStructured($, /PostalAddress|"address"|streetAddress/),
  )

/** Words that follow «en»/«in» without being a place: «en Línea», «in Style». */
const notPlaces =
  /^(?:L[ií]nea|Casa|Todo|Toda|Vivo|Directo|Oferta|Promoci[oó]n|Venta|Stock|Style|Stock|Touch|Business|Action)$/
/** A place named after «en», «in», «near» or «serving» («Pan artesanal en Santa Tecla», «Dentist in Brooklyn»), or a country. */
const namedPlace = /(?:^|[\s,(|–-])(?:en|in|near|serving)\s+([A-ZÁÉÍÓÚÑ][\p{L}.'’-]+)/gu
const countries = /\b(?:espa[ñn]a|spain|usa|united states|united kingdom|uk|canada|australia)\b/i

/** Whether the title, description or main heading says where the business is. */
export function namesPlace($: CheerioAPI): boolean {
  const headline = `${$('title').text()} | ${$('meta[name="description" i]').attr('content') ?? ''} | ${$('h1').text()}`
  return (
    [...headline.matchAll(namedPlace)].some((match) => !notPlaces.test(match[1]!)) ||
    latamCountries.test(headline) ||
    countries.test(headline)
  )
}

/**
 * Whether the site says where the business is, for people who search near them: a place in the home
 * page's title, description or main heading, and an address or a map on a page. Without either,
 * Google cannot show the business to people nearby, and a visitor cannot tell if it serves them.
 */
export function locationVerdict(site: SiteView, links: PageLink[], code: string): Verdict {
  const named = namesPlace(site.home)
  const address = showsAddress(site.pages, links, code)
  return verdict('location', named && address ? 'pass' : named || address ? 'warn' : 'fail', 'medium', {
    named: named ? 1 : 0,
    address: address ? 1 : 0,
  })
}
