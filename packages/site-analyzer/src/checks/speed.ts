import type { CheckId, Verdict } from '../model'
import type { Fetched } from '../safe-fetch'
import type { Resource } from '../snapshot'
import { downloadedBytes, downloadedImageBytes, heaviestOf, imageSizesVerdict, lazyLoadingVerdict } from './images'
import { examples, fileName, kib, verdict } from './util'
import type { SiteView } from './site-view'

/** Lighthouse `server-response-time` fails the root document above 600 ms. */
const ttfbLimitMs = 600
/** Lighthouse `uses-text-compression` ignores responses whose savings would be under 1.4 KB. */
const compressionMinBytes = 1400
/** Lighthouse `total-byte-weight` scores 0.9 at 2,667 KiB and 0.5 at 4,000 KiB. */
const weightWarnBytes = 2667 * 1024
const weightFailBytes = 4000 * 1024
/** Ours: Lighthouse reports request counts without a threshold. */
const requestsWarn = 50
const requestsFail = 100
/** Ours: assets that change rarely should be cached a week or more (Lighthouse lists any short TTL). */
const minCacheSeconds = 7 * 24 * 3600
/** Ours: an image this share of the page's weight is what makes the page heavy. */
const dominantShare = 0.5
/** Ours: a page whose photos make this share of its bytes is heavy because of them; fixing them is the fix. */
const photosShare = 0.7
/** Ours: a JPEG/PNG/GIF this large almost always saves ≥ 8 KiB as WebP/AVIF (Lighthouse's cut-off). */
const legacyImageBytes = 20 * 1024

const textTypes = /text\/|javascript|json|xml|svg/
const legacyImage = /\.(jpe?g|png|gif|bmp)(\?|$)|image\/(jpeg|png|gif|bmp)/i

const name = (resource: Resource) => fileName(resource.url)

/** Font services by name (their addresses would not survive the report's link removal), else the file's name. */
const fontServices: [RegExp, string][] = [
  [/fonts\.googleapis\.com/i, 'Google Fonts'],
  [/use\.typekit\.net|p\.typekit\.net/i, 'Adobe Fonts'],
  [/fonts\.bunny\.net/i, 'Bunny Fonts'],
  [/fontawesome|font-awesome/i, 'Font Awesome'],
]
const stylesheetName = (href: string) => fontServices.find(([service]) => service.test(href))?.[1] ?? fileName(href)

function cacheSeconds(cacheControl = ''): number {
  if (/no-store|no-cache/.test(cacheControl)) return 0
  const maxAge = /max-age=(\d+)/.exec(cacheControl)
  return maxAge ? Number(maxAge[1]) : 0
}

/**
 * The server's time to first byte, judged only on the part our own machine did not add (the worst
 * delay of a reference page served in-process while the page was read): over the limit even without
 * it, the server is slow; over the limit only with it, nobody can tell (undefined), and the site is not blamed.
 */
function serverTime({ ttfbMs, machineDelayMs = 0 }: Fetched): Verdict | undefined {
  const ms = Math.round(ttfbMs - machineDelayMs)
  if (ttfbMs <= ttfbLimitMs) return verdict('ttfb', 'pass', 'medium', { ms: Math.round(ttfbMs) })
  if (ms <= ttfbLimitMs) return undefined
  return verdict('ttfb', 'fail', ms > 3 * ttfbLimitMs ? 'high' : 'medium', { ms })
}

/** The speed checks this analysis could not judge fairly because our own machine was too busy. */
export function unjudgedSpeed(site: SiteView): CheckId[] {
  return serverTime(site.snapshot.page) ? [] : ['ttfb']
}

/** Videos a page plays or embeds: its own files, YouTube's or Vimeo's player. */
const embeddedVideos = 'video, iframe[src*="youtube" i], iframe[src*="youtu.be" i], iframe[src*="vimeo" i]'

