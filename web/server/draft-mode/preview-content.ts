import type { SanityClient } from '@sanity/client'
import { validatePreviewUrl } from '@sanity/preview-url-secret'
import type { ContentName, ContentResults } from '../../src/content/content-types'
import { contentRegistry } from '../../src/content/registry'
import { editableOnly } from '../../src/content/stega-filter'
import type { Language } from '../../src/i18n/language'
import { watchDocuments, type ContentEvent } from '../content-watch'

/** What draft mode reads: drafts with stega, their changes, and the Studio's preview secrets. */
export type PreviewContent = {
  /** The Studio's origin: the only one that may frame a preview; stega links point there. */
  studioOrigin: string
  fetch: <N extends ContentName>(name: N, language: Language) => Promise<ContentResults[N]>
  /** Follows every change, drafts included; returns the stop. */
  watch: (onEvent: (event: ContentEvent) => void) => () => void
  /** `@sanity/preview-url-secret`: whether the address carries a live secret, and where it leads. */
  validate: (url: string) => Promise<{ isValid: boolean; redirectTo?: string }>
}

/**
 * The preview's reads: the drafts perspective with a token (hosted Sanity needs a read token for
 * drafts; the lake's is its editors' credential), stega pointing at the Studio.
 */
export function previewContent(client: SanityClient, token: string, studioOrigin: string): PreviewContent {
  const withToken = client.withConfig({ token })
  const drafts = withToken.withConfig({
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: studioOrigin, filter: editableOnly },
  })
  return {
    studioOrigin,
    fetch: (name, language) => {
      const { query, params } = contentRegistry[name]
      return drafts.fetch(query, { ...params, lang: language })
    },
    watch: (onEvent) => watchDocuments(withToken, '*', onEvent),
    validate: (url) => validatePreviewUrl(withToken, url),
  }
}
