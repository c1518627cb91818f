import type { LakeResponse } from './http'
import type { Change, LakeDocument, Transaction } from './lake-document'
import { runQuery } from './query'
import type { DocumentStore } from './store'

type Options = {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePrevious: boolean
  /** Whether the listener may see the document with this id (data-routes.ts). */
  readable: (id: string) => boolean
}

const heartbeatMs = 25_000

async function matches(document: LakeDocument | null, options: Options) {
  if (!document) return false
  const result = await runQuery([document], options.query, options.params)
  return Array.isArray(result) ? result.length > 0 : Boolean(result)
}

/**
 * One `mutation` event in the shape the Studio consumes: `effects` are mendoza patches that
 * replace the whole document (`[0, value]` means "the value is"), which the Studio applies to
 * its copy of `before` to get `after`.
 */
export function mutationEvent(
  transaction: Transaction,
  change: Change,
  index: number,
  transition: string,
  options?: Partial<Options>,
) {
  const { id, before, after, mutations } = change
  return {
    eventId: `${transaction.id}#${id}`,
    documentId: id,
    transactionId: transaction.id,
    transition,
    identity: transaction.author,
    mutations,
    ...(options?.includeResult !== false && { result: after ?? undefined }),
    ...(options?.includePrevious && { previous: before }),
    previousRev: before?._rev,
    resultRev: after?._rev ?? transaction.id,
    timestamp: transaction.timestamp,
    visibility: 'query',
    effects: { apply: [0, after], revert: [0, before] },
    transactionTotalEvents: transaction.changes.length,
    transactionCurrentEvent: index + 1,
  }
}

/** `data/listen`: server-sent events for every committed change to a document the query matches. */
export function listen(store: DocumentStore, response: LakeResponse, options: Options) {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  })
  const send = (event: string, data: unknown, id?: string) =>
    response.write(`event: ${event}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`)
  send('welcome', { listenerName: `lake-${Math.random().toString(36).slice(2)}` })

  // Events go out in commit order even though matching is asynchronous.
  let pending = Promise.resolve()
  const unsubscribe = store.subscribe((transaction) => {
    pending = pending
      .then(async () => {
        for (const [index, change] of transaction.changes.entries()) {
          if (!options.readable(change.id)) continue
          const [was, is] = await Promise.all([matches(change.before, options), matches(change.after, options)])
          if (!was && !is) continue
          const transition = was && is ? 'update' : is ? 'appear' : 'disappear'
          const event = mutationEvent(transaction, change, index, transition, options)
          send('mutation', event, event.eventId)
        }
      })
      .catch(() => undefined)
  })
  const heartbeat = setInterval(() => response.write(': ping\n\n'), heartbeatMs)
  const stop = () => {
    clearInterval(heartbeat)
    unsubscribe()
  }
  response.on('close', stop)
  return stop
}
