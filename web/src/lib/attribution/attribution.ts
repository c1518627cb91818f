import { landingKey, type Landing } from './landing'
import { utmKeys, utmMaxLength } from './limits'
import type { Attribution } from './schema'

/** The landing query's campaign tags: known keys only, printable (no `\p{C}`), bounded, none empty. */
function campaignTags(search: string): Attribution['utm'] {
  const params = new URLSearchParams(search)
  const tags = utmKeys.flatMap((key) => {
    const value = params.get(key)?.replace(/\p{C}/gu, '').trim().slice(0, utmMaxLength)
    return value ? [[key, value] as const] : []
  })
  return tags.length > 0 ? Object.fromEntries(tags) : undefined
}

/**
 * What a form sends with its request to the site's own server: the path it is sent from, and how
 * the visit arrived as `recordLanding` noted it. The server checks every part again (schema.ts).
 */
export function currentAttribution(): Attribution {
  const attribution: Attribution = { page: location.pathname }
  try {
    const [referrer, search] = JSON.parse(sessionStorage.getItem(landingKey) ?? '[]') as Partial<Landing>
    if (typeof referrer === 'string' && referrer && referrer !== location.hostname) attribution.referrerHost = referrer
    const utm = typeof search === 'string' ? campaignTags(search) : undefined
    if (utm) attribution.utm = utm
  } catch {
    // Storage off, or not what we wrote: the page alone.
  }
  return attribution
}
