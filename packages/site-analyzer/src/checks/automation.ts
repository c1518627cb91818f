import type { CheerioAPI } from 'cheerio'
import type { BusinessKind, Verdict } from '../model'
import { namedControls, routeKind, type ContactRoute } from './contact-routes'
import { countryOf, marketOf } from './market'
import { dialsWithoutCode } from './mismatched-contacts'
import { linksOf, siteOf } from './links'
import { offersCart } from './carts'
import { bookingWords, pathOf } from './forms'
import { hrefs, pageText, scripts, verdict } from './util'
import { claimOf, embedsHostedForm, formsOfSite, checkoutsOfSite, routesOf, type Claim } from './visitor-actions'
import { bookingTools, mailTools, measuresVisits, orderingTools } from './tools'
import { partlyUnseen, siteCode, type SiteView } from './site-view'

/** Widgets recognised by the address their script or frame loads from, or the package a module imports (`@n8n/chat`). */
const chatWidgets =
  /tawk\.to|crisp\.chat|intercom|driftt?\.com|tidio|zdassets\.com|zopim|hs-scripts\.com|hubspot.*conversations|livechatinc|jivosite|manychat|chatbase|botpress|landbot|freshchat|getbutton\.io|elfsight.*whatsapp|wati\.io|respond\.io|vapi|@n8n\/chat|voiceflow|typebot|chatwoot|kommunicate|flowise|smartsupp|olark|salesiq|userlike|df-messenger/
/** Hotels and tours take bookings through the travel platforms and their own booking engines. */
const lodgingTools =
  /booking\.com|airbnb\.|expedia\.|hotels\.com|cloudbeds|sirvoy|little-?hotelier|tripadvisor\.[a-z.]+\/(hotel|attraction)|getyourguide|viator/
/** A shop sells online when it has a cart or checkout (its own script's `addToCart`, or a shop platform's). */
const shopSignals =
  /\/(cart|carrito|checkout)\b|add-to-cart|add_?to_?cart|agregar_?al_?carrito|woocommerce|shopify|cdn\.shopify|tiendanube|jumpseller|wix-ecommerce|ecwid/i
/** A school's or a gym's enrolment on a Google Form: «Inscríbete» opening `forms.gle/…`. */
const enrolmentForms = /forms\.gle\/|docs\.google\.com\/forms\//i

/**
 * A booking grid's script sends the chosen day and hour to a calendar service: Google Apps Script or
 * Calendar, a booking tool's API, or a WhatsApp message carrying the date.
 */
const bookingBackends =
  /script\.google(usercontent)?\.com\/macros|google\.script\.run|googleapis\.com\/calendar|api\.(calendly|simplybook|setmore|fresha|booksy)|(wa\.me|api\.whatsapp\.com)[^\n]{0,300}\b(fecha|hora|d[ií]a|date|time)\b|\b(fecha|hora|date)\b[^\n]{0,300}(wa\.me|api\.whatsapp\.com)/i

