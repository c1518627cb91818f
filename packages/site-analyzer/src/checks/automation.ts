import type { CheerioAPI } from 'cheerio'
import type { BusinessKind, Verdict } from '../model'
import { isWhatsapp, linksOf } from './links'
import { hrefs, scripts, verdict, type SiteView } from './util'

/** Widgets recognised by the address their script or frame loads from. */
const chatWidgets =
  /tawk\.to|crisp\.chat|intercom|driftt?\.com|tidio|zdassets\.com|zopim|hs-scripts\.com|hubspot.*conversations|livechatinc|jivosite|manychat|chatbase|botpress|landbot|freshchat|getbutton\.io|elfsight.*whatsapp|wati\.io|respond\.io|vapi/
const bookingTools =
  /calendly\.com|acuityscheduling|youcanbook\.me|setmore|simplybook|squareup\.com\/appointments|cal\.com|booksy|calendar\.app\.google|calendar\.google\.com\/calendar\/appointments|tidycal|zcal|savvycal|fresha|doctoralia|opentable|covermanager|resy\.com|thefork|sevenrooms|tablein|quandoo/
/** Restaurants, bakeries, pizzerias and cafés also sell through ordering platforms and their own online menus. */
const orderingTools =
  /pedidosya|ubereats|rappi|hugoapp|doordash|didi-food|didifood|grubhub|glovo|toasttab|square\.site|olo\.com/
/** Hotels and tours take bookings through the travel platforms and their own booking engines. */
const lodgingTools =
  /booking\.com|airbnb\.|expedia\.|hotels\.com|cloudbeds|sirvoy|little-?hotelier|tripadvisor\.[a-z.]+\/(hotel|attraction)|getyourguide|viator/
/** A shop sells online when it has a cart or checkout (or runs on a shop platform). */
const shopSignals =
  /\/(cart|carrito|checkout)\b|add-to-cart|woocommerce|shopify|cdn\.shopify|tiendanube|jumpseller|wix-ecommerce|ecwid/
const analyticsTools =
  /googletagmanager\.com|google-analytics\.com|gtag\(|plausible\.io|matomo|piwik|connect\.facebook\.net|fbq\(|clarity\.ms|hotjar|umami|posthog|segment\.com|mixpanel/
const mailTools = /mailchimp|list-manage\.com|klaviyo|convertkit|mailerlite|sendinblue|brevo|hsforms|activecampaign/

const dateOrTime =
  'input[type="date"], input[type="time"], input[type="datetime-local"], input[name*="fecha" i], input[name*="hora" i], input[name*="date" i], input[name*="time" i], input[placeholder*="fecha" i], select[name*="hora" i]'

/** The site's own booking form: a form that asks for a date or a time. */
const ownBookingForm = ($: CheerioAPI) => $('form').filter((_, form) => $(form).find(dateOrTime).length > 0).length > 0

/** Kinds whose customers order (food, goods) rather than book: an order on WhatsApp counts for them. */
const orderingKinds = new Set<BusinessKind>(['restaurant', 'bakery', 'fastFood', 'cafe', 'shop'])

/** How a customer of this kind of business books or orders online. */
const bookingSignals: Record<BusinessKind, RegExp[]> = {
  restaurant: [bookingTools, orderingTools, shopSignals],
  bakery: [orderingTools, shopSignals, bookingTools],
  fastFood: [orderingTools, shopSignals],
  cafe: [orderingTools, shopSignals, bookingTools],
  bar: [bookingTools, orderingTools],
  barbershop: [bookingTools],
  beautySalon: [bookingTools],
  clinic: [bookingTools],
  gym: [bookingTools, shopSignals],
  mechanic: [bookingTools],
  shop: [shopSignals, orderingTools],
  hotel: [bookingTools, lodgingTools],
  school: [bookingTools, shopSignals],
  services: [bookingTools],
  other: [bookingTools, shopSignals],
}

/** «Hacer pedido por WhatsApp», «Encargá tu pastel» on a real number: how many food businesses and shops take orders. */
const ordersOnWhatsapp = ($: CheerioAPI) =>
  linksOf($).some((link) => isWhatsapp(link.href) && /pedi|pid[eao]|ordena|encarg|order|compra|buy/i.test(link.text))

export function automationChecks(site: SiteView): Verdict[] {
  const { pages, business } = site
  const code = pages.map(scripts).join('\n')
  const links = pages.flatMap(hrefs).join('\n')
  const emailField = pages.some(($) => $('form input[type="email"], form input[name*="mail" i]').length > 0)
  const takesOrders = orderingKinds.has(business) && pages.some(ordersOnWhatsapp)
  const books =
    takesOrders ||
    pages.some(ownBookingForm) ||
    bookingSignals[business].some((tool) => tool.test(code) || tool.test(links))
  return [
    verdict('chatWidget', chatWidgets.test(code) ? 'pass' : 'warn', 'medium'),
    verdict('onlineBooking', books ? 'pass' : 'warn', 'medium'),
    verdict('analytics', analyticsTools.test(code) ? 'pass' : 'fail', 'medium'),
    verdict('emailCapture', emailField || mailTools.test(code) || mailTools.test(links) ? 'pass' : 'warn', 'low'),
  ]
}
