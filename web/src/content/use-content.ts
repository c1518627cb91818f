import { useQuery } from '@tanstack/react-query'
import { useLanguage } from '../i18n/language-context'
import type { ContentName } from './content-types'
import { contentQuery } from './content-query'

/** A content query in the page's language, read from the cache the route's loader filled. */
export function useContent<N extends ContentName>(name: N) {
  const { language } = useLanguage()
  return useQuery(contentQuery(name, language))
}
