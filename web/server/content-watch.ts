import type { SanityClient } from '@sanity/client'

/** What the content listener reports: it is (re)connected, published content changed, it dropped. */
export type ContentEvent = 'connected' | 'changed' | 'disconnected'

/** Every published document; drafts never reach a public page. */
const publishedDocuments = '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]'

/** How long to wait before listening again after the listener failed. */
const retryMs = 2_000

/** Follows published content only: what the page cache holds. */
export const watchPublished = (client: SanityClient, onEvent: (event: ContentEvent) => void) =>
  watchDocuments(client, publishedDocuments, onEvent)

/**
 * Follows the store's listener (the lake's and hosted Sanity's `data/listen`) for the documents the
 * query selects: `connected` on every welcome (events may have been missed before it), `changed` on
 * every mutation, `disconnected` when the connection drops or fails, after which it listens again.
 * Returns the stop.
 */
export function watchDocuments(
  client: SanityClient,
  query: string,
  onEvent: (event: ContentEvent) => void,
): () => void {
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let subscription: { unsubscribe: () => void } | undefined

  const listen = () => {
    subscription = client
      .listen(query, {}, { events: ['welcome', 'mutation', 'reconnect'], includeResult: false })
      .subscribe({
        next: (event) =>
          onEvent(event.type === 'welcome' ? 'connected' : event.type === 'mutation' ? 'changed' : 'disconnected'),
        error: () => {
          onEvent('disconnected')
          if (!stopped) retry = setTimeout(listen, retryMs)
        },
      })
  }
  listen()
  return () => {
    stopped = true
    clearTimeout(retry)
    subscription?.unsubscribe()
  }
}
