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
  /** The one resource (its address) the finding is mostly about: one heavy image never fills two of the top three. */
  subject?: string
}

/**
 * Why the phone pass left a check out: the page's styles did not arrive (`styles`), only its typefaces,
 * icons or animations from another site did not (`fonts`), or some of its scripts did not (`scripts`).
 */
export type UnmeasuredCause = 'styles' | 'fonts' | 'scripts'

export type AnalysisResult = {
  url: string
  finalUrl: string
  analyzedAt: string
  durationMs: number
  scores: Record<Category | 'overall', number>
  findings: Finding[]
  /** Ids of the three most valuable fixes, best first. */
  topActions: CheckId[]
  /** What kind of business the site is for, so examples and suggestions fit it. */
  business: BusinessKind
  /** Where the business trades, as the site's numbers, domain and words tell. */
  market: Market
  /** The country the business is in (ISO 3166 code), when the site points to one. */
  country?: string
  /** The phone pass in headless Chromium, or why it could not run. */
  phone: PhonePass
  /** Checks left out because our own machine was too busy to tell the site's time from its own. */
  unjudged?: { id: CheckId; category: Category }[]
  /**
   * Checks the phone pass left out although it measured: the page it saw lacked its styles (drawn
   * without its colours or layout) or some of its scripts, unlike what visitors see.
   */
  unmeasured?: { id: CheckId; category: Category; cause: UnmeasuredCause }[]
  /**
   * The home page was read without the phone pass and is an empty frame its scripts draw into: the
   * checks that read what it shows (`drawnPageChecks`) were left out, as unmeasured.
   */
  drawnByScript?: true
}

/** Resource types in the browser's network log. */
export const resourceTypes = ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'other'] as const
export type ResourceType = (typeof resourceTypes)[number]

/** What the phone pass in headless Chromium measured (Lighthouse, mobile, its default throttling). */
export type PhoneMeasurements = {
  /** Lighthouse's performance score, 0–100. */
  performance: number
  metrics: { lcpMs: number; cls: number; tbtMs: number; fcpMs: number; speedIndexMs: number }
  /** Requests in the network log, every frame included. */
  requestCount: number
  /** Transferred bytes by type, every frame included. */
  bytesByType: Record<ResourceType, number>
  /** The first screen on a phone, JPEG. */
  screenshot: { base64: string; width: number; height: number }
  /** Images in the network log (every frame, CSS backgrounds included), heaviest first. */
  images: { url: string; bytes: number }[]
  /** The image Chromium reported as the largest contentful paint, when it was an image. */
  lcpImageUrl?: string
  /** Lighthouse's estimated savings in ms per speed check it informs, to rank the top actions. */
  savingsMs: Partial<Record<CheckId, number>>
  /**
   * The images Lighthouse found drawn with no size of their own, neither in their attributes nor in
   * the page's styles (`unsized-images`); absent from results stored before it was read.
   */
  unsizedImages?: number
}

/**
 * The kinds of business the report tailors its examples and suggestions to: food (restaurant, bakery,
 * pizzeria and fast food, café, bar), personal care (barbershop, beauty salon and spa), health
 * (medical clinic, dental practice), veterinary clinic, gym, mechanic's workshop, car wash, shop, hotel and lodging,
 * travel agency and tour operator, school and courses,
 * professional services, trades and local services, photographers, funeral homes, and "other" when the site does not say clearly.
 */
export const businessKinds = [
  'restaurant',
  'bakery',
  'fastFood',
  'cafe',
  'bar',
  'barbershop',
  'beautySalon',
  'tattoo',
  'clinic',
  'dentist',
  'vet',
  'petCare',
  'gym',
  'mechanic',
  'carWash',
  'shop',
  'hotel',
  'travel',
  'school',
  'services',
  'localServices',
  'photographer',
  'funeral',
  'other',
] as const
export type BusinessKind = (typeof businessKinds)[number]

/**
 * Where a business trades, as far as WhatsApp is concerned: Latin America, where customers write to
 * businesses by WhatsApp first; Spain, where they call or book; the English-speaking world, where few do.
 */
export const markets = ['latam', 'spain', 'english', 'other'] as const
export type Market = (typeof markets)[number]