export function speedChecks(site: SiteView): Verdict[] {
  const { page, $, resources } = site.snapshot
  const ttfb = serverTime(page)
  const images = resources.filter((resource) => resource.kind === 'image')
  const sized = (list: Resource[]) => list.filter((resource) => resource.bytes !== undefined)

  const pageUncompressed = !page.headers['content-encoding'] && page.body.length >= compressionMinBytes
  const uncompressed = resources.filter(
    (r) =>
      r.kind !== 'image' &&
      (r.bytes ?? 0) >= compressionMinBytes &&
      !r.encoding &&
      textTypes.test(r.contentType ?? 'text/'),
  )
  const uncompressedBytes =
    (pageUncompressed ? page.body.length : 0) + uncompressed.reduce((sum, r) => sum + (r.bytes ?? 0), 0)
  const shortCache = resources.filter(
    (r) => r.contentType !== undefined && cacheSeconds(r.cacheControl) < minCacheSeconds,
  )
  const weight = downloadedBytes(site)
  const requests = site.phone?.requestCount ?? resources.length + 1
  const head = $('head')
  const blockingScripts = head.find('script[src]:not([async]):not([defer]):not([type="module"])').length
  const stylesheets = head.find('link[rel~="stylesheet"][href]:not([media="print"])')
  const blockingStyles = stylesheets.length
  const fromAnotherSite = (href: string) =>
    /^(https?:)?\/\//i.test(href) &&
    URL.canParse(href, page.url) &&
    new URL(href, page.url).host !== new URL(page.url).host
  // A stylesheet from another site (fonts above all) holds the first paint on a connection of its own.
  const foreignStyles = [
    ...stylesheets.map((_, element) => $(element).attr('href') ?? '').get(),
    ...(
      head
        .find('style')
        .text()
        .match(/@import\s+(?:url\()?\s*['"]?[^'")\s;]+/g) ?? []
    ).map((rule) => rule.replace(/^@import\s+(url\()?\s*['"]?/, '')),
  ]
    .filter(fromAnotherSite)
    .map(stylesheetName)
  const ownStyles = stylesheets.filter((_, element) => !fromAnotherSite($(element).attr('href') ?? '')).length
  // Lighthouse `redirects` counts a redirect the page makes itself; `<meta http-equiv="refresh">` is one.
  // A stub whose refresh was followed is among the page's redirects already (`snapshot.refreshed`).
  const metaRefresh = /url\s*=/i.test($('meta[http-equiv="refresh" i]').attr('content') ?? '') ? 1 : 0
  const refresh = site.snapshot.refreshed ? 1 : metaRefresh
  const redirects = page.redirects.length + metaRefresh
  const legacy = sized(images)
    .filter((r) => legacyImage.test(r.contentType ?? r.url) && (r.bytes ?? 0) > legacyImageBytes)
    .sort((a, b) => b.bytes! - a.bytes!)
  const heaviestImage = heaviestOf(site)
  const imgTags = $('img')
  // The phone pass knows what the page's styles size too (a logo at 44 × 44 in CSS); without it, the attributes tell.
  const unsized =
    site.phone?.unsizedImages ?? imgTags.filter((_, el) => !$(el).attr('width') || !$(el).attr('height')).length
  /** Lighthouse's good layout shift: under 0.1. */
  const steadyOnPhone = site.phone !== undefined && site.phone.metrics.cls < 0.1

  return [
    ...(ttfb ? [ttfb] : []),
    verdict('redirects', redirects === 0 ? 'pass' : redirects === 1 ? 'warn' : 'fail', 'medium', {
      count: redirects,
      refresh,
    }),
    verdict('compression', uncompressedBytes ? 'fail' : 'pass', 'medium', {
      count: uncompressed.length,
      withPage: pageUncompressed ? 'yes' : 'no',
      examples: examples(uncompressed.map(name)),
      kib: kib(uncompressedBytes),
    }),
    verdict('caching', shortCache.length ? 'warn' : 'pass', 'low', {
      count: shortCache.length,
      examples: examples(shortCache.map(name)),
    }),
    verdict(
      'pageWeight',
      weight > weightFailBytes ? 'fail' : weight > weightWarnBytes ? 'warn' : 'pass',
      'high',
      {
        kib: kib(weight),
        videos: site.home(embeddedVideos).length ? 'yes' : 'no',
        photos: downloadedImageBytes(site) >= weight * photosShare ? 'most' : 'some',
      },
      heaviestImage && heaviestImage.bytes >= weight * dominantShare ? heaviestImage.url : undefined,
    ),
    verdict('requestCount', requests > requestsFail ? 'fail' : requests > requestsWarn ? 'warn' : 'pass', 'low', {
      count: requests,
    }),
    verdict(
      'renderBlocking',
      blockingScripts ? 'fail' : blockingStyles > 2 || foreignStyles.length ? 'warn' : 'pass',
      'medium',
      {
        scripts: blockingScripts,
        // The page's own stylesheets; those from another site are counted apart.
        styles: ownStyles,
        foreign: foreignStyles.length,
        examples: examples([...new Set(foreignStyles)]),
      },
    ),
    verdict(
      'imageFormats',
      legacy.length ? 'warn' : 'pass',
      'medium',
      { count: legacy.length, examples: examples(legacy.map(name)) },
      legacy[0]?.url,
    ),
    imageSizesVerdict(site),
    // Sizes set in CSS hold the place as well: when the phone saw nothing move, there is nothing to fix;
    // without the phone pass, the jump is only what may happen (`moved: 'no'`).
    verdict('imageDimensions', unsized && !steadyOnPhone ? 'warn' : 'pass', 'low', {
      count: unsized,
      total: imgTags.length,
      moved: site.phone ? 'yes' : 'no',
    }),
    lazyLoadingVerdict(site),
  ]
}
