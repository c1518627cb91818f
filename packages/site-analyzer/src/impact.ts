import type { CheckId, Finding, PhonePass } from './model'
import { savingsSources } from './phone/measurements'

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
  mixedContent: { fail: 6, warn: 3 },
  consoleErrors: { fail: 3, warn: 2.5 },
  mixedLanguage: { fail: 4, warn: 3 },
  accessibleNames: { fail: 3, warn: 1.5 },
  whatsapp: { fail: 9, warn: 5 },
  phone: { fail: 5, warn: 4 },
  callToAction: { fail: 9, warn: 5 },
  contactForm: { fail: 5, warn: 4 },
  deadForm: { fail: 8, warn: 3 },
  // A form that thanks the visitor and throws the message away loses every customer who writes.
  lostMessages: { fail: 10, warn: 5 },
  testimonials: { fail: 4, warn: 3.5 },
  trustSignals: { fail: 4, warn: 2 },
  placeholderLinks: { fail: 8, warn: 4 },
  offsiteNavigation: { fail: 5, warn: 4 },
  contrast: { fail: 5, warn: 2.5 },
  tapTargets: { fail: 4, warn: 2 },
  formLabels: { fail: 3, warn: 1.5 },
  autoplayMedia: { fail: 5, warn: 2.5 },
  thinHome: { fail: 9, warn: 5 },
  templateContent: { fail: 7, warn: 3.5 },
  unconfirmed: { fail: 1, warn: 1 },
  chatWidget: { fail: 3, warn: 3 },
  onlineBooking: { fail: 6, warn: 6 },
  analytics: { fail: 4, warn: 2 },
  emailCapture: { fail: 2, warn: 2 },
}

/**
 * What a problem stands in the way of, in the order a visitor meets it:
 * - `reach`: finding the site or using it at all (not in Google, an error page, unreadable on a phone);
 * - `contact`: getting in touch, booking or ordering once there;
 * - `firstVisit`: how fast the first visit is;
 * - `repeatVisit`: how fast later visits are (the browser's cache), which helps only those who came back;
 * - `polish`: everything else that makes the site better found or better trusted.
 */
export type Stake = 'reach' | 'contact' | 'firstVisit' | 'repeatVisit' | 'polish'

export const stakeOf: Partial<Record<CheckId, Stake>> = {
  httpStatus: 'reach',
  indexable: 'reach',
  robotsTxt: 'reach',
  viewport: 'reach',
  thinHome: 'reach',
  whatsapp: 'contact',
  phone: 'contact',
  callToAction: 'contact',
  contactForm: 'contact',
  lostMessages: 'contact',
  placeholderLinks: 'contact',
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

/**
 * A failure that stops visitors outright (they cannot find the site, use it, or reach the business)
 * outranks every other problem; a problem of later visits comes after every other one.
 */
export function tierOf(finding: Finding): number {
  const stake = stakeOf[finding.id] ?? 'polish'
  if (finding.status === 'fail' && (stake === 'reach' || stake === 'contact')) return 0
  return stake === 'repeatVisit' ? 2 : 1
}

/** A finding that says only what we could not confirm: it never takes one of the top three places. */
export const isUncertain = (finding: Finding) => finding.id === 'unconfirmed' || finding.values.state === 'unverified'

/** What one finding costs as it stands: nothing when it passes. */
export const lossOf = (finding: Finding) => (finding.status === 'pass' ? 0 : impactOf[finding.id][finding.status])

/**
 * The estimated value of fixing a finding. For the speed checks Lighthouse estimates (when the phone
 * pass ran), its estimate decides: a second of LCP or FCP saved is worth 4 points over a base of 2,
 * up to 10, never below ours; a check it expects nothing from is worth half of ours.
 */
export function fixValue(finding: Finding, phone: PhonePass): number {
  const estimate = lossOf(finding)
  if (estimate === 0 || phone.status !== 'measured' || !(finding.id in savingsSources)) return estimate
  const saving = phone.measurements.savingsMs[finding.id]
  if (saving === undefined) return estimate / 2
  return Math.max(estimate, Math.min(10, 2 + (4 * saving) / 1000))
}
