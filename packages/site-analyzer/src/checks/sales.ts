import type { CheerioAPI } from 'cheerio'
import type { Verdict } from '../model'
import { callsToAction } from './calls-to-action'
import { handledLink } from './contact-routes'
import type { PageForm } from './forms'
import { isPrivacy, isSocialProfile, linkName, linksOf, placeholderLinks, siteOf, type PageLink } from './links'
import { realAddress } from './placeholders'
import { examples, pageText, scripts, verdict, type SiteView } from './util'
import { formsOfSite, routeValues, routesOf } from './visitor-actions'

const testimonialWords =
  /testimonio|reseña|opiniones|lo que dicen|nuestros clientes|testimonial|review|what our (clients|customers) say|★/i
const mapLinks = /(google\.[a-z.]+\/maps|maps\.google|goo\.gl\/maps|maps\.app\.goo\.gl|waze\.com)/
/** Places a site may rightly send visitors from its menu: networks, chat, maps, booking and ordering tools. */
const expectedElsewhere =
  /facebook|instagram|linkedin|tiktok|twitter|x\.com|youtube|whatsapp|wa\.me|wa\.link|google\.|goo\.gl|waze|calendly|opentable|covermanager|resy|thefork|sevenrooms|pedidosya|ubereats|rappi|hugoapp|doordash|booksy|fresha|setmore|simplybook/

const hasStructured = ($: CheerioAPI, pattern: RegExp) =>
  pattern.test($('script[type="application/ld+json"]').text()) ||
  $('[itemtype]').filter((_, element) => pattern.test($(element).attr('itemtype') ?? '')).length > 0

/** Links in the menu that take the visitor to another site for something the site itself should offer. */
function offsiteNavigation(links: PageLink[], pageUrl: string): string[] {
  const own = siteOf(new URL(pageUrl).hostname)
  return links
    .filter((link) => link.inNavigation && /^https?:\/\//i.test(link.href) && !expectedElsewhere.test(link.href))
    .filter((link) => {
      try {
        return siteOf(new URL(link.href).hostname) !== own
      } catch {
        return false
      }
    })
    .map((link) => link.text || link.href)
}

/**
 * Whether the site's contact and booking forms deliver what visitors fill in. A form that sends
 * nowhere fails (it is never counted as a contact form); one that only a script could send, which no
 * browser tried, warns that we could not verify it. Left out when the site has no such form.
 */
function formVerdicts(forms: PageForm[]): Verdict[] {
  const reaching = forms.filter((form) => form.kind !== 'other')
  const dead = reaching.filter((form) => form.outcome === 'nowhere')
  const unverified = reaching.filter((form) => form.outcome === 'unverified')
  const working = reaching.filter((form) => form.outcome !== 'nowhere')
  const named = (some: PageForm[]) => ({
    count: some.length,
    examples: examples([...new Set(some.map((form) => form.name).filter(Boolean))]),
  })
  const contactForm = working.length
    ? [verdict('contactForm', 'pass', 'medium')]
    : dead.length
      ? [] // The dead form is the finding: one fact, one verdict.
      : [verdict('contactForm', 'warn', 'medium')]
  if (!reaching.length) return contactForm
  const deadForm = dead.length
    ? verdict('deadForm', 'fail', 'high', { ...named(dead), state: 'dead', reason: dead[0]!.reason ?? 'nothing' })
    : unverified.length
      ? verdict('deadForm', 'warn', 'medium', { ...named(unverified), state: 'unverified' })
      : verdict('deadForm', 'pass', 'high', named(working))
  return [...contactForm, deadForm]
}

/**
 * The sales checks read the home page as rendered and the navigation pages that sell: a contact form
 * on /contacto or a booking form on /reservas counts. Placeholder links are defects, never signals.
 */
export function salesChecks(site: SiteView): Verdict[] {
  const { home, pages, snapshot } = site
  const homeLinks = linksOf(home)
  const links = pages.flatMap(linksOf)
  const text = pages.map(pageText).join(' ')
  const homeActions = callsToAction(home)
  const elsewhereActions = pages.slice(1).flatMap(callsToAction)
  const signals = [
    links.some(isPrivacy),
    links.some((link) => isSocialProfile(link.href)),
    links.some((link) => mapLinks.test(link.href)) ||
      pages.some(
        ($) =>
          $('address').filter((_, element) => realAddress($, element)).length > 0 ||
          hasStructured($, /LocalBusiness|Organization|PostalAddress/),
      ) ||
      mapLinks.test(pages.map(scripts).join('\n')),
    /garant[ií]a|guarantee|certificad|certified|años de experiencia|years of experience/.test(text),
  ].filter(Boolean).length
  const routes = routesOf(site)
  const whatsapp = routeValues(routes, 'whatsapp')
  const phone = routeValues(routes, 'phone')
  // A `#` link whose handler opens WhatsApp, or that the phone pass saw open a route, is not a placeholder.
  const clicked = new Set(routes.filter((route) => route.source === 'click').map((route) => route.control))
  const placeholders = placeholderLinks([
    ...new Map(links.map((link) => [`${link.href} ${link.label}`, link])).values(),
  ]).filter(
    (link) =>
      !handledLink(link.href, link.handler) && !(link.text && [...clicked].some((name) => name.startsWith(link.text))),
  )
  const offsite = offsiteNavigation(homeLinks, snapshot.page.url)

  return [
    verdict('whatsapp', whatsapp.found ? 'pass' : 'fail', 'high', whatsapp.values),
    verdict('phone', phone.found ? 'pass' : 'warn', 'medium', phone.values),
    verdict('callToAction', homeActions.length ? 'pass' : elsewhereActions.length ? 'warn' : 'fail', 'high', {
      count: homeActions.length,
      elsewhere: elsewhereActions.length,
      examples: examples([...new Set(homeActions)]),
    }),
    ...formVerdicts(formsOfSite(site)),
    verdict(
      'testimonials',
      testimonialWords.test(text) || pages.some(($) => hasStructured($, /Review|AggregateRating/)) ? 'pass' : 'warn',
      'medium',
    ),
    verdict('trustSignals', signals >= 2 ? 'pass' : signals === 1 ? 'warn' : 'fail', 'low', { count: signals }),
    verdict('placeholderLinks', placeholders.length ? 'fail' : 'pass', 'high', {
      count: placeholders.length,
      examples: examples([...new Set(placeholders.map(linkName).filter(Boolean))]),
    }),
    verdict('offsiteNavigation', offsite.length ? 'warn' : 'pass', 'medium', {
      count: offsite.length,
      examples: examples(offsite),
    }),
  ]
}
