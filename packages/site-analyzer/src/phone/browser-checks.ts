import type { Result } from 'lighthouse'
import { siteOf } from '../checks/links'
import { examples, ligatureIcons, verdict } from '../checks/util'
import type { Category, CheckId, UnmeasuredCause, Verdict } from '../model'
import { failedScripts, networkItems } from './measurements'

/** What the phone pass saw in the loaded page itself, beyond Lighthouse's audits. */
export type PageObservations = {
  /** Media that plays, or is set to play, with sound and without a tap. */
  audibleAutoplay: string[]
  /** The image Chromium reported as the largest contentful paint; empty when it was text. */
  lcpImageUrl: string
  /** The page as rendered, scripts run (capped), for the sales checks. */
  html: string
  /** Whether the page has fields to fill in (`checks/forms.ts`): without any, field labels do not apply. */
  hasForm: boolean
  /**
   * How many pixels wider than the phone's screen the page is, as a visitor can scroll it sideways
   * (none when the page clips its sides), and what sticks out: the outermost elements past its edge.
   */
  wider: { by: number; parts: string[] }
}

type Item = Record<string, unknown>
const itemsOf = (lhr: Result, id: string): Item[] | undefined => {
  const audit = lhr.audits[id]
  if (!audit || audit.score === null) return undefined
  return audit.details?.type === 'table' ? (audit.details.items as Item[]) : []
}

/**
 * Image hosts that serve a site's own pictures on its behalf (CDNs, site builders); an image from
 * anywhere else belongs to another site and is hotlinked.
 */
const imageServices =
  /(^|\.)(cloudinary\.com|imgix\.net|cloudfront\.net|akamaized\.net|fastly\.net|wixstatic\.com|squarespace-cdn\.com|shopify\.com|shopifycdn\.com|wp\.com|googleusercontent\.com|ggpht\.com|ytimg\.com|gstatic\.com|cdninstagram\.com|fbcdn\.net|jsdelivr\.net|unpkg\.com|bunnycdn\.com|b-cdn\.net|cdn\.[a-z0-9.-]+)$/

/** Google Images' search-result thumbnails: a picture copied from a search, never a site's own. */
const searchThumbnails = /^encrypted-tbn\d*\.gstatic\.com$/

/** The pictures the page took from other sites, each once, and the hosts they come from. */
export function hotlinkedImages(lhr: Result, pageUrl: string): { images: string[]; hosts: string[] } {
  const ownSite = siteOf(new URL(pageUrl).hostname)
  const images = [
    ...new Set(
      networkItems(lhr)
        .filter((item) => item.resourceType === 'Image' && item.url?.startsWith('http'))
        .map((item) => item.url!),
    ),
  ].filter((url) => {
    const host = new URL(url).hostname
    return searchThumbnails.test(host) || (siteOf(host) !== ownSite && !imageServices.test(host))
  })
  return { images, hosts: [...new Set(images.map((url) => new URL(url).hostname))] }
}

/**
 * The two phone metrics no HTTP check explains, as findings with their culprits, at the thresholds
 * PageSpeed Insights colours them by: the content jumping while it loads (CLS above 0.1 needs work,
 * above 0.25 is poor), and scripts keeping the phone busy (total blocking time above 200 ms, 600 ms).
 */
const metricChecks = {
  layoutShift: {
    metric: 'cumulative-layout-shift',
    limits: [0.1, 0.25],
    shown: (value: number) => value.toFixed(2),
    culprits: (lhr: Result) => (itemsOf(lhr, 'layout-shifts') ?? []).map((item) => nodeLabelOf(item.node)),
  },
  blockingScripts: {
    metric: 'total-blocking-time',
    limits: [200, 600],
    shown: (value: number) => String(Math.round(value)),
    // Only scripts that ran long enough to block: a stylesheet or a small script the page parsed is not one.
    culprits: (lhr: Result, pageUrl: string) =>
      (itemsOf(lhr, 'bootup-time') ?? [])
        .filter((item) => Number(item.scripting ?? 0) >= blockingScriptingMs)
        .map((item) => String(item.url ?? ''))
        .filter((url) => url.startsWith('http') && !samePage(url, pageUrl))
        .map((url) => new URL(url).pathname.split('/').pop() || new URL(url).hostname),
  },
} as const

/** Whether an address is the page itself (its parsing and inline scripts), not a script file. */
const samePage = (url: string, pageUrl: string) => url.split('#')[0] === pageUrl.split('#')[0]

/** Lighthouse's own line for a host CPU too slow for its figures (its benchmark index, measured in the same run). */
const slowHostBenchmark = 1000
/** Ours: a script (a file, or the page's inline ones) keeps the phone busy when it runs this long, a long task's length. */
const blockingScriptingMs = 50

/** Of the blocking time, the part the scripts' own running must account for before they are blamed for it. */
const scriptsShare = 1 / 3

/**
 * How much of the blocking time the page's scripts can have made, in Lighthouse's estimate for the
 * phone: a task blocks only for what it runs past a long task's length, so each script counts for its
 * running beyond that. A small script the machine was slow to start (a few milliseconds, times
 * Lighthouse's slowdown) then counts for little or nothing.
 */
