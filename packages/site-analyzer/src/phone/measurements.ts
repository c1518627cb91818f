import type { Result } from 'lighthouse'
import { resourceTypes, type CheckId, type PhoneMeasurements, type ResourceType } from '../model'

type Audit = Result['audits'][string]
type NetworkItem = { url?: string; resourceType?: string; transferSize?: number; statusCode?: number }

/** The network log Lighthouse recorded, every frame included. */
export function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details
  return details?.type === 'table' ? (details.items as NetworkItem[]) : []
}

/** Scripts the browser asked for and did not get (a network error, or an error status): their code never ran. */
export const failedScripts = (lhr: Result): string[] =>
  networkItems(lhr)
    .filter(
      ({ resourceType, statusCode = -1 }) => resourceType === 'Script' && !(statusCode >= 200 && statusCode < 400),
    )
    .flatMap(({ url }) => (url ? [url] : []))

const typeOf = (chromeType: string | undefined): ResourceType => {
  const lower = (chromeType ?? '').toLowerCase()
  return (resourceTypes as readonly string[]).includes(lower) ? (lower as ResourceType) : 'other'
}

export function bytesByType(lhr: Result): Record<ResourceType, number> {
  const totals = Object.fromEntries(resourceTypes.map((type) => [type, 0])) as Record<ResourceType, number>
  for (const item of networkItems(lhr)) totals[typeOf(item.resourceType)] += item.transferSize ?? 0
  return totals
}

/**
 * Which Lighthouse audits estimate the gain of fixing each of our speed checks. Lighthouse 13 reports
 * most of them as "insights"; the older audits stay as fallbacks where the default config keeps them.
 */
export const savingsSources: Partial<Record<CheckId, string[]>> = {
  ttfb: ['document-latency-insight', 'server-response-time'],
  redirects: ['redirects', 'document-latency-insight'],
  compression: ['document-latency-insight'],
  pageWeight: ['total-byte-weight', 'image-delivery-insight'],
  renderBlocking: ['render-blocking-insight'],
  imageFormats: ['image-delivery-insight'],
  imageSizes: ['image-delivery-insight'],
  imageDimensions: ['cls-culprits-insight', 'unsized-images'],
  lazyLoading: ['lcp-discovery-insight'],
}

/** An audit's estimated saving in ms: its LCP or FCP saving, else the opportunity's overall figure. */
function savingOf(audit: Audit | undefined): number {
  if (!audit || audit.score === 1) return 0
  const metric = audit.metricSavings ?? {}
  const overall = audit.details && 'overallSavingsMs' in audit.details ? Number(audit.details.overallSavingsMs) : 0
  return Math.round(Math.max(metric.LCP ?? 0, metric.FCP ?? 0, overall || 0))
}

export function savingsMs(lhr: Result): PhoneMeasurements['savingsMs'] {
  const savings: PhoneMeasurements['savingsMs'] = {}
  for (const [id, sources] of Object.entries(savingsSources) as [CheckId, string[]][]) {
    const best = Math.max(0, ...sources.map((source) => savingOf(lhr.audits[source])))
    if (best > 0) savings[id] = best
  }
  return savings
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? 0

/** Every image the browser downloaded, in any frame and from CSS too, heaviest first. */
function imagesOf(lhr: Result): PhoneMeasurements['images'] {
  return networkItems(lhr)
    .filter((item) => item.resourceType === 'Image' && item.url?.startsWith('http') && (item.transferSize ?? 0) > 0)
    .map((item) => ({ url: item.url!, bytes: item.transferSize! }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 20)
}

/** The images drawn without a size, attributes or styles: none when the audit found nothing to judge. */
function unsizedImages(lhr: Result): number {
  const details = lhr.audits['unsized-images']?.details
  return details?.type === 'table' ? details.items.length : 0
}

/** Everything but what the phone pass reads from the page itself: the screenshot and the LCP image. */
export function measurementsOf(lhr: Result): Omit<PhoneMeasurements, 'screenshot' | 'lcpImageUrl'> {
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    metrics: {
      lcpMs: Math.round(numeric(lhr, 'largest-contentful-paint')),
      cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(numeric(lhr, 'total-blocking-time')),
      fcpMs: Math.round(numeric(lhr, 'first-contentful-paint')),
      speedIndexMs: Math.round(numeric(lhr, 'speed-index')),
    },
    requestCount: networkItems(lhr).length,
    bytesByType: bytesByType(lhr),
    images: imagesOf(lhr),
    savingsMs: savingsMs(lhr),
    unsizedImages: unsizedImages(lhr),
  }
}
