import type { BusinessKind, CheckId, Finding, Market, PhonePass } from './model'
import { savingsSources } from './phone/measurements'

/** What a finding is weighed by beside itself: the phone pass's estimates, and whose customers it concerns. */
export type Weighing = { phone: PhonePass; business: BusinessKind; market: Market }

/**
 * What fixing each check is worth to a small business, 0–10, when it fails and when it only warns:
 * how many visitors it reaches (every visitor on a phone, everyone searching) and how directly it
 * turns them into customers. Ours, set so that a site a visitor cannot use or find loses most.
 */
export const impactOf: Record<CheckId, { fail: number; warn: number }> = {
  ttfb: { fail: 6, warn: 3 },
  redirects: { fail: 4, warn: 2 },
  compression: { fail: 5, warn: 2.5 },
  caching: { fail: 3, warn: 1.5 },
  pageWeight: { fail: 9, warn: 5 },
  requestCount: { fail: 3, warn: 1.5 },
  renderBlocking: { fail: 5, warn: 2.5 },
  imageFormats: { fail: 5, warn: 3 },
  imageSizes: { fail: 8, warn: 4 },
  imageDimensions: { fail: 3, warn: 2 },
  lazyLoading: { fail: 7, warn: 2 },
  hotlinkedImages: { fail: 2, warn: 1.5 },
  layoutShift: { fail: 6, warn: 3 },
  blockingScripts: { fail: 6, warn: 3 },
  httpStatus: { fail: 10, warn: 5 },
  indexable: { fail: 10, warn: 5 },
  title: { fail: 6, warn: 2.5 },
  description: { fail: 4, warn: 1.5 },
  h1: { fail: 3, warn: 1.5 },
  lang: { fail: 2, warn: 1 },
  canonical: { fail: 2, warn: 1 },
  viewport: { fail: 9, warn: 5 },
  https: { fail: 7, warn: 4 },
  httpsRedirect: { fail: 4, warn: 3 },
  openGraph: { fail: 3, warn: 1.5 },
  structuredData: { fail: 3, warn: 2 },
  robotsTxt: { fail: 9, warn: 1.5 },
  sitemap: { fail: 2, warn: 1.5 },
  imageAlt: { fail: 3, warn: 1.5 },
  linkText: { fail: 2, warn: 1 },
  doctype: { fail: 2, warn: 2 },
  viewportZoom: { fail: 4, warn: 2 },
  deadLinks: { fail: 6, warn: 3 },
  location: { fail: 5, warn: 2 },
  mixedContent: { fail: 6, warn: 3 },
  consoleErrors: { fail: 3, warn: 2.5 },
  mixedLanguage: { fail: 4, warn: 3 },
  accessibleNames: { fail: 3, warn: 1.5 },
  // Weighed by market and kind (`whatsappImpact`); this is the most it can be.
  whatsapp: { fail: 9, warn: 5 },
  phone: { fail: 5, warn: 4 },
  callToAction: { fail: 9, warn: 5 },
  contactForm: { fail: 5, warn: 4 },
  deadForm: { fail: 8, warn: 3 },
  // A form that thanks the visitor and throws the message away loses every customer who writes.
  lostMessages: { fail: 10, warn: 5 },
  // A cart that thanks the buyer and sends the order nowhere loses every sale it makes.
  lostOrders: { fail: 10, warn: 5 },
  testimonials: { fail: 4, warn: 3.5 },
  trustSignals: { fail: 4, warn: 2 },
  placeholderLinks: { fail: 8, warn: 4 },
  // A message or a call that reaches someone else is a customer lost without anyone knowing.
  mismatchedContacts: { fail: 8, warn: 4 },
  offsiteNavigation: { fail: 5, warn: 4 },
  // The first things a customer who compares asks: what it costs, and whether the business is open.
  prices: { fail: 6, warn: 3 },
  openingHours: { fail: 5, warn: 2.5 },
  contrast: { fail: 5, warn: 2.5 },
  tapTargets: { fail: 4, warn: 2 },
  // A page wider than the phone wobbles sideways under every swipe and hides its edge.
  pageWidth: { fail: 6, warn: 3 },
  formLabels: { fail: 3, warn: 1.5 },
  autoplayMedia: { fail: 5, warn: 2.5 },
  thinHome: { fail: 9, warn: 5 },
  templateContent: { fail: 7, warn: 3.5 },
  brokenResources: { fail: 6, warn: 3 },
  unconfirmed: { fail: 1, warn: 1 },
  chatWidget: { fail: 3, warn: 3 },
  // Weighed by kind (`bookingImpact`); this is the most it can be.
  onlineBooking: { fail: 8, warn: 8 },
  analytics: { fail: 4, warn: 2 },
  emailCapture: { fail: 2, warn: 2 },
}