const scriptsBlockingMs = (lhr: Result) =>
  (itemsOf(lhr, 'bootup-time') ?? []).reduce(
    (sum, item) => sum + Math.max(0, Number(item.scripting ?? 0) - blockingScriptingMs),
    0,
  )

/** The page's own inline scripts run long enough to block the phone. */
const inlineScriptsBlock = (lhr: Result, pageUrl: string) =>
  (itemsOf(lhr, 'bootup-time') ?? []).some(
    (item) => samePage(String(item.url ?? ''), pageUrl) && Number(item.scripting ?? 0) >= blockingScriptingMs,
  )

/**
 * The checks a busy machine keeps the phone pass from judging: total blocking time is CPU time, so on
 * a host Lighthouse itself finds too slow it measures our machine, not the site.
 */
export const unjudgedInBrowser = (lhr: Result): CheckId[] =>
  (lhr.environment?.benchmarkIndex ?? slowHostBenchmark) < slowHostBenchmark ? ['blockingScripts'] : []

const nodeLabelOf = (node: unknown) => {
  const { nodeLabel, snippet } = (node ?? {}) as { nodeLabel?: string; snippet?: string }
  return (nodeLabel || snippet || '').replace(/\s+/g, ' ').trim()
}

function metricVerdict(lhr: Result, id: keyof typeof metricChecks, pageUrl: string): Verdict | undefined {
  const { metric, limits, shown, culprits } = metricChecks[id]
  const value = lhr.audits[metric]?.numericValue
  if (value === undefined || unjudgedInBrowser(lhr).includes(id)) return undefined
  const named = [...new Set(culprits(lhr, pageUrl).filter(Boolean))]
  // Blocking scripts are blamed only when a script took the time: on a page without any, or whose
  // scripts can have made less than a third of it, the blocking time is the browser's own work
  // (reading and laying out a long page) or a busy machine's, not something a script's owner can fix.
  const blamed =
    id !== 'blockingScripts' ||
    ((named.length > 0 || inlineScriptsBlock(lhr, pageUrl)) && scriptsBlockingMs(lhr) >= value * scriptsShare)
  const status = !blamed ? 'pass' : value > limits[1] ? 'fail' : value > limits[0] ? 'warn' : 'pass'
  return verdict(id, status, 'high', { value: shown(value), ...countOf(named) })
}

/** Each check reports under the category a business owner would file it in. */
export type CategorizedVerdict = Verdict & { category: Category }

/** Whether the page threw as it loaded (an uncaught exception in Lighthouse's console log). */
export const threwOnLoad = (lhr: Result) =>
  (itemsOf(lhr, 'errors-in-console') ?? []).some((item) => item.source === 'exception')

/** Scripts that write a page's styles as it runs: Tailwind's Play CDN, UnoCSS's runtime, Twind. */
const styleRuntimes = /cdn\.tailwindcss\.com|@unocss\/runtime|\btwind\b|windicss/i

/**
 * Stylesheets that only bring a typeface (Google Fonts, Bunny, Typekit), icons (Font Awesome, Bootstrap
 * Icons) or animations (animate.css, AOS): without one, text and icons are drawn in another letter,
 * or stand still, in the page's own colours and sizes.
 */
const decorativeStyles =
  /^https?:\/\/(?:fonts\.googleapis\.com|fonts\.bunny\.net|use\.typekit\.net|fonts\.cdnfonts\.com|api\.fontshare\.com|use\.fontawesome\.com|kit\.fontawesome\.com)\/|font-?awesome|bootstrap-icons|boxicons|remixicon|material-?(?:icons|symbols)|ionicons|line-?awesome|\banimate(?:\.min)?\.css|\baos(?:\.min)?\.css/i

/**
 * The styles the browser asked for and got no answer for (offline, refused by our proxy): stylesheets,
 * and scripts that write styles. The page was then seen unstyled, not as its visitors see it: its
 * layout, and, unless only typefaces, icons or animations are missing (`decorative`), its colours and
 * sizes too. One its server answered with an error (a 404 for a file missing from the site) is missing
 * for every visitor too: the page seen is theirs.
 */
function missingStyles(lhr: Result): { all: boolean; decorative: boolean } {
  const missing = networkItems(lhr)
    .filter(
      ({ url = '', resourceType, statusCode = -1 }) =>
        statusCode <= 0 && (resourceType === 'Stylesheet' || (resourceType === 'Script' && styleRuntimes.test(url))),
    )
    .map(({ url = '' }) => url)
  return { all: missing.length > 0, decorative: missing.every((url) => decorativeStyles.test(url)) }
}

/** A page this many pixels wider than the screen or more shows a strip of nothing beside it, more than a wobble. */
const widerFailPx = 20

/** Why a check the phone pass makes was left out of a measured pass: the page's styles, or some of its scripts, did not arrive. */
export type Unmeasured = { id: CheckId; cause: UnmeasuredCause }

