import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import type { Market, Place, Verdict } from '../model'
import { callsToAction, deadCallsToAction, hiddenCallsToAction } from './calls-to-action'
import type { Checkout } from './carts'
import { channelNames, handledLink, type ContactRoute } from './contact-routes'
import type { PageForm } from './forms'
import {
  comingSoon,
  currentPageItems,
  isPrivacy,
  namesPrivacy,
  isMinorLink,
  isSocialProfile,
  linkName,
  linksOf,
  placeholderLinks,
  siteOf,
  type PageLink,
} from './links'
import { showsAddress } from './location'
import { callingCode, writtenPhone } from './dialling'
import { dialsPlaceholder } from './placeholder-numbers'
import { countryOf, marketOf } from './market'
import { callsFirst } from '../impact'
import { mismatchedContacts } from './mismatched-contacts'
import { offerChecks } from './offer'
import { bookingClaim, chatClaim, storeWords } from './automation'
import { escapeRegExp, examples, hrefs, linkedAddress, pageText, placedExamples, verdict } from './util'
import {
  claimOf,
  embedsHostedForm,
  formsOfSite,
  checkoutsOfSite,
  routeValues,
  routesOf,
  type Claim,
} from './visitor-actions'
import { drawnByScript, partlyUnseen, siteCode, unseenScripts, type SiteView } from './site-view'

/** A heading over what customers say: «Testimonios», «Lo que dicen nuestros clientes», "Reviews". */
const testimonialHeading =
  /testimonio|reseñas?|opiniones|lo que dicen|clientes (satisfechos|felices)|nuestros clientes (dicen|opinan)|experiencias de (nuestros |mis )?(clientes|estudiantes|alumnos|pacientes)|testimonials?|reviews?\b|what (our )?(clients|customers|people|patients) (say|think)|happy (clients|customers)|kind words/i
const testimonialBlocks =
  'blockquote, [class*="testimonial" i], [id*="testimonial" i], [class*="testimonio" i], [id*="testimonio" i], [class*="review" i]:not([class*="preview" i]), [id*="reviews" i], [class*="resena" i], [class*="opinion" i]'

/** What someone's own words look like: quotation marks, a quote or citation, an author's dash, stars. */
const authorDash = /(^|\s)[—–-]\s*\p{Lu}/u
const quoteMarks = new RegExp(`[“”«»"„]|${authorDash.source}|[★⭐]`, 'u')
const quoteElements = 'blockquote, q, cite, [class*="author" i], [class*="autor" i], [class*="client" i]'

/**
 * A block a template named for testimonials that holds what customers say: one that quotes someone,
 * or sits under no heading that names it something else (a «Galería de eventos» left in the
 * template's `testimonial-card`s is a gallery, a `#testimonials` headed «¿Cómo se sentiría…?» holds questions). A bare `<blockquote>` may hold the business's own
 * motto: it quotes a customer when it names who said it, or sits under a heading that says so.
 */
function quotesCustomers($: CheerioAPI, block: Element): boolean {
  const element = $(block)
  // A block with no words (a row of stars where a widget «will be added») quotes no one.
  if (!/\p{L}{2,}/u.test(element.text())) return false
  // Its section's heading, else its own (a `<div id="testimonials">` holding «¿Cómo se sentiría…?»).
  const heading =
    element.closest('section, [class*="section" i]').find('h1, h2, h3').first().text() ||
    element.find('h1, h2, h3').first().text()
  if (element.is('blockquote'))
    return (
      element.find(`${quoteElements}, footer`).length > 0 ||
      authorDash.test(element.text()) ||
      testimonialHeading.test(heading)
    )
  if (element.find(quoteElements).length > 0 || quoteMarks.test(element.text())) return true
  return heading === '' || testimonialHeading.test(heading)
}

/**
 * A label that names testimonials and nothing else: a section's «Testimonios», a card's «Ver su
 * testimonio», a link to the rest, «Ver todas las reseñas».
 */
const eyebrow =
  /^((ver|escuchar|mira|leer|watch|read|see) (todas |all )?(su |sus |el |los |las |their |the |our |nuestras )?)?(testimonios?|reseñas?|opiniones|testimonials?|reviews?)$/i

/**
 * A heading over a business's customers: «Nuestros clientes», "Our patients", «¿Por qué nos eligen?»;
 * alone, it may head a wall of their logos or a list of the business's merits.
 */
