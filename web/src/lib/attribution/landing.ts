/**
 * Where a visit came from, noted once per tab session on the page it lands on: the referring page's
 * host and the landing address's query, as they are. `currentAttribution` (attribution.ts) reads
 * them when a form is sent: it keeps the host only when it is another site's, and of the query only
 * the campaign tags, bounded and printable.
 *
 * Kept in sessionStorage, not a cookie: a cookie would travel to the server with every request,
 * while this stays in the browser, reaches the server only with a form the visitor sends, and ends
 * with the tab. First-party: no cookie, no third-party script.
 *
 * The entry runs it on every page's first load, inside the first-load budget: so it only notes, and
 * the reading is left to the forms' code.
 */
export const landingKey = 'landing'

/** `[referrer's host or '', the landing address's query]`. */
export type Landing = [string, string]

export function recordLanding() {
  try {
    if (sessionStorage.getItem(landingKey) === null) {
      const landing: Landing = [document.referrer && new URL(document.referrer).hostname, location.search]
      sessionStorage.setItem(landingKey, JSON.stringify(landing))
    }
  } catch {
    // Storage off (a privacy mode, a blocked site): no attribution, and nothing else changes.
  }
}
