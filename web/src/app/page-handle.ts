import { useMatches } from 'react-router-dom'
import type { PageId } from '../paths'

/** What a page route tells the server: which content it shows, which chunk draws it. */
export type PageHandle = { pageId: PageId; module: string }

/** The matched page's handle: the deepest match that has one (every URL matches a page). */
export function pageHandle(matches: readonly { handle?: unknown }[]): PageHandle {
  const handle = matches.findLast((match) => match.handle)?.handle
  if (!handle) throw new Error('No page route matched')
  return handle as PageHandle
}

export function usePageId(): PageId {
  return pageHandle(useMatches()).pageId
}
