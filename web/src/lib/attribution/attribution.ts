import { landingKey, type Landing } from './landing'
import type { Attribution } from './schema'

/**
 * What a form sends with its request to the site's own server: the path it is sent from, and how
 * the visit arrived as `recordLanding` noted it. The server checks every part (schema.ts).
 */
export function currentAttribution(): Attribution {
  const attribution: Attribution = { page: location.pathname }
  try {
    const { referrerHost, utm } = JSON.parse(sessionStorage.getItem(landingKey) ?? '{}') as Partial<Landing>
    if (referrerHost) attribution.referrerHost = referrerHost
    if (utm) attribution.utm = utm
  } catch {
    // Storage off, or not what we wrote: the page alone.
  }
  return attribution
}