/** A site's own checkout: its script sends orders or payments to its own endpoint. */
const checkoutCode = /fetch\(\s*["'`][^"'`]*\/(orders?|pedidos?|checkout|payments?|pay|pagos?)\b/i

/**
 * A payment provider's checkout, opened by a script or a link: whatever the business sells, the
 * visitor buys it online (a car wash's membership paid on PSE after its sign-up form sends).
 */
const paymentProviders =
  /js\.stripe\.com|(checkout|buy)\.stripe\.com|redirectToCheckout|paypal\.com\/(sdk|checkoutnow|cgi-bin\/webscr)|mercadopago|mpago\.la|wompi\.(co|sv)|psepagos\.co|pse\.com\.co|payulatam|checkout\.payu|epayco|webpay|transbank|culqi|niubiz|izipay|openpay\.(mx|co|pe)|conekta|kushki|pagadito|n1co\.com/i

/**
 * Kinds whose customers order (food, goods) rather than book: an order on WhatsApp counts for them,
 * and for a site whose kind its words do not tell (a bakery that only names its breads).
 */
const orderingKinds = new Set<BusinessKind>(['restaurant', 'bakery', 'fastFood', 'cafe', 'shop', 'other'])

/** A link a shop calls its online store («Tienda Online», "Shop online"), wherever the store lives. */
export const storeWords =
  /tienda (?:online|en l[ií]nea|virtual)|compr[aá] (?:online|en l[ií]nea)|online (?:store|shop)|shop online|e-?shop\b/i
const linksToStore = ($: CheerioAPI) =>
  $('a[href^="http" i]')
    .get()
    .some((link) =>
      storeWords.test(`${$(link).text()} ${$(link).attr('aria-label') ?? ''} ${$(link).attr('title') ?? ''}`),
    )

/** Sites a link may lead to that book nothing: social networks, maps, chats. */
const notBookingSites =
  /^https?:\/\/(?:[\w-]+\.)*(?:facebook\.com|instagram\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com|linkedin\.com|pinterest\.[a-z.]+|waze\.com|wa\.me|whatsapp\.com|t\.me|goo\.gl|maps\.app\.goo\.gl)\b|google\.[a-z.]+\/maps|maps\.google\./i

/**
 * A link whose words book («RESERVAR CLASE», «Sacá tu turno») to another site's page: the business's
 * booking system, whichever it is (`atleticlujan.misactividades.com`).
 */
const linksToBookingSite = ($: CheerioAPI, ownSite: string) =>
  linksOf($).some(
    (link) =>
      /^https?:\/\//i.test(link.href) &&
      URL.canParse(link.href) &&
      siteOf(new URL(link.href).hostname) !== ownSite &&
      !notBookingSites.test(link.href) &&
      bookingWords.test(link.text),
  )

/** How a customer of this kind of business books or orders online. */
const bookingSignals: Record<BusinessKind, RegExp[]> = {
  restaurant: [bookingTools, orderingTools, shopSignals],
  bakery: [orderingTools, shopSignals, bookingTools],
  fastFood: [orderingTools, shopSignals],
  cafe: [orderingTools, shopSignals, bookingTools],
  bar: [bookingTools, orderingTools],
  barbershop: [bookingTools],
  beautySalon: [bookingTools],
  tattoo: [bookingTools],
  clinic: [bookingTools],
  dentist: [bookingTools],
  vet: [bookingTools],
  petCare: [bookingTools, shopSignals],
  gym: [bookingTools, shopSignals, enrolmentForms],
  mechanic: [bookingTools],
  carWash: [bookingTools],
  shop: [shopSignals, orderingTools],
  hotel: [bookingTools, lodgingTools],
  travel: [bookingTools, lodgingTools],
  school: [bookingTools, shopSignals, enrolmentForms],
  services: [bookingTools],
  localServices: [bookingTools],
  photographer: [bookingTools],
  funeral: [bookingTools],
  other: [bookingTools, shopSignals],
}

/**
 * «Hacer pedido por WhatsApp», «Encargá tu pastel» on a real number: how many food businesses and
 * shops take orders, as «Agenda tu cita» on WhatsApp is how many others book. A WhatsApp button that
 * says so counts as well as a link, and so does a cart script that opens WhatsApp.
 */
const orderWords =
  /pedi|pid[eao]|ordena|encarg|order|compra|buy|carrito|cart|delivery|a domicilio|para llevar|recoger|recojo|take ?away/i

/**
 * A script that opens WhatsApp with an order it builds: order or product words in the code just
 * before its `wa.me` (`cart.map(…)`, «Estado de pedidos», `currentProduct.price`), as a bakery's
 * «Hacer pedido (WhatsApp)» sends its cart and a shop's «Consultar por WhatsApp» the product, its
 * price and size.
 */
const orderedItem = new RegExp(`${orderWords.source}|producto|product|precio|price|talla`, 'i')
const ordersInScript = (code: string) =>
  [...code.matchAll(/wa\.me|api\.whatsapp\.com/g)].some((match) =>
    orderedItem.test(code.slice(Math.max(0, match.index - 1000), match.index)),
  )

/** A page that asks for orders in its own words: «escríbenos para hacer tu pedido», «pedidos por WhatsApp». */
const orderInvitation =
  /\b(?:haz|hac[eé]|hacer|realiza|realizar|envi[aá]|enviar|deja|dej[aá])\s+(?:tu|su|el)\s+pedido|\bpedidos?\s+(?:por|al|v[ií]a|a trav[eé]s de)\s+whats ?app|\border (?:on|via|through) whats ?app/i

/**
 * A trade, a laundry or a caterer is asked for a quote or a visit, a photographer for an event's date
 * and price, a funeral home for a plan's: a contact form that sends, or a WhatsApp to the business, is
 * how their customers ask online.
 */
const quotedKinds = new Set<BusinessKind>(['localServices', 'photographer', 'funeral'])

/**
 * A gym or a school is joined: «Quiero mi pase mensual», «Quiero unirme al Círculo», «Inscribirme» on
 * WhatsApp signs the visitor up as a booking form would.
 */
const joinedKinds = new Set<BusinessKind>(['gym', 'school'])
const joinWords =
  /inscri(?:b|pci)|un[ií]rme|un[ií]rte|sumarme|\bpases?\b|membres[ií]a|suscrip|matr[ií]cula|\bjoin\b|sign ?up|enrol/i

/**
 * Whether a customer can book or order online: proven by a tool, an order on WhatsApp or a booking
 * form (or a food business's checkout) that sends; unconfirmed when only a control's name, a form no
 * one could verify or unseen code says so; and whether a booking form that sends nowhere stands in
 * its place (its own finding).
 */
export function bookingClaim(site: SiteView): { claim: Claim; deadForm: boolean } {
  const { pages, business } = site
  const code = siteCode(site)
  const routes = routesOf(site)
  const links = pages.flatMap(hrefs).join('\n')
  // «Agenda tu cita» on WhatsApp, on the button or in the message it writes, books for any business;
  // «Haz tu pedido» orders for those that take orders.
  // A trade is asked for a visit or a quote in any message: its WhatsApp is that request.
  const byMessage = ({ control, message = '', source }: ContactRoute) =>
    quotedKinds.has(business) ||
    (source === 'script' && orderingKinds.has(business) && ordersInScript(code)) ||
    [control, message].some(
      (words) =>
        bookingWords.test(words) ||
        (orderingKinds.has(business) && orderWords.test(words)) ||
        (joinedKinds.has(business) && joinWords.test(words)),
    )
  // A page that asks for orders («escríbenos para hacer tu pedido») beside its WhatsApp takes them there.
  const invites = orderingKinds.has(business) && pages.some(($) => orderInvitation.test(pageText($)))
  const byWhatsapp = (proven: boolean) =>
    routes.some(
      (route) => route.kind === 'whatsapp' && (route.source !== 'name') === proven && (invites || byMessage(route)),
    )
  const forms = formsOfSite(site)
  const checkouts = checkoutsOfSite(site)
  // A checkout («Tu pedido») books for a business that takes orders, as a booking form does for the
  // others; a trade's contact form is its request for a quote.
  const bookingForms = forms.filter(
    (form) =>
      form.kind === 'booking' ||
      (orderingKinds.has(business) && form.kind !== 'other' && orderWords.test(form.name)) ||
      (quotedKinds.has(business) && form.kind === 'contact'),
  )
  const proven =
    byWhatsapp(true) ||
    routes.some((route) => route.kind === 'booking' && route.source !== 'link' && route.source !== 'name') ||
    bookingForms.some((form) => form.outcome === 'sends') ||
    (quotedKinds.has(business) && embedsHostedForm(pages)) ||
    checkouts.some((checkout) => checkout.outcome === 'sends') ||
    bookingBackends.test(code) ||
    (orderingKinds.has(business) && (checkoutCode.test(code) || pages.some(linksToStore))) ||
    paymentProviders.test(code) ||
    paymentProviders.test(links) ||
    bookingSignals[business].some((tool) => tool.test(code) || tool.test(links)) ||
    pages.some(($) => linksToBookingSite($, siteOf(new URL(site.snapshot.page.url).hostname)))
  // A cart whose checkout is proven to keep the order is its own finding, as a dead form is.
  const lostCart = checkouts.some((checkout) => checkout.outcome === 'keeps')
  const named =
    byWhatsapp(false) ||
    routes.some((route) => route.kind === 'booking' && route.source === 'name') ||
    bookingForms.some((form) => form.outcome === 'unverified') ||
    (orderingKinds.has(business) && !lostCart && pages.some(offersCart))
  return { claim: claimOf(proven, named, partlyUnseen(site)), deadForm: bookingForms.length > 0 || lostCart }
}

/**
 * Code that sends a visitor's words to a language model and shows its answer: an AI service's
 * address or a prompt it is given, beside a request (`fetch(WORKER_URL, …)` with a `SYSTEM_PROMPT`).
 */
const assistantCode = /openai|gemini|anthropic|generativelanguage|chat\/completions|dialogflow|system_?prompt/i
const sendsRequest = /fetch\(|XMLHttpRequest|axios\./

/**
 * Whether the site has a chat: a known widget proves it, and so does a control named chat or bot
 * whose code asks an AI assistant (a gym's own «SPARTA Bot»); a control named so alone, or unseen
 * code, leaves it open.
 */
export function chatClaim(site: SiteView): Claim {
  const named = site.pages.some(($) => namedControls($, 'chat').length > 0)
  const code = siteCode(site)
  const ownAssistant = named && assistantCode.test(code) && sendsRequest.test(code)
  return claimOf(chatWidgets.test(site.pages.map(scripts).join('\n')) || ownAssistant, named, partlyUnseen(site))
}

/**
 * Whether visitors can already write to the business on WhatsApp: a chatbot would answer there at
 * once, not open a first way. A WhatsApp link whose number lacks its country code reaches no one.
 */
function writesOnWhatsapp(site: SiteView): 'yes' | 'no' {
  const [country, market] = [countryOf(site), marketOf(site)]
  const reaches = (address: string) => !dialsWithoutCode(address, country, market)
  const byLink = site.pages.some(($) =>
    linksOf($).some((link) => routeKind(link.href) === 'whatsapp' && reaches(link.href)),
  )
  const otherwise = routesOf(site).some(
    (route) =>
      route.kind === 'whatsapp' &&
      route.source !== 'name' &&
      route.source !== 'link' &&
      (!route.address || reaches(route.address)),
  )
  return byLink || otherwise ? 'yes' : 'no'
}

export function automationChecks(site: SiteView): Verdict[] {
  const { pages } = site
  const code = pages.map(scripts).join('\n')
  const links = pages.flatMap(hrefs).join('\n')
  // An address field a form sends (it has a name) or a script reads (by its id); one with neither, or
  // in a form that sends nowhere (a newsletter posted to `#`), goes nowhere.
  const ownCode = siteCode(site)
  const forms = formsOfSite(site)
  const emailInputs = pages.flatMap(($) =>
    $('form input[type="email"], form input[name*="mail" i]')
      .get()
      .map((input) => {
        const id = $(input).attr('id')
        const holder = $(input).closest('form').get(0)
        const path = holder?.type === 'tag' ? pathOf(holder) : ''
        const held = (outcome: string, newsletter: boolean) =>
          forms.some((form) => form.path === path && form.outcome === outcome && (!newsletter || form.kind === 'other'))
        return {
          read: $(input).attr('name') !== undefined || (id !== undefined && ownCode.includes(id)),
          lost: held('nowhere', false),
          // A newsletter (a lone address field) that sends nowhere, or whose handler we could not
          // read; a contact form's loss is its own finding.
          newsletter: held('nowhere', true),
          unsure: held('unverified', true),
        }
      }),
  )
  const emailField = emailInputs.some((input) => input.read && !input.lost)
  // A newsletter whose handler only thanks the visitor asks for the address and keeps none.
  const keepsNone = emailInputs.some((input) => input.newsletter)
  const captures = emailField || mailTools.test(code) || mailTools.test(links)
  // A newsletter whose code we could not read is neither a way to subscribe nor the lack of one.
  const unsure = !captures && emailInputs.some((input) => input.unsure)
  const booking = bookingClaim(site)
  const chat = chatClaim(site)
  const visits = measuresVisits(code)
  // A booking form that sends nowhere is the dead-form finding, and what we could not confirm is
  // said once, in the sales checks: neither is a second finding here.
  const bookingVerdict =
    booking.claim === 'found' ? 'pass' : booking.claim === 'missing' && !booking.deadForm ? 'warn' : undefined
  return [
    ...(chat === 'unconfirmed'
      ? []
      : [verdict('chatWidget', chat === 'found' ? 'pass' : 'warn', 'medium', { onWhatsapp: writesOnWhatsapp(site) })]),
    ...(bookingVerdict ? [verdict('onlineBooking', bookingVerdict, 'medium')] : []),
    verdict('analytics', visits === 'yes' ? 'pass' : 'fail', 'medium', {
      placeholder: visits === 'placeholder' ? 'yes' : 'no',
    }),
    ...(unsure ? [] : [verdict('emailCapture', captures ? 'pass' : 'warn', 'low', { lost: keepsNone ? 'yes' : 'no' })]),
  ]
}
