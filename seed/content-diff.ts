import { isDeepStrictEqual } from 'node:util'
import type { LakeDocument } from '../web/server/lake/query'

export type ContentDiff = { added: string[]; changed: string[]; removed: string[] }

/** What the lake sets on every write; a document is "changed" only if its content differs. */
const bookkeeping = new Set(['_rev', '_createdAt', '_updatedAt'])

const content = (document: LakeDocument) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !bookkeeping.has(key)))

/** The documents loading `next` over `current` adds, changes and removes, each list by id. */
export function contentDiff(current: readonly LakeDocument[], next: readonly LakeDocument[]): ContentDiff {
  const before = new Map(current.map((document) => [document._id, document]))
  const after = new Map(next.map((document) => [document._id, document]))
  const sorted = (ids: Iterable<string>) => [...ids].sort()
  return {
    added: sorted([...after.keys()].filter((id) => !before.has(id))),
    changed: sorted(
      [...after.values()]
        .filter((document) => {
          const old = before.get(document._id)
          return old !== undefined && !isDeepStrictEqual(content(old), content(document))
        })
        .map((document) => document._id),
    ),
    removed: sorted([...before.keys()].filter((id) => !after.has(id))),
  }
}

/** The summary `npm run seed` prints: counts, then the ids (drafts are editors' unpublished work). */
export function describeDiff({ added, changed, removed }: ContentDiff): string {
  if (added.length + changed.length + removed.length === 0) return 'The content already matches the fixtures.'
  const lines = [`Loading the fixtures: ${added.length} added, ${changed.length} changed, ${removed.length} removed.`]
  const list = (label: string, ids: string[]) => ids.length > 0 && lines.push(`  ${label}: ${ids.join(', ')}`)
  list('added', added)
  list('changed', changed)
  list('removed', removed)
  return lines.join('\n')
}
