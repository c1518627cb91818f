import { isIP } from 'node:net'
import { bareHost, isPublicAddress } from '../address-policy'
import type { Verdict } from '../model'
import type { Snapshot } from '../snapshot'
import { accessibleNames } from './accessible-names'
import { langVerdict, mixedLanguage } from './language'
import { linksOf } from './links'
import { locationVerdict } from './location'
import { exampleWebAddress } from './example-addresses'
import { asFolder, examples, fileName, unseenOnPhoneAttribute, verdict } from './util'
import { tradeTypeOf } from './schema-types'
import { siteCode, type SiteView } from './site-view'

/** Ours, after the width of a search result: Google cuts titles near 60 and snippets near 160 characters. */
const title = { min: 10, max: 60 }
const description = { min: 50, max: 160 }

/** Lighthouse `link-text`'s list of link texts that say nothing, in our two languages. */
const vagueLinkTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'click aquí',
  'click aqui',
  'clicka aquí',
  'clicka aqui',
  'pincha aquí',
  'pincha aqui',
  'aquí',
  'aqui',
  'más',
  'mas',
  'más información',
  'más informacion',
  'mas información',
  'mas informacion',
  'este',
  'enlace',
  'este enlace',
  'empezar',
])

const lengthStatus = (length: number, range: { min: number; max: number }) =>
  length === 0 ? 'fail' : length < range.min || length > range.max ? 'warn' : 'pass'

/** Where a page is, without an `index.html` that names the same page as its folder. */
const pageAt = (url: string) => asFolder(new URL(url).pathname)

/**
 * How many of the other pages read carry the home page's title word for word: a template's every
 * page named alike, which Google shows alike for every search.
 */
function pagesTitled({ page, pages }: Snapshot, homeTitle: string): number {
  const home = pageAt(page.url)
  return pages.filter(
    (inner) => inner.$ && pageAt(inner.url) !== home && inner.$('head title').first().text().trim() === homeTitle,
  ).length
}

function robotsBlocksAll(body: string): boolean {
  // Only the group for every crawler ("*") is read: a site-wide "Disallow: /" there hides the site.
  const group = /user-agent:\s*\*([\s\S]*?)(?=user-agent:|$)/i.exec(body)?.[1] ?? ''
  return /^\s*disallow:\s*\/\s*$/im.test(group)
}

/** Lighthouse `meta-viewport`: `user-scalable=no` or a `maximum-scale` under 5 keeps people from zooming. */
function blocksZoom(viewport: string): boolean {
  const maximum = /maximum-scale\s*=\s*([\d.]+)/.exec(viewport)?.[1]
  return /user-scalable\s*=\s*(no|0)\b/.test(viewport) || (maximum !== undefined && Number(maximum) < 5)
}

/** Lighthouse `doctype`: without `<!DOCTYPE html>` first, browsers lay the page out in quirks mode. */
/**
 * Text saved in UTF-8 and read back as Latin-1, as a browser shows it when a site mixes the two:
 * «Ã©» for «é», «Ã±» for «ñ», «â€“» for «–».
 */
const garbled = /Ã[\u0080-\u00BF]|â€|Â[\u00A0-\u00BF]/

const hasDoctype = (html: string) => /^(\uFEFF)?\s*(<!--[\s\S]*?-->\s*)*<!doctype html>/i.test(html)

/**
 * The page must answer, and so must the site's own address: a home page published as `/Index.html` or
 * `/PW.html` leaves everyone who types the domain, and Google, on an error page.
 */
function httpStatus(status: number, rootStatus: number | undefined): Verdict {
  if (status >= 400) return verdict('httpStatus', 'fail', 'high', { status, where: 'page' })
  if (rootStatus !== undefined && rootStatus >= 400)
    return verdict('httpStatus', 'fail', 'high', { status: rootStatus, where: 'root' })
  return verdict('httpStatus', 'pass', 'high', { status, where: 'page' })
}

/**
 * Whether the page is a copy served from this machine or a private network (`localhost`, 127.0.0.1,
 * 192.168.…), which only a reviewer's allow-list lets the analysis read: no public certificate is
 * issued for such an address, so whether the real site uses HTTPS is not something it can show.
 */
