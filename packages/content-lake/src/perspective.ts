import { LakeError } from './errors'
import type { LakeDocument } from './lake-document'

const draftPrefix = 'drafts.'

/** Ids with a dot are not published: `drafts.<id>` and other system namespaces. */
export const isPublishedId = (id: string) => !id.includes('.')

/**
 * The documents a query sees. `published` hides drafts, `drafts` shows each draft in place of its
 * published document (as Sanity does, keeping the draft's id in `_originalId`), `raw` shows all.
 * API versions from 2025-02-19 default to `published`, older ones to `raw`.
 */
export function documentsFor(documents: readonly LakeDocument[], perspective: string | null, version: string) {
  const chosen = perspective || (version >= '2025-02-19' ? 'published' : 'raw')
  if (chosen === 'raw') return documents
  if (chosen === 'published') return documents.filter(({ _id }) => isPublishedId(_id))
  if (chosen === 'drafts' || chosen === 'previewDrafts') {
    const byId = new Map<string, LakeDocument>()
    for (const document of documents) {
      if (isPublishedId(document._id) && !byId.has(document._id)) byId.set(document._id, document)
    }
    for (const document of documents) {
      if (!document._id.startsWith(draftPrefix)) continue
      const publishedId = document._id.slice(draftPrefix.length)
      byId.set(publishedId, { ...document, _id: publishedId, _originalId: document._id })
    }
    return [...byId.values()]
  }
  throw new LakeError(
    400,
    'queryParseError',
    `The local lake knows the perspectives raw, published and drafts, not "${chosen}"`,
  )
}
