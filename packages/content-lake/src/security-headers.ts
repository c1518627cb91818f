import { createHash } from 'node:crypto'
import { pageStyle } from './pages'

/**
 * The security headers of every lake answer (docs/security-headers.md, "The Studio and the lake").
 * Nothing frames the lake: the Presentation tool frames the site, never the Studio, so every
 * answer says `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
type Directives = Record<string, string[]>

const policyText = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')

/** A CSP source allowing exactly `text` as an inline script or style. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const nothingElse = { 'object-src': ["'none'"], 'base-uri': ["'none'"], 'frame-ancestors': ["'none'"] }

/**
 * Answers that are not the Studio's page: JSON, the Studio's files, images, errors and the lake's
 * own small pages (pages.ts), whose one inline `<style>` is allowed by its hash and whose form
 * (the editor's name) posts to the lake.
 */
const dataPolicy = policyText({
  'default-src': ["'none'"],
  'style-src': [sha256Source(pageStyle)],
  'form-action': ["'self'"],
  ...nothingElse,
})

/** Six months is Observatory's minimum; a year is what browsers' preload lists ask for. */
const hstsMaxAgeSeconds = 31_536_000

const common = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // What the Studio's page asks with its own `<meta name="referrer">`, so both agree.
  'referrer-policy': 'same-origin',
  // Nothing loads the lake's files from another origin: the site serves its images itself.
  'cross-origin-resource-policy': 'same-origin',
}
const plainHeaders = { ...common, 'content-security-policy': dataPolicy }
const tlsHeaders = { ...plainHeaders, 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}` }

/**
 * The headers of every answer, worked out once: HSTS over TLS only (a browser ignores it on plain
 * HTTP, which is for Node programs on this machine).
 */
export const lakeHeaders = (overTls: boolean): Readonly<Record<string, string>> => (overTls ? tlsHeaders : plainHeaders)

/** Only an origin as the lake's `PUT /lake/site` accepts it, spelled as a CSP source may be. */
const sourceOrigin = (origin: string | undefined) =>
  origin !== undefined && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin) ? [origin] : []

/** What the Studio's page may call besides the lake: the site that registered, the project's host name. */
export type StudioOrigins = { site?: string; projectOrigin?: string }

/**
 * The Studio's page (the built `index.html`) under a policy it works in: its own scripts, and each
 * inline script of the page by its hash (`scriptHashes`); styles inline, as Sanity's UI writes them;
 * images from the lake, `data:` and `blob:` (an upload's preview); calls to the lake's own origin
 * (its API, the listener's EventSource and the presence WebSocket: `'self'` covers `wss:` on the
 * same host and port), to the project's host name under it (`projectOrigin`: Help's Diagnostics
 * probes sign-in there, as Sanity addresses a hosted project) and to the site the lake knows (the
 * Leads API), which the Presentation tool frames. The site is spelled as it registered: a site on
 * plain http (local development) is named with `http:`.
 */
export function studioPolicy(scriptHashes: readonly string[], origins: StudioOrigins) {
  const site = sourceOrigin(origins.site)
  return policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...sourceOrigin(origins.projectOrigin), ...site],
    'frame-src': site.length > 0 ? site : ["'none'"],
    'form-action': ["'self'"],
    ...nothingElse,
  })
}

/** The hash sources of a page's inline scripts (those without `src`), in order. */
export const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(([, body]) => sha256Source(body!))

/** An answer written on the socket itself (a refused WebSocket, a request Node cannot parse), with the same headers. */
export const rawAnswer = (status: string, overTls: boolean) =>
  [`HTTP/1.1 ${status}`, ...Object.entries(lakeHeaders(overTls)).map(([name, value]) => `${name}: ${value}`)]
    .concat('connection: close', '', '')
    .join('\r\n')