const customersHeading =
  /\b(clientes|pacientes|clients|customers|patients)\b|por qu[eé] nos eligen|why .{0,20}choose us/i
/** A paragraph that is someone's words, whole: it opens with a quotation mark and says a sentence or more. */
const quotedParagraph = /^[“«"„][^]{30,}/u

/**
 * A section headed by the business's customers that quotes them: «Nuestros Clientes» over Silvia's,
 * Darío's and Nahuel's words in quotation marks.
 */
const quotesUnderCustomers = ($: CheerioAPI) =>
  $('section, [class*="section" i]')
    .get()
    .some(
      (section) =>
        customersHeading.test($(section).find('h1, h2, h3').first().text()) &&
        $(section)
          .find('p')
          .get()
          .some((paragraph) => quotedParagraph.test($(paragraph).text().trim())),
    )

/**
 * A row of stars beside someone's words or name: a review card's «★★★★★ Excelente servicio… — María».
 * Stars alone, where a reviews widget «will be added», quote no one.
 */
const starredReviews = ($: CheerioAPI) =>
  $('body *')
    .get()
    .some((element) => {
      const own = element.children.map((child) => (child.type === 'text' ? child.data : '')).join('')
      if (!/[★⭐]{3,}/u.test(own)) return false
      // Beside a name at least («★★★★★ Carla M.»), in the star's own element or the card around it.
      return /\p{L}{2,}/u.test($(element.parent ?? element).text())
    })

/**
 * Whether a page shows what customers say: a section headed so, quoted reviews, a row of stars beside their words, or
 * pictures of reviews named so; never a rating only its structured data gives, which no visitor reads. A word in passing («satisfacción de nuestros clientes», "time to review") is not one.
 */
const showsTestimonials = ($: CheerioAPI) =>
  $('h1, h2, h3, h4, h5, h6, [class*="title" i], [class*="heading" i]')
    .get()
    .some((heading) => testimonialHeading.test($(heading).text())) ||
  // A section's label above its heading, «Testimonios» over «Experiencias de estudiantes…», or a
  // card's «Ver su testimonio» under a customer's video, a link to the rest of them; never a menu's or a footer's link.
  $('body :is(span, p, small, div):not(:has(*)), body a')
    .get()
    .some(
      (label) =>
        eyebrow.test($(label).text().replace(/\s+/g, ' ').trim()) &&
        $(label).closest('nav, header, footer').length === 0,
    ) ||
  quotesUnderCustomers($) ||
  $(testimonialBlocks)
    .get()
    .some((block) => quotesCustomers($, block)) ||
  // Screenshots of reviews, named so: <img alt="Opiniones">.
  $('img[alt]')
    .get()
    .some((image) => testimonialHeading.test($(image).attr('alt') ?? '')) ||
  starredReviews($)
/** Places a site may rightly send visitors from its menu: networks, chat, maps, booking and ordering tools. */
const expectedElsewhere =
  /facebook|instagram|linkedin|tiktok|twitter|x\.com|youtube|whatsapp|wa\.me|wa\.link|google\.|goo\.gl|waze|calendly|opentable|covermanager|resy|thefork|sevenrooms|pedidosya|ubereats|rappi|hugoapp|doordash|booksy|fresha|setmore|simplybook/

/** The domains of mail services anyone can sign up to: an address there names no one's own site. */
const mailServices =
  /^(?:gmail|googlemail|hotmail|outlook|live|msn|yahoo|ymail|icloud|me|aol|proton|protonmail|yandex|gmx|zoho|mail|email|terra|uol|bol)\./i

/**
 * The sites a page calls its own: where it is served, the addresses its canonical link and `og:url`
 * give (a copy served elsewhere, or the old address of a site that moved, still points home there),
 * and the domain of the business's own e-mail (`info@exclusivarentaautos.com`).
 */
function ownSites($: CheerioAPI, pageUrl: string, code: string): Set<string> {
  const declared = [$('link[rel="canonical" i]').attr('href'), $('meta[property="og:url"]').attr('content')]
  const mail = [
    // Tried from where a run of such letters starts only: a script's 90 kB identifier or base64 blob
    // would otherwise be scanned again from each of its letters.
    ...`${$('body').text()} ${hrefs($).join(' ')} ${code}`.matchAll(
      /(?<![\w.+-])[\w.+-]{1,64}@([a-z\d-]+(?:\.[a-z\d-]+)+)/gi,
    ),
  ]
    .map((match) => match[1]!.toLowerCase())
    .filter((domain) => !mailServices.test(domain))
  return new Set([
    ...[pageUrl, ...declared].flatMap((address) =>
      address && URL.canParse(address, pageUrl) ? [siteOf(new URL(address, pageUrl).hostname)] : [],
    ),
    ...mail.map(siteOf),
  ])
}

/**
 * Menu items that can only live on another site: the business's own online store («Tienda Online»,
 * which a shop platform runs) and a sign-in to its customers' portal («Iniciar sesión», «Acceso
 * Clientes» to an insurer's own portal, "Log in").
 */
const elsewhereByNature = new RegExp(
  `${storeWords.source}|iniciar sesi[oó]n|ingres(?:ar|á|a)\\b|acceder|\\bacceso\\b|[aá]rea (?:de )?clientes|zona (?:de )?clientes|mi cuenta|portal|log ?in|sign ?in|my account|client (?:area|login)`,
  'i',
)

/** Links in the menu that take the visitor to another site for something the site itself should offer. */
function offsiteNavigation(links: PageLink[], $: CheerioAPI, pageUrl: string, code: string): string[] {
  const own = ownSites($, pageUrl, code)
  return links
    .filter((link) => link.inNavigation && /^https?:\/\//i.test(link.href) && !expectedElsewhere.test(link.href))
    .filter((link) => !elsewhereByNature.test(link.label))
    .filter((link) => URL.canParse(link.href) && !own.has(siteOf(new URL(link.href).hostname)))
    .map((link) => link.text || link.href)
}

/**
 * Whether the site's contact and booking forms deliver what visitors fill in. A form whose handler
 * keeps the message (thanks the visitor, saves it in their browser, logs it) is proven to lose it; one
 * that sends nowhere fails (neither is ever counted as a contact form); one that only a script could
 * send, which no browser tried, warns that we could not verify it. Left out when the site has no such
 * form.
 */
function formVerdicts(forms: PageForm[], { unseen, hosted }: { unseen: boolean; hosted: boolean }): Verdict[] {
  const reaching = forms.filter((form) => form.kind !== 'other')
  // A handler that keeps the message is its own finding, proven from the code.
  const lost = reaching.filter((form) => form.reason === 'handler')
  const dead = reaching.filter((form) => form.outcome === 'nowhere' && form.reason !== 'handler')
  const unverified = reaching.filter((form) => form.outcome === 'unverified')
  const working = reaching.filter((form) => form.outcome === 'sends')
  const named = (some: PageForm[]) => ({
    count: some.length,
    examples: examples([...new Set(some.map((form) => form.name).filter(Boolean))]),
  })
  // A dead form is its own finding (one fact, one verdict), as is one we could not verify (never
  // "already good"): beside either, another form that works does not make the contact form "already
  // good". A form the page's unseen code may draw is not missing.
  const contactForm =
    dead.length || lost.length || unverified.length
      ? []
      : working.length || hosted
        ? [verdict('contactForm', 'pass', 'medium')]
        : unseen
          ? []
          : [verdict('contactForm', 'warn', 'medium')]
  if (!reaching.length) return contactForm
  const lostMessages = lost.length
    ? [verdict('lostMessages', 'fail', 'high', { ...named(lost), how: lost[0]!.how ?? 'nothing' })]
    : []
  // Forms that lose their messages are not also "forms that reach you", whatever the others do.
  if (lost.length && !dead.length && !unverified.length) return [...contactForm, ...lostMessages]
  const deadForm = dead.length
    ? verdict('deadForm', 'fail', 'high', { ...named(dead), state: 'dead', reason: dead[0]!.reason ?? 'nothing' })
    : unverified.length
      ? verdict('deadForm', 'warn', 'medium', {
          ...named(unverified),
          state: 'unverified',
          reason: unverified[0]!.reason ?? 'script',
        })
      : verdict('deadForm', 'pass', 'high', named(working))
  return [...contactForm, ...lostMessages, deadForm]
}

/** A cart whose checkout thanks the buyer and sends the order nowhere: every order is lost. */
function lostOrdersVerdict(checkouts: Checkout[]): Verdict[] {
  const lost = checkouts.flatMap((checkout) => (checkout.outcome === 'keeps' ? [checkout] : []))
  if (!lost.length) return []
  return [verdict('lostOrders', 'fail', 'high', { examples: examples(lost.map((c) => c.name)), how: lost[0]!.how })]
}

/** Named links with where each sits, once each: «Sabores» in the footer, «Reservar» in the menu. */
function placedLinks(links: PageLink[]): { text: string; place: Place }[] {
  const named = links.flatMap((link) => (linkName(link) ? [{ text: linkName(link), place: link.place }] : []))
  return [...new Map(named.map((item) => [`${item.text} ${item.place}`, item])).values()]
}

/** What the site offers a visitor that we could not confirm either way, with the code we could not read. */
function unconfirmedVerdict(claims: Record<string, Claim>, site: SiteView): Verdict[] {
  const open = Object.entries(claims).filter(([, claim]) => claim === 'unconfirmed')
  if (!open.length) return []
  const unseen = unseenScripts(site).map((script) => script.split(/[?#]/)[0]!.split('/').pop() || script)
  return [
    verdict('unconfirmed', 'warn', 'low', {
      count: open.length,
      reason: drawnByScript(site) ? 'drawn' : unseen.length ? 'scripts' : 'named',
      examples: examples([...new Set(unseen)]),
      ...Object.fromEntries(
        Object.keys(claims).map((name) => [
          `ask${name[0]!.toUpperCase()}${name.slice(1)}`,
          claims[name] === 'unconfirmed' ? 1 : 0,
        ]),
      ),
    }),
  ]
}

/**
 * No WhatsApp matters most where customers write to businesses by WhatsApp first; where few do (the
 * English-speaking world) it is of low importance, though it still counts among the ways to reach the
 * business (impact.ts weighs it by market).
 */
function whatsappVerdict(
  { found, values }: ReturnType<typeof routeValues>,
  market: Market,
  { links, placeholders }: { links: PageLink[]; placeholders: PageLink[] },
): Verdict {
  // A WhatsApp button on `#` or on a template's number (`wa.me/1234567890`): WhatsApp is offered, and broken.
  const broken =
    links.some((link) => /wa\.me|whatsapp/i.test(link.href) && dialsPlaceholder(link.href)) ||
    placeholders.some((link) => channelNames.whatsapp.test(`${link.href} ${link.label} ${link.classes.join(' ')}`))
  return verdict('whatsapp', found ? 'pass' : 'fail', market === 'english' ? 'low' : 'high', {
    ...values,
    broken: !found && broken ? 'yes' : 'no',
  })
}

/**
 * A call link: one is there, or not. Without one, the number the pages write that no one can tap is
 * named; a business whose customers call first (a plumber in Charlotte) that shows no number at all fails.
 */
function phoneVerdict(
  { found, values }: ReturnType<typeof routeValues>,
  pages: CheerioAPI[],
  calledFirst: boolean,
): Verdict {
  const shownNumber = (!found && pages.map(writtenPhone).find(Boolean)) || 'none'
  const status = found ? 'pass' : calledFirst && shownNumber === 'none' ? 'fail' : 'warn'
  return verdict('phone', status, 'medium', { ...values, shownNumber })
}

/** Code that gives a link its address: `link.href = …`, `setAttribute('href', …)`. */
const setsAddress = /\.href\s*=[^=]|setAttribute\(\s*['"]href['"]/i
/** A form written in a script's markup: `` `<form id="atencion">…` ``. */
const drawnForm = /<form[\s>]/i
/** The selectors code finds elements by: `querySelectorAll('.footer__media-icons li a')`. */
const selectorsInCode = /querySelector(?:All)?\(\s*(['"`])([^'"`]+)\1\s*\)/g

/**
 * The links, keyed by address and words, that code finds by a selector when it also gives links
 * their address (`mediaIcons[0].setAttribute('href', 'https://www.facebook.com/…')` over a footer's
 * `http://facebook.com`): what a tap opens is what the script set.
 */
function addressedByCode(pages: CheerioAPI[], code: string): Set<string> {
  if (!setsAddress.test(code)) return new Set()
  const selectors = [...code.matchAll(selectorsInCode)].map((match) => match[2]!)
  return new Set(
    pages.flatMap(($) =>
      selectors.flatMap((selector) => {
        try {
          return $(selector)
            .filter('a')
            .get()
            .map((link) => linkKey($(link).attr('href') ?? '', `${$(link).text()} ${$(link).attr('aria-label') ?? ''}`))
        } catch {
          // A selector cheerio cannot read (`:has-text()`, a typo) finds nothing here.
          return []
        }
      }),
    ),
  )
}
const linkKey = (href: string, text: string) => `${href.trim()} ${text.replace(/\s+/g, ' ').trim()}`

/** Code that makes an element act when tapped: a listener, an `onclick`, jQuery's `.on('click')` or `.click(`. */
const bindsTap =
  /addEventListener\(\s*['"](click|touchstart|pointerup)['"]|\.onclick\s*=|\.on\(\s*['"]click['"]|\.click\(\s*(function|\(|\w+\s*=>)/i

/** Classes a framework gives every button or link (`btn`, `btn-primary`, `nav-link`): selecting one says nothing about this link. */
const frameworkClass =
  /^(btn|button|link|active|nav-link|nav-item|btn-(primary|secondary|success|danger|warning|info|light|dark|link|lg|sm|block|outline(-\w+)?)|(text|bg|d|w|h|m[trblxy]?|p[trblxy]?|col|fa[a-z]?)(-\S+)?)$/i

/** Code that takes up taps on the elements a `data-` attribute marks (the code in lower case). */
const tapsByData = (name: string) => {
  const marked = `['"\`]\\[${escapeRegExp(name)}(?:[~^$*|]?=[^\\]]*)?\\]['"\`]`
  return new RegExp(
    `closest\\(\\s*${marked}|\\.on\\(\\s*['"]click['"]\\s*,\\s*${marked}|queryselectorall\\(\\s*${marked}\\s*\\)[^;]{0,120}addeventlistener\\(\\s*['"]click`,
  )
}

/**
 * Whether a script finds this link by its id (`getElementById('btnWhatsAppFixed')`, `'#btnWhatsAppFixed'`),
 * by one of its own classes (`querySelectorAll('.btn-calculator')`, `getElementsByClassName('agregar')`)
 * or by a `data-` attribute (`closest('[data-open-contact]')`)
 * and makes it act when tapped: an «Añadir» that fills a calculator, or a WhatsApp button whose
 * handler opens the chat, needs no address.
 */
function boundByScript(link: PageLink, code: string): boolean {
  if (!bindsTap.test(code)) return false
  const id = escapeRegExp(link.id.toLowerCase())
  if (id && new RegExp(`getelementbyid\\(\\s*['"\`]${id}['"\`]|['"\`]#${id}(?![\\w-])`).test(code)) return true
  // `e.target.closest('[data-open-contact]')` in a tap's listener, jQuery's `.on('click', '[data-…]')`, or
  // each such link given a tap listener: not a `[data-translate]` a script only rewrites.
  if (link.data.some((name) => tapsByData(name.toLowerCase()).test(code))) return true
  return link.classes.some((name) => {
    if (frameworkClass.test(name)) return false
    const escaped = escapeRegExp(name.toLowerCase())
    return new RegExp(`['"\`][^'"\`]*\\.${escaped}(?![\\w-])|getelementsbyclassname\\(\\s*['"]${escaped}['"]`).test(
      code,
    )
  })
}

/** Web addresses written in the site's code: a button's script may open a profile no link points to. */
const addressesOpenedIn = (code: string) => code.match(/https?:\/\/[^\s'"`)<>\\]+/g) ?? []

/**
 * The links that lead nowhere, once each: not those a handler, the phone pass's taps or a script take
 * up (a `#` link whose handler opens WhatsApp, that the phone pass saw open a route, whose address a
 * script fills in by its id or by a selector that finds it, or that a script binds a tap to), nor a
 * page's own menu item.
 */
function linksToNowhere(
  links: PageLink[],
  current: Set<PageLink>,
  routes: ContactRoute[],
  code: string,
  addressed: Set<string>,
): PageLink[] {
  const clicked = new Set(routes.filter((route) => route.source === 'click').map((route) => route.control))
  const lowerCode = code.toLowerCase()
  const filledIn = (link: PageLink) =>
    link.id !== '' && lowerCode.includes(link.id.toLowerCase()) && setsAddress.test(lowerCode)
  // A script that finds a link can only make up for an address it lacks: one a script set, a
  // network's bare home page behind a WhatsApp icon (`js-wa` → youtube.com), is what a tap opens.
  // A WhatsApp link left on the template's `wa.me/tunumero` whose tap a script takes over (it stops the
  // link and opens the chat with the real number) opens that chat.
  const scriptChat = routes.some((route) => route.kind === 'whatsapp' && route.source === 'script')
  const chatTakenOver = (link: PageLink) =>
    scriptChat &&
    /wa\.me|whatsapp/i.test(link.href) &&
    lowerCode.includes('preventdefault') &&
    boundByScript(link, lowerCode)
  const takenUp = (link: PageLink) =>
    (!/^https?:\/\//i.test(link.href) && (filledIn(link) || boundByScript(link, lowerCode))) ||
    chatTakenOver(link) ||
    // Found by a selector of code that sets addresses, unless it already holds one the code sets (as drawn).
    (addressed.has(linkKey(link.href, link.text)) && !code.includes(link.href))
  // A section a script names (`getElementById('privacidad')`) may be one it draws.
  const drawnTarget = (link: PageLink) => link.missingTarget && lowerCode.includes(link.href.slice(1).toLowerCase())
  const unique = [...new Map(links.map((link) => [`${link.href} ${link.label}`, link])).values()]
  return placeholderLinks(unique.filter((link) => !drawnTarget(link))).filter(
    (link) =>
      !handledLink(link.href, link.handler) &&
      !current.has(link) &&
      !takenUp(link) &&
      !(link.text && [...clicked].some((name) => name.startsWith(link.text))),
  )
}

/** The links, on the pages read, to a page read that only says it is coming («Próximamente»). */
function linksToComingSoon({ snapshot }: SiteView, pageLinks: { url?: string; links: PageLink[] }[]): PageLink[] {
  const soon = new Set(snapshot.pages.flatMap((page) => (page.$ && comingSoon(page.$) ? [page.url] : [])))
  if (!soon.size) return []
  const leadsThere = (href: string, base: string) => soon.has(linkedAddress(href, base) ?? '')
  const leading = pageLinks.flatMap(({ url, links }) => (url ? links.filter((link) => leadsThere(link.href, url)) : []))
  // The header and footer each page repeats are one set of links.
  return [...new Map(leading.map((link) => [`${link.href} ${link.label}`, link])).values()]
}

/**
 * What vouches for the work: a guarantee, a certificate, a professional licence («electricistas
 * matriculados», «M.N. T015369», colegiado), years of experience; in lower case, as `pageText` gives it.
 */
const assurances =
  /garant[ií]as?\b|garantizad|guarantee|warrant(?:y|ies)|certificad|certified|certificaciones|matriculad[oa]s?|colegiad[oa]s?|licensed|años de experiencia|years of experience/

/**
 * The sales checks read the home page as rendered and the navigation pages that sell: a contact form
 * on /contacto or a booking form on /reservas counts. Placeholder links are defects, never signals.
 */
export function salesChecks(site: SiteView): Verdict[] {
  const { home, pages, snapshot } = site
  const pageLinks = pages.map(($, index) => ({
    url: index === 0 ? snapshot.page.url : snapshot.pages.find((page) => page.$ === $)?.url,
    links: linksOf($, index === 0),
  }))
  const links = pageLinks.flatMap((page) => page.links)
  const current = currentPageItems(pageLinks)
  const text = pages.map(pageText).join(' ')
  const homeActions = callsToAction(home)
  const elsewhereActions = pages.slice(1).flatMap(callsToAction)
  const code = siteCode(site)
  const trust = {
    // A notice a script opens from a link with no address (`botonProteccion` loads the policy's page) is there too.
    privacy: links.some((link) => isPrivacy(link) || (namesPrivacy(link) && boundByScript(link, code.toLowerCase()))),
    social: [...links.map((link) => link.href), ...addressesOpenedIn(code)].some(isSocialProfile),
    address: showsAddress(pages, links, code),
    guarantee: assurances.test(text),
  }
  const signals = Object.values(trust).filter(Boolean).length
  const routes = routesOf(site)
  const placeholders = [
    ...new Set([
      ...linksToNowhere(links, current, routes, code, addressedByCode(pages, code)),
      ...linksToComingSoon(site, pageLinks),
    ]),
  ]
  // A control named after a channel that is itself a link to nowhere (a WhatsApp icon on `#` no
  // script takes up) proves the channel missing, not unseen.
  const deadControl = (route: ContactRoute) =>
    route.source === 'name' && placeholders.some((link) => link.label.includes(route.control.toLowerCase()))
  const liveRoutes = routes.filter((route) => !deadControl(route))
  const whatsapp = routeValues(liveRoutes, 'whatsapp')
  const phone = routeValues(liveRoutes, 'phone')
  const unseen = partlyUnseen(site)
  // Something is missing only when the whole page was seen; otherwise we could not confirm it.
  const claims = {
    whatsapp: claimOf(whatsapp.found, whatsapp.named, unseen),
    phone: claimOf(phone.found, phone.named, unseen),
    // A call to action in a part of the page that opens later (a cart drawer) is one we could not see asked.
    action: claimOf(
      homeActions.length > 0 || elsewhereActions.length > 0,
      pages.some(($) => hiddenCallsToAction($).length > 0),
      unseen,
    ),
    booking: bookingClaim(site).claim,
    chat: chatClaim(site),
  }
  const forms = formsOfSite(site)
  // The home page is the first page read: its links are read once.
  const offsite = offsiteNavigation(pageLinks[0]!.links, snapshot.$, snapshot.page.url, code)
  const country = countryOf(site)
  // What taps opened, and what scripts open with the number they set: their numbers are judged as links' are.
  const opened = routes.flatMap((route) => (route.address ? [route.address] : []))
  const mismatched = mismatchedContacts(links, { country, market: marketOf(site), opened, siteText: text })

  const claimed = (claim: Claim, verdicts: Verdict[]) => (claim === 'unconfirmed' ? [] : verdicts)
  return [
    ...claimed(claims.whatsapp, [whatsappVerdict(whatsapp, marketOf(site), { links, placeholders })]),
    ...claimed(claims.phone, [
      phoneVerdict(phone, pages, callsFirst({ business: site.business, market: marketOf(site) })),
    ]),
    ...claimed(claims.action, [
      verdict('callToAction', homeActions.length ? 'pass' : elsewhereActions.length ? 'warn' : 'fail', 'high', {
        count: homeActions.length,
        elsewhere: elsewhereActions.length,
        examples: examples([...new Set(homeActions)]),
        dead: homeActions.length ? 'none' : examples([...new Set(deadCallsToAction(home))]) || 'none',
      }),
    ]),
    // A form the site's scripts write as markup (a module's «Solicitar Atención») is one we did not see.
    ...formVerdicts(forms, {
      unseen: unseen || site.snapshot.scripts.some((script) => drawnForm.test(script.code)),
      hosted: embedsHostedForm(pages),
    }),
    ...lostOrdersVerdict(checkoutsOfSite(site)),
    verdict('testimonials', pages.some(showsTestimonials) ? 'pass' : 'warn', 'medium'),
    verdict('trustSignals', signals >= 2 ? 'pass' : signals === 1 ? 'warn' : 'fail', 'low', {
      count: signals,
      ...Object.fromEntries(Object.entries(trust).map(([signal, shown]) => [signal, shown ? 'yes' : 'no'])),
    }),
    // Only social icons or the small print on `#` lose a follower's or a reader's trust; a menu, a
    // «Reservar» or a WhatsApp on `#` loses a customer.
    verdict(
      'placeholderLinks',
      !placeholders.length ? 'pass' : placeholders.every(isMinorLink) ? 'warn' : 'fail',
      'high',
      {
        count: placeholders.length,
        examples: examples([...new Set(placeholders.map(linkName).filter(Boolean))]),
        ...placedExamples(placedLinks(placeholders)),
      },
    ),
    verdict(
      'mismatchedContacts',
      mismatched.count || mismatched.local.length || mismatched.unplussed.length ? 'fail' : 'pass',
      'high',
      {
        count: mismatched.count,
        examples: examples(mismatched.numbers),
        local: mismatched.local.length,
        localExamples: examples(mismatched.local),
        localKind: mismatched.localKind,
        dial: country ? callingCode(country) : '',
        unplussed: mismatched.unplussed.length,
        unplussedExamples: examples(mismatched.unplussed),
        before: mismatched.count || mismatched.local.length ? 'yes' : 'no',
      },
    ),
    verdict('offsiteNavigation', offsite.length ? 'warn' : 'pass', 'medium', {
      count: offsite.length,
      examples: examples(offsite),
    }),
    ...offerChecks(site, trust.address),
    ...unconfirmedVerdict(
      {
        ...claims,
        form: claimOf(
          forms.some((form) => form.kind !== 'other'),
          false,
          unseen,
        ),
      },
      site,
    ),
  ]
}
