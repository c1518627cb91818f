import { LakeError } from './errors'
import type { HistoryEntry } from './history'
import type { LakeDocument } from './lake-document'

/**
 * The answers of Sanity's history API that the Studio's timeline uses: the transactions that
 * touched some documents, and the documents as they were at a revision or a time.
 */

/** Mendoza's "the value is" operation; the timeline keeps `_rev` apart from the document. */
function wholeValue(document: LakeDocument | null) {
  if (!document) return [0, null]
  const rest = { ...document }
  delete rest._rev
  return [0, rest]
}

/**
 * `transactions/<ids>`: oldest first, or newest first with `reverse=true`; `fromTransaction` and
 * `toTransaction` bound the range, both included, as on Sanity. One JSON object per line.
 */
export function transactionLog(entries: readonly HistoryEntry[], ids: string[], search: URLSearchParams): string {
  let touching = entries.filter((entry) => ids.some((id) => id in entry.documents))
  const at = (name: string) => touching.findIndex(({ id }) => id === search.get(name))
  const to = at('toTransaction')
  if (to >= 0) touching = touching.slice(0, to + 1)
  const from = at('fromTransaction')
  if (from >= 0) touching = touching.slice(from)
  if (search.get('reverse') === 'true') touching = [...touching].reverse()
  const limit = Number(search.get('limit') ?? '')
  if (Number.isInteger(limit) && limit > 0) touching = touching.slice(0, limit)
  const includeContent = search.get('excludeContent') !== 'true'
  return touching
    .map((entry) => {
      const documentIDs = ids.filter((id) => id in entry.documents)
      const effects = Object.fromEntries(
        documentIDs.map((id) => {
          const { before, after } = entry.documents[id]!
          return [id, { apply: wholeValue(after), revert: wholeValue(before) }]
        }),
      )
      const line = { id: entry.id, timestamp: entry.timestamp, author: entry.author, documentIDs, effects }
      return `${JSON.stringify(includeContent ? { ...line, documents: documentIDs.map((id) => entry.documents[id]!.after) } : line)}\n`
    })
    .join('')
}

/** The state of `id` after the first `count` entries (before the first kept one if none touched it). */
function stateAfter(entries: readonly HistoryEntry[], id: string, count: number) {
  const last = entries.slice(0, count).findLast((entry) => id in entry.documents)
  if (last) return last.documents[id]!.after
  return entries.find((entry) => id in entry.documents)?.documents[id]!.before ?? null
}

/**
 * `documents/<ids>?revision=<transaction>` (each document as that transaction left it),
 * `?time=<ISO>` (as they were then), `?lastRevision=true` (the last state that existed, to restore
 * a deleted document).
 */
export function documentsAt(
  entries: readonly HistoryEntry[],
  ids: string[],
  search: URLSearchParams,
  current: (id: string) => LakeDocument | null,
): { documents: LakeDocument[] } {
  const revision = search.get('revision')
  const time = search.get('time')
  const documents = ids.map((id) => {
    // Untouched within the kept history: as it is now.
    const untouched = !entries.some((entry) => id in entry.documents)
    if (revision) {
      if (untouched) return current(id)
      const index = entries.findIndex((entry) => entry.id === revision)
      return index < 0 ? null : stateAfter(entries, id, index + 1)
    }
    if (time) {
      if (Number.isNaN(Date.parse(time))) throw new LakeError(400, 'validationError', `"${time}" is not a time`)
      const when = new Date(time).toISOString()
      if (untouched) return current(id)
      const later = entries.findIndex((entry) => entry.timestamp > when)
      return stateAfter(entries, id, later < 0 ? entries.length : later)
    }
    if (search.get('lastRevision') === 'true') {
      const last = entries.findLast((entry) => id in entry.documents)?.documents[id]
      return current(id) ?? last?.after ?? last?.before ?? null
    }
    throw new LakeError(400, 'validationError', 'Give revision, time or lastRevision=true')
  })
  return { documents: documents.filter((document) => document !== null) }
}
