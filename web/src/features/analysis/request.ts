import type { Language } from '../../i18n/language'
import type { Attribution } from '../../lib/attribution/schema'

/*
 * What the analysis form and its request are, without zod: the browser loads zod (schema.ts) only
 * with the form's section, on demand (decision 0008), so everything the page needs before that lives
 * here.
 */

/** product §5: trimmed, and https:// prepended unless the visitor typed http:// or https://. */
export function normalizeUrl(input: string): string {
  const trimmed = input.trim()
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

// Host names are letters, digits, dots and hyphens (IDNs arrive as punycode), or a bracketed IPv6
// address. Browsers differ on spaces: Chromium's URL parser keeps `exa mple.com` as `exa%20mple.com`.
const hostPattern = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i

/** An http(s) URL whose host could name a website, the same in every browser and on the server. */
export function isWebUrl(url: string): boolean {
  if (/\s/.test(url)) return false
  try {
    const parsed = new URL(url)
    return /^https?:$/.test(parsed.protocol) && hostPattern.test(parsed.hostname)
  } catch {
    return false
  }
}

/** A progress id: random, unguessable, and harmless as a key or in a URL path. */
export const progressIdPattern = /^[A-Za-z0-9_-]{16,64}$/

export type FormErrorKey = 'urlRequired' | 'urlInvalid' | 'emailRequired' | 'emailInvalid'

/** The form (product §3, §5); schema.ts checks it. */
export type AnalysisForm = { url: string; email: string; sendEmail: boolean }

/**
 * The request of product §3/§7.2 (url, mode, ip, email only in e-mail mode) plus our optional `lang`,
 * `progressId` and `attribution`. POST /api/analyze validates it with schema.ts.
 */
export type AnalysisRequest = {
  url: string
  mode: 'inline' | 'email'
  ip: string
  email?: string
  lang?: Language
  /** Random id under which the server streams this analysis's stages (GET /api/analyze/progress/:id). */
  progressId?: string
  /** Where the visit came from (docs/leads.md); sent to the site's own server only. */
  attribution?: Attribution
}

export function toRequest(form: AnalysisForm, ip: string, lang: AnalysisRequest['lang']): AnalysisRequest {
  const email = form.email.trim()
  return {
    url: normalizeUrl(form.url),
    mode: form.sendEmail ? 'email' : 'inline',
    ip,
    ...(form.sendEmail && email && { email }),
    lang,
  }
}
