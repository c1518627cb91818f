import { QueryClient, queryOptions } from '@tanstack/react-query'
import type { Language } from '../i18n/language'
import { fetchJson } from '../lib/fetch-json'
import type { ContentName, ContentResults } from './content-types'

/**
 * product §7.4 and §9: fresh for 60 s, no retries, no refetch on window focus. A failed query is not
 * retried on mount either: the server renders the error screen (with its reload button) and the
 * browser must hydrate that same screen, not a loading state.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
    },
  })
}

export function contentQueryKey(name: ContentName, language: Language) {
  return ['content', name, language] as const
}

/** How content is fetched: in the browser, the named content request; on the server, the store. */
export type FetchContent = <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>

/** product §7.4's named content request (decision 0001). */
export const fetchContentApi: FetchContent = (name, language) => fetchJson(`/api/content/${name}?lang=${language}`)

export function contentQuery<N extends ContentName>(name: N, language: Language, fetchContent = fetchContentApi) {
  return queryOptions({
    queryKey: contentQueryKey(name, language),
    queryFn: () => fetchContent(name, language),
  })
}

/**
 * Fetches, in `language`, every content the mounted page is showing (the queries in use), so a
 * language switch renders the other language at once instead of a loading screen.
 */
export function prefetchShownContent(queryClient: QueryClient, language: Language): Promise<unknown> {
  // One query per content and language: the active ones are the page's, in the language on screen.
  const shown = queryClient.getQueryCache().findAll({ queryKey: ['content'], type: 'active' })
  return Promise.all(
    shown.map((query) => queryClient.fetchQuery(contentQuery(query.queryKey[1] as ContentName, language))),
  )
}
