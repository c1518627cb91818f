import type { Language } from '../../src/i18n/language'
import { utmKeys } from '../../src/lib/attribution/limits'
import { pageIdForPath, paths } from '../../src/paths'

const sharedParameters = new Set<string>(['lang', ...utmKeys])

/**
 * Where a page request's answer is cached, or undefined when it is not: only the site's own pages at
 * their canonical path, with no query but `lang` and campaign tags (`utm_*`, which the page does not
 * show: the browser reads them, docs/leads.md). Everything else (404s, other parameters, trailing
 * slashes) is rendered each time, so the cache holds at most one entry per page and language however
 * many addresses are requested. `url` is what the cached render sees: the address without its
 * campaign tags, so one visitor's tags never reach another's page. Takes the path and the query as
 * Fastify split and parsed them: a cached answer parses its URL once.
 */
export function pageCacheKey(
  pathname: string,
  query: Record<string, unknown>,
  language: Language,
): { key: string; url: string } | undefined {
  const pageId = pageIdForPath(pathname)
  if (pageId === 'notFound' || paths[pageId] !== pathname) return undefined
  if (Object.keys(query).some((name) => !sharedParameters.has(name))) return undefined
  return {
    key: `${language} ${pathname}`,
    url: typeof query.lang === 'string' ? `${pathname}?lang=${query.lang}` : pathname,
  }
}
