import type { LakeResponse } from './http'
import type { DocumentStore } from './store'

const heartbeatMs = 25_000

/**
 * The one sync tag the lake gives every query result: any transaction may change any query's
 * answer, and the site's content is small enough to read again whole.
 */
export const syncTag = 's1:lake'

/**
 * `data/live/events`, Sanity's Live Content API, which the Presentation tool opens for its loaders:
 * a welcome, then a `message` naming the sync tag for every transaction, drafts included, so the
 * Studio runs its previews' queries again (docs/decisions/0015).
 */
export function liveEvents(store: DocumentStore, response: LakeResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' })
  response.write('event: welcome\ndata: {}\n\n')
  const unsubscribe = store.subscribe((transaction) => {
    const message = { id: transaction.id, tags: [syncTag] }
    response.write(`event: message\nid: ${transaction.id}\ndata: ${JSON.stringify(message)}\n\n`)
  })
  const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs)
  response.on('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
  })
}
