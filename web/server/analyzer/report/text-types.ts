import type { BusinessKind, Category, CheckId, Importance, Status, Values, PhoneUnavailable } from 'site-analyzer'
import type { MetricKey, Rating } from './metrics'

/** How one check reads: its name, what we found wrong and the concrete fix (what passes is listed by name). */
export type CheckText = {
  title: string
  problem: (values: Values) => string
  fix: (values: Values) => string
}

export type ReportText = {
  reportTitle: string
  /** The analysed site's host name is shown beside this label. */
  analyzedSite: string
  analyzedAt: string
  overall: string
  scoreOutOf: string
  topActions: string
  noActions: string
  findings: string
  fixLabel: string
  categories: Record<Category, string>
  status: Record<Status, string>
  importance: Record<Importance, string>
  /** The phone pass: its figures when measured, a plain sentence when it could not run. */
  phone: {
    title: string
    measured: (values: Values) => string
    unavailable: string
    /** Why, when the page itself stopped the measurement: it went over one analysis's memory (MB) or CPU (s). */
    stopped: Record<Extract<PhoneUnavailable, 'memory' | 'cpu'>, (limit: number) => string>
  }
  /** The phone pass's figures as bars, and the screenshot's description. */
  metrics: Record<MetricKey, string>
  /** Each metric's verdict in its own words: a layout shift is unstable, never slow. */
  ratings: Record<MetricKey, Record<Rating, string>>
  screenshotAlt: string
  /** The kind of business we recognised and which of our services would help it most. */
  business: {
    title: string
    recognised: (name: string) => string
    kinds: Record<BusinessKind, { name: string; suggestion: string }>
  }
  passedLabel: string
  unmeasuredLabel: string
  /** The e-mail's and the PDF's last block: how to reach us. */
  contact: { title: string; booking: string; whatsapp: string; email: string }
  limitsTitle: string
  limits: string
  closing: string
  /** Stands where site text had something that could become a link (`withoutLinks`). */
  linkRemoved: string
  checks: Record<CheckId, CheckText>
  dateLocale: string
}