/** Kinds whose customers write to order, book a table, a cut, a wash or a photo session: food, personal care, car washes, photographers. */
const messagedKinds = new Set<BusinessKind>([
  'restaurant',
  'bakery',
  'fastFood',
  'cafe',
  'bar',
  'barbershop',
  'beautySalon',
  'tattoo',
  'carWash',
  'photographer',
])

/** The kinds whose customers call first, often in a hurry: a plumber's leak, a car that will not start, a death in the family. */
const calledKinds = new Set<BusinessKind>(['localServices', 'mechanic', 'funeral'])

/**
 * Whether this business's customers call it before anything else: a trade, a workshop or a funeral
 * home outside Latin America, where they would write on WhatsApp first. A site of theirs with no
 * number at all fails them, and its call link keeps its weight whatever form the site has.
 */
export const callsFirst = ({ business, market }: Pick<Weighing, 'business' | 'market'>): boolean =>
  calledKinds.has(business) && market !== 'latam'

/**
 * What having no WhatsApp costs, when it fails: in Latin America customers write to a food or beauty
 * business by WhatsApp before anything else, and to any business often; in Spain they call or book,
 * and in the English-speaking world few use it at all.
 */
function whatsappImpact({ business, market }: Weighing): number {
  const messaged = messagedKinds.has(business)
  switch (market) {
    case 'latam':
      return messaged ? 9 : 7
    case 'spain':
      return messaged ? 5 : 3
    case 'english':
      return 2
    default:
      // Results stored before the market was read have none: weighed as an unknown market.
      return messaged ? 6 : 4
  }
}

/**
 * What having no way to book or order online costs, by how this kind's customers come: a hotel lives
 * on its bookings; a barber, a salon, a clinic, a dentist, a vet or a groomer fills its diary with them; a
 * restaurant, a fast-food place or a shop takes orders; a bakery, a café or a photographer (a session, an
 * event's date) less so; a gym, a bar, a
 * workshop or a trade (a plumber, a laundry, a caterer) is booked or asked for a visit now and then; an office or a school is first asked for a consultation, which a
 * form, a call or WhatsApp already takes. Of a site whose kind we could not tell we expect little;
 * of a funeral home, nothing: a family calls it, and asks for a plan's price by a form or WhatsApp.
 */
const bookingImpact: Record<BusinessKind, number> = {
  hotel: 8,
  travel: 7,
  barbershop: 7,
  beautySalon: 7,
  tattoo: 7,
  clinic: 7,
  dentist: 7,
  vet: 7,
  petCare: 7,
  restaurant: 6,
  fastFood: 6,
  shop: 6,
  bakery: 5,
  cafe: 5,
  gym: 5,
  bar: 4,
  mechanic: 4,
  carWash: 4,
  localServices: 4,
  photographer: 5,
  school: 3,
  services: 3,
  other: 3,
  funeral: 2,
}

/** What a check is worth when it fails and when it warns, for this business. */
export function impactIn(id: CheckId, weighing: Weighing): { fail: number; warn: number } {
  if (id === 'onlineBooking') {
    const worth = bookingImpact[weighing.business]
    return { fail: worth, warn: worth }
  }
  if (id === 'phone' && callsFirst(weighing)) return { fail: 8, warn: impactOf.phone.warn }
  if (id !== 'whatsapp') return impactOf[id]
  const fail = whatsappImpact(weighing)
  return { fail, warn: fail / 2 }
}

