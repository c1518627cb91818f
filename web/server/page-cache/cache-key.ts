import type { Language } from '../../src/i18n/language'
import { pageIdForPath, paths } from '../../src/paths'

/**
 * The cache key of a page request, or undefined when the answer is not cached: only the site's own
 * pages at their canonical path, with no query but `lang`. Everything else (404s, tracking
 * parameters, trailing slashes) is rendered each time, so the cache holds at most one entry per page
 * and language however many addresses are requested. Takes the path and the query as Fastify split
 * and parsed them: a cached answer parses its URL once.
 */
export function pageCacheKey(pathname: string, query: Record<string, unknown>, language: Language): string | undefined {
  const pageId = pageIdForPath(pathname)
  if (pageId === 'notFound' || paths[pageId] !== pathname) return undefined
  if (Object.keys(query).some((name) => name !== 'lang')) return undefined
  return `${language} ${pathname}`
}
