import type { BusinessKind, Verdict } from '../model'
import { bookingTools, orderingTools } from './contact-routes'
import { hrefs, scripts, verdict, type SiteView } from './util'
import { formsOfSite, routesOf } from './visitor-actions'

/** Widgets recognised by the address their script or frame loads from. */
const chatWidgets =
  /tawk\.to|crisp\.chat|intercom|driftt?\.com|tidio|zdassets\.com|zopim|hs-scripts\.com|hubspot.*conversations|livechatinc|jivosite|manychat|chatbase|botpress|landbot|freshchat|getbutton\.io|elfsight.*whatsapp|wati\.io|respond\.io|vapi/
/** Hotels and tours take bookings through the travel platforms and their own booking engines. */
const lodgingTools =
  /booking\.com|airbnb\.|expedia\.|hotels\.com|cloudbeds|sirvoy|little-?hotelier|tripadvisor\.[a-z.]+\/(hotel|attraction)|getyourguide|viator/
/** A shop sells online when it has a cart or checkout (or runs on a shop platform). */
const shopSignals =
  /\/(cart|carrito|checkout)\b|add-to-cart|woocommerce|shopify|cdn\.shopify|tiendanube|jumpseller|wix-ecommerce|ecwid/
/** Analytics and advertising tags: their requests measure visits, they carry no message. */
export const analyticsTools =
  /googletagmanager\.com|google-analytics\.com|gtag\(|plausible\.io|matomo|piwik|connect\.facebook\.net|fbq\(|clarity\.ms|hotjar|umami|posthog|segment\.com|mixpanel/
const mailTools = /mailchimp|list-manage\.com|klaviyo|convertkit|mailerlite|sendinblue|brevo|hsforms|activecampaign/

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

/**
 * «Hacer pedido por WhatsApp», «Encargá tu pastel» on a real number: how many food businesses and
 * shops take orders. A WhatsApp button that says so counts as well as a link, and so does a cart
 * script that opens WhatsApp.
 */
const orderWords = /pedi|pid[eao]|ordena|encarg|order|compra|buy|carrito|cart/i

export function automationChecks(site: SiteView): Verdict[] {
  const { pages, business } = site
  const code = pages.map(scripts).join('\n')
  const routes = routesOf(site)
  const links = pages.flatMap(hrefs).join('\n')
  const emailField = pages.some(($) => $('form input[type="email"], form input[name*="mail" i]').length > 0)
  const takesOrders =
    orderingKinds.has(business) && routes.some((route) => route.kind === 'whatsapp' && orderWords.test(route.control))
  const bookingForms = formsOfSite(site).filter((form) => form.kind === 'booking')
  const books =
    takesOrders ||
    routes.some((route) => route.kind === 'booking' && route.source !== 'link') ||
    bookingForms.some((form) => form.outcome !== 'nowhere') ||
    bookingSignals[business].some((tool) => tool.test(code) || tool.test(links))
  // A booking form that sends nowhere is the dead-form finding, not a second one here.
  const bookingVerdict = books ? 'pass' : bookingForms.length ? undefined : 'warn'
  return [
    verdict('chatWidget', chatWidgets.test(code) ? 'pass' : 'warn', 'medium'),
    ...(bookingVerdict ? [verdict('onlineBooking', bookingVerdict, 'medium')] : []),
    verdict('analytics', analyticsTools.test(code) ? 'pass' : 'fail', 'medium'),
    verdict('emailCapture', emailField || mailTools.test(code) || mailTools.test(links) ? 'pass' : 'warn', 'low'),
  ]
}