/**
 * What a problem stands in the way of, in the order a visitor meets it:
 * - `reach`: finding the site or using it at all (not in Google, an error page, unreadable on a phone);
 * - `trust`: believing the business is real (a site left as its template says it is not);
 * - `contact`: getting in touch, booking or ordering once there;
 * - `firstVisit`: how fast the first visit is;
 * - `repeatVisit`: how fast later visits are (the browser's cache), which helps only those who came back;
 * - `polish`: everything else that makes the site better found or better trusted.
 */
export type Stake = 'reach' | 'trust' | 'contact' | 'firstVisit' | 'repeatVisit' | 'polish'

export const stakeOf: Partial<Record<CheckId, Stake>> = {
  httpStatus: 'reach',
  indexable: 'reach',
  robotsTxt: 'reach',
  viewport: 'reach',
  thinHome: 'reach',
  templateContent: 'trust',
  whatsapp: 'contact',
  phone: 'contact',
  callToAction: 'contact',
  contactForm: 'contact',
  lostMessages: 'contact',
  lostOrders: 'contact',
  placeholderLinks: 'contact',
  mismatchedContacts: 'contact',
  onlineBooking: 'contact',
  ttfb: 'firstVisit',
  redirects: 'firstVisit',
  compression: 'firstVisit',
  pageWeight: 'firstVisit',
  requestCount: 'firstVisit',
  renderBlocking: 'firstVisit',
  imageFormats: 'firstVisit',
  imageSizes: 'firstVisit',
  imageDimensions: 'firstVisit',
  lazyLoading: 'firstVisit',
  hotlinkedImages: 'firstVisit',
  layoutShift: 'firstVisit',
  blockingScripts: 'firstVisit',
  caching: 'repeatVisit',
}

/** The ways to reach a business: a missing one stops visitors outright only when none of them, nor a booking tool, works. */
const contactRoutes = new Set<CheckId>(['whatsapp', 'phone', 'contactForm'])

/**
 * Whether this is a missing way to reach the business while another works (or may: a form we could
 * not verify may well reach it). Then no one is told they cannot be reached.
 */
const anotherRouteWorks = (finding: Finding, findings: Finding[]): boolean =>
  contactRoutes.has(finding.id) &&
  findings.some(
    (other) =>
      ((contactRoutes.has(other.id) || other.id === 'onlineBooking') && other.status === 'pass') ||
      (other.id === 'deadForm' && other.values.state === 'unverified'),
  )

/**
 * What a missing form or call link is worth while another way works: one more way, at half its worth.
 * WhatsApp keeps its own weight (`whatsappImpact`): where customers write first, it is the way. So
 * does a number the page writes that no one can tap: the visitor already wants to call it, and
 * linking it is a minute's work; and a call for a trade, a workshop or a funeral home, whose customers
 * call first, whatever form the site has.
 */
export const routeWorth = (finding: Finding, findings: Finding[], weighing: Weighing): number =>
  finding.id !== 'whatsapp' &&
  !(finding.id === 'phone' && ((finding.values.shownNumber ?? 'none') !== 'none' || callsFirst(weighing))) &&
  anotherRouteWorks(finding, findings)
    ? 0.5
    : 1

/**
 * A failure that stops visitors outright (they cannot find the site, use it, believe it, or reach the
 * business at all) outranks every other problem; a problem of later visits comes after every other one.
 * `findings` is the whole analysis: one missing way to reach the business is no blocker while another works.
 */
export function tierOf(finding: Finding, findings: Finding[]): number {
  const stake = stakeOf[finding.id] ?? 'polish'
  const stopping = stake === 'reach' || stake === 'trust' || stake === 'contact'
  if (finding.status === 'fail' && stopping && !anotherRouteWorks(finding, findings)) return 0
  return stake === 'repeatVisit' ? 2 : 1
}

