/** The structured result of one analysis: the markdown, HTML and PDF reports are all drawn from it. */
export const categories = ['speed', 'seo', 'sales', 'automation'] as const
export type Category = (typeof categories)[number]

export type Status = 'pass' | 'warn' | 'fail'
export type Importance = 'high' | 'medium' | 'low'

/** Facts a finding's text interpolates (counts, sizes, examples). */
export type Values = Record<string, string | number>

export type Finding = {
  id: CheckId
  category: Category
  status: Status
  importance: Importance
  values: Values
}

export type AnalysisResult = {
  url: string
  finalUrl: string
  analyzedAt: string
  durationMs: number
  scores: Record<Category | 'overall', number>
  findings: Finding[]
  /** Ids of the three most valuable fixes, best first. */
  topActions: CheckId[]
}

export const checkIds = [
  // speed
  'ttfb',
  'redirects',
  'compression',
  'caching',
  'pageWeight',
  'requestCount',
  'renderBlocking',
  'imageFormats',
  'imageSizes',
  'imageDimensions',
  'lazyLoading',
  // seo
  'httpStatus',
  'indexable',
  'title',
  'description',
  'h1',
  'lang',
  'canonical',
  'viewport',
  'https',
  'httpsRedirect',
  'openGraph',
  'structuredData',
  'robotsTxt',
  'sitemap',
  'imageAlt',
  'linkText',
  // sales
  'whatsapp',
  'phone',
  'callToAction',
  'contactForm',
  'testimonials',
  'trustSignals',
  // automation
  'chatWidget',
  'onlineBooking',
  'analytics',
  'emailCapture',
] as const
export type CheckId = (typeof checkIds)[number]

/** A check's verdict before the category is attached; `undefined` means "does not apply here". */
export type Verdict = { id: CheckId; status: Status; importance: Importance; values?: Values }