/**
 * Why a phone pass has no figures: switched off on this server (`ANALYZER_PHONE_PASS`), no browser
 * here (none installed, or it did not start), the page not measured by its deadline (`timeout`), our side too busy to measure it in
 * time (`busy`: no browser came free before the deadline, or the machine was overloaded), a
 * failure, or the page took more memory or CPU than one analysis may (the browser was stopped).
 */
export type PhoneUnavailable = 'off' | 'no-browser' | 'timeout' | 'busy' | 'failed' | 'memory' | 'cpu'

export type PhonePass =
  { status: 'measured'; measurements: PhoneMeasurements } | { status: 'unavailable'; reason: PhoneUnavailable }

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
  'hotlinkedImages',
  'layoutShift',
  'blockingScripts',
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
  'doctype',
  'viewportZoom',
  'deadLinks',
  'location',
  'mixedContent',
  'consoleErrors',
  'mixedLanguage',
  'accessibleNames',
  // sales
  'whatsapp',
  'phone',
  'callToAction',
  'contactForm',
  'deadForm',
  'lostMessages',
  'lostOrders',
  'testimonials',
  'trustSignals',
  'placeholderLinks',
  'mismatchedContacts',
  'offsiteNavigation',
  'prices',
  'openingHours',
  'contrast',
  'tapTargets',
  'pageWidth',
  'formLabels',
  'autoplayMedia',
  'thinHome',
  'templateContent',
  'brokenResources',
  'unconfirmed',
  // automation
  'chatWidget',
  'onlineBooking',
  'analytics',
  'emailCapture',
] as const
export type CheckId = (typeof checkIds)[number]

/**
 * Where on a page an element sits, as the report names it to an owner: findings that point at
 * elements carry up to three examples as `text1`, `place1`, `text2`, `place2`… (`placedExamples`), or
 * `icon2` for a control known by its icon.
 */
export const places = [
  'title',
  'description',
  'mainHeading',
  'heading',
  'navigation',
  'header',
  'footer',
  'form',
  'image',
  'button',
  'link',
  'page',
  'script',
] as const
export type Place = (typeof places)[number]

/**
 * Controls an owner knows by their look rather than by any text (the menu's ☰, a slider's arrows, a
 * drop-down list): a nameless one is named by what it is, in the report's language, not by its class.
 */
export const iconControls = [
  'menu',
  'close',
  'search',
  'slides',
  'scrollTop',
  'cart',
  'call',
  'mail',
  'map',
  'signIn',
  /** A drop-down list (its field name is the developer's word, not the owner's). */
  'list',
  /** An icon with nothing else to tell it by: no class, no address. */
  'icon',
] as const
export type IconControl = (typeof iconControls)[number]

/** Checks only the phone pass can make, by category: "unmeasured" in a report without it. */
export const browserOnlyChecks: Record<Category, CheckId[]> = {
  speed: ['hotlinkedImages', 'layoutShift', 'blockingScripts'],
  seo: ['mixedContent', 'consoleErrors'],
  sales: ['contrast', 'tapTargets', 'pageWidth', 'formLabels', 'autoplayMedia'],
  automation: [],
}

/** The category of a check only the phone pass makes. */
export const browserCheckCategory = (id: CheckId): Category =>
  (Object.keys(browserOnlyChecks) as Category[]).find((category) => browserOnlyChecks[category].includes(id))!

/**
 * Checks that read what the home page shows a visitor (its headings, pictures, links, reviews,
 * address): on a page its scripts draw, read without the phone pass, they would judge an empty frame.
 */
export const drawnPageChecks: Record<Category, CheckId[]> = {
  speed: [],
  seo: ['h1', 'imageAlt', 'linkText', 'accessibleNames', 'deadLinks', 'location', 'mixedLanguage'],
  sales: ['testimonials', 'trustSignals', 'placeholderLinks', 'mismatchedContacts', 'offsiteNavigation'],
  automation: ['emailCapture'],
}

/** A check's verdict before the category is attached; `undefined` means "does not apply here". */
export type Verdict = { id: CheckId; status: Status; importance: Importance; values?: Values; subject?: string }