/**
 * Problems with one cause, which take one place among the top three: the ways to reach the business
 * (one fix: give visitors a way), the photos (prepared once: sized, compressed, loaded lazily), what
 * the business offers (its prices and hours, written once where visitors look), and a form that
 * loses what it is sent (mended once, with the template's setting it still carries).
 */
const causes: Partial<Record<CheckId, string>> = {
  whatsapp: 'contactRoutes',
  phone: 'contactRoutes',
  contactForm: 'contactRoutes',
  imageSizes: 'images',
  imageFormats: 'images',
  imageDimensions: 'images',
  lazyLoading: 'images',
  prices: 'offer',
  openingHours: 'offer',
  lostMessages: 'form',
  deadForm: 'form',
}

/** Template leftovers that are only a form's settings (`FORMSPREE_ID_AQUI`): the form's own problem. */
const onlyFormSettings = ({ values }: Finding) =>
  values.shown === 'no' &&
  [1, 2, 3].every((index) => values[`place${index}`] === undefined || values[`place${index}`] === 'form')

/** A problem's cause, if it shares one: a page heavy with its photos is the photos' problem too. */
export const causeOf = (finding: Finding): string | undefined => {
  if (finding.id === 'pageWeight' && finding.values.photos === 'most') return 'images'
  if (finding.id === 'templateContent' && onlyFormSettings(finding)) return 'form'
  return causes[finding.id]
}

/** A finding that says only what we could not confirm: it never takes one of the top three places. */
export const isUncertain = (finding: Finding) => finding.id === 'unconfirmed' || finding.values.state === 'unverified'

/**
 * A finding that suggests something to add rather than a defect to mend: a chat assistant, a mailing
 * list. No customer is stopped by its absence, so it never takes one of the top three places. A
 * newsletter form that loses the addresses it takes is a defect.
 */
export const isSuggestion = (finding: Finding) =>
  finding.id === 'chatWidget' || (finding.id === 'emailCapture' && finding.values.lost !== 'yes')

/** What one finding costs this business as it stands: nothing when it passes. */
export const lossOf = (finding: Finding, weighing: Weighing) =>
  finding.status === 'pass' ? 0 : impactIn(finding.id, weighing)[finding.status]

/** Less than this saved on a phone no visitor notices. */
const negligibleSavingMs = 100

/** A second saved on a phone is worth 4 points over a base of 2, up to 10. */
const secondsWorth = (seconds: number) => Math.min(10, 2 + 4 * seconds)

/**
 * What compressing the uncompressed text saves a phone, at most ours: gzip leaves text at about a
 * third of its size, and Lighthouse's phone link carries about 200 KB a second. A 30 KB page saves a
 * tenth of a second; only hundreds of kilobytes of scripts and styles make it a first fix.
 */
function compressionValue({ values }: Finding, ours: number): number {
  if (typeof values.kib !== 'number') return ours
  return Math.min(ours, secondsWorth((values.kib * (2 / 3)) / 200))
}

/**
 * The estimated value of fixing a finding. For the speed checks Lighthouse estimates (when the phone
 * pass ran), its estimate decides: a second of LCP or FCP saved is worth 4 points over a base of 2,
 * up to 10, never below ours; a check it expects nothing from, or less than a tenth of a second
 * (render-blocking fonts on a page that shows at once), is worth half of ours. Compression
 * without that estimate is worth the time its bytes take.
 */
export function fixValue(finding: Finding, weighing: Weighing): number {
  const { phone } = weighing
  const loss = lossOf(finding, weighing)
  const estimate = finding.id === 'compression' && loss > 0 ? compressionValue(finding, loss) : loss
  if (estimate === 0 || phone.status !== 'measured' || !(finding.id in savingsSources)) return estimate
  const saving = phone.measurements.savingsMs[finding.id]
  if (saving === undefined || saving < negligibleSavingMs) return estimate / 2
  return Math.max(estimate, secondsWorth(saving / 1000))
}
