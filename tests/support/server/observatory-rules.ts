/**
 * The header tests MDN's HTTP Observatory grades (mdn/mdn-http-observatory, src/analyzer/tests and
 * src/grader/charts.js), restated for our tests: each returns Observatory's result name and score
 * modifier. Redirection and cookies are graded on a live deployment and are not covered here.
 */
type Result = [name: string, modifier: number]
type Headers = Record<string, string | string[] | number | undefined>

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const unsafeInline = new Set(["'unsafe-inline'", 'data:'])

const header = (headers: Headers, name: string) => {
  const value = headers[name.toLowerCase()]
  return value === undefined ? undefined : String(value)
}

export function parseCsp(policy: string): Map<string, Set<string>> {
  const directives = new Map<string, Set<string>>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), new Set(sources))
  }
  return directives
}

export function csp(headers: Headers, https: boolean): Result {
  const value = header(headers, 'content-security-policy')
  if (!value) return ['csp-not-implemented', -25]
  const policy = parseCsp(value)
  const fallback = (name: string) => [...(policy.get(name) ?? policy.get('default-src') ?? new Set(['*']))]
  const script = fallback('script-src')
  const style = fallback('style-src')
  const hashed = (sources: string[]) => sources.some((source) => /^'(sha(256|384|512)|nonce)-/.test(source))
  const scriptUnsafe = script.filter((source) => !(hashed(script) && source === "'unsafe-inline'"))
  const active = [...policy].filter(([name]) => !['img-src', 'media-src'].includes(name)).flatMap(([, s]) => [...s])
  const passive = [...fallback('img-src'), ...fallback('media-src')]
  const insecure = (sources: string[]) => https && sources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))
  if (scriptUnsafe.some((s) => broad.has(s) || unsafeInline.has(s)) || fallback('object-src').some((s) => broad.has(s)))
    return ['csp-implemented-with-unsafe-inline', -20]
  if (insecure([...active, ...script])) return ['csp-implemented-with-insecure-scheme', -20]
  if ([...script, ...style].includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10]
  if (insecure(passive)) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
  if (style.some((s) => (broad.has(s) || unsafeInline.has(s)) && !(hashed(style) && s === "'unsafe-inline'")))
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
  const defaultSrc = [...(policy.get('default-src') ?? [])]
  if (defaultSrc.length === 1 && defaultSrc[0] === "'none'")
    return ['csp-implemented-with-no-unsafe-default-src-none', 10]
  return ['csp-implemented-with-no-unsafe', 5]
}

export function xFrameOptions(headers: Headers): Result {
  const ancestors = parseCsp(header(headers, 'content-security-policy') ?? '').get('frame-ancestors')
  if (ancestors && ![...ancestors].some((source) => broad.has(source)))
    return ['x-frame-options-implemented-via-csp', 5]
  const value = header(headers, 'x-frame-options')?.trim().toUpperCase()
  if (!value) return ['x-frame-options-not-implemented', -20]
  return value === 'DENY' || value === 'SAMEORIGIN'
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20]
}

export function strictTransportSecurity(headers: Headers): Result {
  const value = header(headers, 'strict-transport-security')
  if (!value) return ['hsts-not-implemented', -20]
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN)
  if (!Number.isFinite(maxAge)) return ['hsts-header-invalid', -20]
  return maxAge >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10]
}

export function referrerPolicy(headers: Headers): Result {
  const value = header(headers, 'referrer-policy')
  if (!value) return ['referrer-policy-not-implemented', 0]
  const last = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .at(-1)!
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return ['referrer-policy-private', 5]
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return ['referrer-policy-unsafe', -5]
  return ['referrer-policy-header-invalid', -5]
}

export function xContentTypeOptions(headers: Headers): Result {
  const value = header(headers, 'x-content-type-options')
  if (!value) return ['x-content-type-options-not-implemented', -5]
  return value.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5]
}

export function crossOriginResourcePolicy(headers: Headers): Result {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase()
  if (!value) return ['corp-not-implemented', 0]
  if (value === 'same-origin') return ['corp-implemented-with-same-origin', 10]
  if (value === 'same-site') return ['corp-implemented-with-same-site', 10]
  return value === 'cross-origin' ? ['corp-implemented-with-cross-origin', 0] : ['corp-header-invalid', -5]
}

/** An A+ with every rule at its best: what the site's pages and the lake's Studio page both get. */
export const bestGrade = {
  letter: 'A+',
  results: {
    'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
    'x-frame-options-implemented-via-csp': 5,
    'hsts-implemented-max-age-at-least-six-months': 0,
    'referrer-policy-private': 5,
    'x-content-type-options-nosniff': 0,
    'corp-implemented-with-same-origin': 10,
  },
}

/** Observatory's score: 100 plus the penalties; bonuses count only when that alone is 90 or more. */
export function grade(headers: Headers, https = true) {
  const results = [
    csp(headers, https),
    xFrameOptions(headers),
    strictTransportSecurity(headers),
    referrerPolicy(headers),
    xContentTypeOptions(headers),
    crossOriginResourcePolicy(headers),
  ]
  const penalties = results.reduce((sum, [, modifier]) => sum + Math.min(0, modifier), 0)
  const bonuses = results.reduce((sum, [, modifier]) => sum + Math.max(0, modifier), 0)
  const score = Math.max(0, 100 + penalties + (100 + penalties >= 90 ? bonuses : 0))
  const letter =
    score >= 100
      ? 'A+'
      : score >= 90
        ? 'A'
        : score >= 85
          ? 'A-'
          : score >= 80
            ? 'B+'
            : score >= 70
              ? 'B'
              : score >= 65
                ? 'B-'
                : score >= 60
                  ? 'C+'
                  : score >= 50
                    ? 'C'
                    : score >= 45
                      ? 'C-'
                      : 'D or F'
  return { score, letter, results: Object.fromEntries(results) }
}