function servedLocally(url: string): boolean {
  const host = bareHost(new URL(url))
  return host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host))
}

/** Code that adds a canonical link to the page: `link.rel = 'canonical'`, `setAttribute('rel', 'canonical')`, markup. */
const addsCanonical = /(?:\.rel\s*=\s*|setAttribute\(\s*['"]rel['"]\s*,\s*)['"`]canonical['"`]|rel=\\?["']canonical/i
/** Code that adds structured data: a script element of type `application/ld+json`. */
const addsStructured = /['"`]application\/ld\+json['"`]/i

export function seoChecks(site: SiteView): Verdict[] {
  const { snapshot, home } = site
  // The head as served (what social previews and the first read get); the body as a phone drew it,
  // as Lighthouse audits it: a heading or a picture a script adds is there for a visitor and Google.
  const { page, $, robots } = snapshot
  const robotsMeta =
    `${$('meta[name="robots" i]').attr('content') ?? ''} ${page.headers['x-robots-tag'] ?? ''}`.toLowerCase()
  const titleText = $('head title').first().text().trim()
  const titleGarbled = garbled.test(titleText)
  const descriptionText = ($('meta[name="description" i]').attr('content') ?? '').trim()
  // The main headings a visitor sees: the phone pass marks those its width hides.
  const h1Count = home(`h1:not([${unseenOnPhoneAttribute}])`).length
  const h1Hidden = home(`h1[${unseenOnPhoneAttribute}]`).length
  // Google reads a canonical link or structured data a script adds, as it renders the page; without
  // the phone pass, the site's code adding one says it is there.
  const code = siteCode(site)
  const canonical = (home('link[rel="canonical" i]').attr('href') ?? $('link[rel="canonical" i]').attr('href'))?.trim()
  const canonicalByScript = canonical === undefined && addsCanonical.test(code)
  const viewport = ($('meta[name="viewport" i]').attr('content') ?? '').toLowerCase()
  const og = ['og:title', 'og:description', 'og:image'].filter((property) =>
    $(`meta[property="${property}"]`).attr('content'),
  )
  // A preview whose picture does not exist, or is an SVG, shows none: WhatsApp and Facebook share the link bare.
  const shared = snapshot.shareImage
  const shareImage = shared?.missing
    ? 'missing'
    : /svg/i.test(shared?.contentType ?? '') || /\.svg(?:[?#]|$)/i.test(shared?.url ?? '')
      ? 'svg'
      : 'found'
  // Microdata says something only through its properties: `itemscope itemtype="…/BarberShop"` on
  // `<html>` with no `itemprop` inside tells Google nothing.
  const structured =
    home('script[type="application/ld+json"]').length + home('[itemscope] [itemprop]').length > 0 ||
    addsStructured.test(code)
  // As axe's image-alt (behind Lighthouse's): aria names, titles and presentational or hidden images count as described.
  const missingAlt = home(
    'img:not([alt]):not([aria-label]):not([aria-labelledby]):not([title]):not([role="presentation"]):not([role="none"]):not([aria-hidden="true"])',
  )
    .map((_, el) => home(el).attr('src') ?? '')
    .get()
  const vagueLinks = home('a[href]')
    .map((_, el) => home(el).text().replace(/\s+/g, ' ').trim().toLowerCase())
    .get()
    .filter((text) => vagueLinkTexts.has(text))
  const https = page.url.startsWith('https:')

  // Lighthouse `canonical`: the address must be absolute; a relative one (`./`) is ignored or misread.
  // One a template left (`https://tu-usuario.github.io/tu-repositorio/`), in the canonical link or in
  // `og:url` (the address a shared link opens), names a page that is not the owner's.
  const ogUrl = $('meta[property="og:url"]').attr('content')?.trim()
  const example = [canonical, ogUrl].find((address) => address && exampleWebAddress.test(address))
  const canonicalStatus =
    example !== undefined || (canonical !== undefined && !/^https?:\/\/[^/]/i.test(canonical))
      ? 'fail'
      : canonical === undefined && !canonicalByScript
        ? 'warn'
        : 'pass'

  const sharedTitle = titleText ? pagesTitled(snapshot, titleText) : 0
  const lengthOfTitle = lengthStatus(titleText.length, title)
  const titleStatus = titleGarbled ? 'fail' : lengthOfTitle === 'pass' && sharedTitle >= 2 ? 'warn' : lengthOfTitle
  const descriptionStatus = lengthStatus(descriptionText.length, description)
  const deadLinks = snapshot.pages.filter((linked) => linked.status !== undefined && linked.status >= 400)
  const verdicts = [
    httpStatus(page.status, snapshot.rootStatus),
    verdict('indexable', /noindex|none/.test(robotsMeta) ? 'fail' : 'pass', 'high'),
    verdict('title', titleStatus, titleStatus === 'warn' ? 'medium' : 'high', {
      length: titleText.length,
      text: titleText,
      garbled: titleGarbled ? 'yes' : 'no',
      shared: lengthOfTitle === 'pass' ? sharedTitle : 0,
    }),
    // A title or description that is there but a little long or short matters less than a missing one.
    verdict('description', descriptionStatus, descriptionStatus === 'warn' ? 'low' : 'high', {
      length: descriptionText.length,
    }),
    verdict('h1', h1Count === 1 ? 'pass' : h1Count === 0 ? 'fail' : 'warn', 'medium', {
      count: h1Count,
      hidden: h1Count === 0 && h1Hidden > 0 ? 'yes' : 'no',
    }),
    langVerdict($, home),
    verdict('canonical', canonicalStatus, example ? 'medium' : 'low', {
      href: example ?? canonical ?? '',
      example: example === undefined ? 'no' : example === canonical ? 'canonical' : 'share',
    }),
    verdict('viewport', /width=|initial-scale/.test(viewport) ? 'pass' : 'fail', 'high'),
    verdict('viewportZoom', blocksZoom(viewport) ? 'fail' : 'pass', 'medium'),
    verdict('doctype', hasDoctype(snapshot.html) ? 'pass' : 'warn', 'low'),
    verdict('deadLinks', deadLinks.length ? 'fail' : 'pass', 'medium', {
      count: deadLinks.length,
      checked: snapshot.pages.filter((linked) => linked.status !== undefined).length,
      examples: examples(deadLinks.map((linked) => new URL(linked.url).pathname)),
    }),
    ...(servedLocally(page.url) ? [] : [verdict('https', https ? 'pass' : 'fail', 'high')]),
    verdict('openGraph', og.length === 3 && shareImage === 'found' ? 'pass' : og.length ? 'warn' : 'fail', 'low', {
      count: og.length,
      shareImage,
    }),
    verdict('structuredData', structured ? 'pass' : 'warn', 'low', { type: tradeTypeOf(home) ?? 'none' }),
    verdict(
      'robotsTxt',
      !robots || robots.status >= 400 ? 'warn' : robotsBlocksAll(robots.body) ? 'fail' : 'pass',
      'medium',
    ),
    verdict('sitemap', snapshot.sitemapFound ? 'pass' : 'warn', 'low'),
    verdict('imageAlt', missingAlt.length ? 'fail' : 'pass', 'medium', {
      count: missingAlt.length,
      // Named by their files; a picture written into the page (`data:`) has no name to give.
      examples: examples(missingAlt.filter((src) => src && !/^data:/i.test(src)).map(fileName)),
    }),
    verdict('linkText', vagueLinks.length ? 'warn' : 'pass', 'low', {
      count: vagueLinks.length,
      examples: examples([...new Set(vagueLinks)]),
    }),
  ]
  verdicts.push(accessibleNames(home))
  verdicts.push(
    locationVerdict(
      site,
      site.pages.flatMap(($, index) => linksOf($, index === 0)),
      code,
    ),
  )
  const language = mixedLanguage(home)
  if (language) verdicts.push(language)
  // Only a page already on HTTPS can be asked whether plain HTTP leads to it.
  if (snapshot.httpRedirectsToHttps !== undefined) {
    verdicts.push(verdict('httpsRedirect', snapshot.httpRedirectsToHttps ? 'pass' : 'warn', 'medium'))
  }
  return verdicts
}
