/**
 * Where a visit came from, noted once per tab session on the page it lands on: the referring site's
 * host (only when it is another site) and the landing address's utm tags, bounded and printable.
 *
 * Kept in sessionStorage, not a cookie: a cookie would travel to the server with every request,
 * while this stays in the browser, reaches the server only with a form the visitor sends
 * (`currentAttribution`), and ends with the tab. First-party: no cookie, no third-party script.
 *
 * The entry runs it on every page's first load, so it stays this small (docs/leads.md, "Attribution").
 */
export const landingKey = 'landing'

/** The tags kept; any other parameter of the address is ignored. */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof utmKeys)[number]

/** Longest tag value kept, and longest path. */
export const utmMaxLength = 100
export const pathMaxLength = 200

export type Landing = {
  /** The path the visit landed on; its presence marks the tab session as recorded. */
  landing: string
  referrerHost?: string
  utm?: Partial<Record<UtmKey, string>>
}

export function recordLanding() {
  try {
    if (sessionStorage.getItem(landingKey)) return
    const { hostname } = new URL(document.referrer || location.href)
    const params = new URLSearchParams(location.search)
    const landing: Landing = { landing: location.pathname.slice(0, pathMaxLength) }
    if (hostname !== location.hostname) landing.referrerHost = hostname
    for (const key of utmKeys) {
      // Control and format characters dropped (`\p{C}`), so a tag is printable text.
      const value = params.get(key)?.replace(/\p{C}/gu, '').slice(0, utmMaxLength)
      if (value) (landing.utm ??= {})[key] = value
    }
    sessionStorage.setItem(landingKey, JSON.stringify(landing))
  } catch {
    // Storage off (a privacy mode, a blocked site): no attribution, and nothing else changes.
  }
}