/**
 * The checks a measured pass left out because what it saw is not what visitors see: contrast and tap
 * targets on a page drawn without its colours, layout shifts and the page's width on one laid out
 * without all its styles (a typeface that arrives late moves text, a fallback one is wider or
 * narrower), JavaScript errors when scripts did not arrive.
 */
export function unmeasuredInBrowser(lhr: Result): Unmeasured[] {
  const styles = missingStyles(lhr)
  return [
    // A fallback typeface is wider or narrower than the page's own: what fits the screen is not known.
    ...(styles.all
      ? (['layoutShift', 'pageWidth'] as const).map((id) => ({
          id,
          cause: styles.decorative ? ('fonts' as const) : ('styles' as const),
        }))
      : []),
    ...(failedScripts(lhr).length ? [{ id: 'consoleErrors' as const, cause: 'scripts' as const }] : []),
    ...(styles.all && !styles.decorative
      ? (['contrast', 'tapTargets'] as const).map((id) => ({ id, cause: 'styles' as const }))
      : []),
  ]
}

/** Where a JavaScript error comes from in Lighthouse's console log: thrown, logged, or the engine's own. */
const scriptSources = new Set(['exception', 'console.error', 'javascript'])

/**
 * Findings only a browser can make. A check whose audit did not apply (or did not run) is left out,
 * so nothing the phone pass could not see ever reads as a pass; so are those `unmeasuredInBrowser`
 * names, which the report lists as unmeasured.
 */
export function browserVerdicts(lhr: Result, page: PageObservations, pageUrl: string): CategorizedVerdict[] {
  const found: CategorizedVerdict[] = []
  const add = (category: Category, entry: Verdict) => found.push({ ...entry, category })
  const failing = (id: string) => itemsOf(lhr, id)

  // Counted by picture, named by the sites they come from.
  const hotlinked = hotlinkedImages(lhr, pageUrl)
  add(
    'speed',
    verdict('hotlinkedImages', hotlinked.images.length ? 'warn' : 'pass', 'low', {
      count: hotlinked.images.length,
      examples: examples(hotlinked.hosts),
    }),
  )
  // A page whose styles did not arrive was laid out as its visitors never see it.
  const left = new Set(unmeasuredInBrowser(lhr).map((check) => check.id))
  const layoutShift = left.has('layoutShift') ? undefined : metricVerdict(lhr, 'layoutShift', pageUrl)
  if (layoutShift) add('speed', layoutShift)
  const blockingScripts = metricVerdict(lhr, 'blockingScripts', pageUrl)
  if (blockingScripts) add('speed', blockingScripts)

  if (new URL(pageUrl).protocol === 'https:') {
    const insecure = (failing('is-on-https') ?? []).map((item) => String(item.url ?? ''))
    add('seo', verdict('mixedContent', insecure.length ? 'fail' : 'pass', 'high', countOf(insecure)))
  }
  // The page's own JavaScript errors: failed requests depend on where the analysis runs (offline,
  // refused by our proxy), and so do the errors of code whose library never arrived («jQuery is not
  // defined»: not judged then); the browser's notes on the markup («X-Frame-Options may only be set
  // via an HTTP header…») break nothing.
  const errors = left.has('consoleErrors')
    ? undefined
    : failing('errors-in-console')?.filter((item) => scriptSources.has(String(item.source)))
  if (errors) {
    const texts = errors.map((item) => String(item.description ?? item.source ?? ''))
    add('seo', verdict('consoleErrors', errors.length ? 'warn' : 'pass', 'medium', countOf(texts)))
  }

  for (const [id, audit] of [
    ['contrast', 'color-contrast'],
    ['tapTargets', 'target-size'],
    ['formLabels', 'label'],
  ] as const) {
    if ((id === 'formLabels' && !page.hasForm) || left.has(id)) continue
    // An icon font's word (`<span class="material-symbols-outlined">star</span>`) is a picture once the
    // font arrives, no text to read: our pass may have drawn it as the word.
    const items = failing(audit)?.filter(
      (item) => id !== 'contrast' || !ligatureIcons.test(String((item.node as { snippet?: string })?.snippet ?? '')),
    )
    if (!items) continue
    // The texts and controls themselves, as Lighthouse names them, so the owner can find them.
    const named =
      id === 'formLabels'
        ? { count: items.length }
        : countOf([...new Set(items.map((item) => nodeLabelOf(item.node)).filter(Boolean))])
    add('sales', verdict(id, items.length ? 'fail' : 'pass', 'medium', { ...named, count: items.length }))
  }
  if (!left.has('pageWidth')) {
    const { by, parts } = page.wider
    const status = by >= widerFailPx ? 'fail' : by > 1 ? 'warn' : 'pass'
    add('sales', verdict('pageWidth', status, 'medium', { pixels: by, ...countOf(status === 'pass' ? [] : parts) }))
  }
  const autoplay = page.audibleAutoplay
  add('sales', verdict('autoplayMedia', autoplay.length ? 'fail' : 'pass', 'medium', countOf(autoplay)))
  return found
}

const countOf = (items: string[]) => ({ count: items.length, examples: examples(items) })
