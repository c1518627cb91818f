import { isDeepStrictEqual } from 'node:util'
import type { LakeDocument } from './lake-document'
import { isAsset, isSystemDocument } from './system-documents'

const kinds = ['document', 'draft', 'image', 'file'] as const
type Kind = (typeof kinds)[number]

/** One document of a diff as a person knows it: published, draft or upload, by its id or file name. */
export type DiffEntry = { id: string; kind: Kind; name: string }
export type ContentDiff = { added: DiffEntry[]; changed: DiffEntry[]; removed: DiffEntry[] }

/** What the lake sets on every write; a document is "changed" only if its content differs. */
const bookkeeping = new Set(['_rev', '_createdAt', '_updatedAt'])

const content = (document: LakeDocument) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !bookkeeping.has(key)))

function entryOf(document: LakeDocument): DiffEntry {
  const id = document._id
  if (isAsset(document)) {
    const kind = document._type === 'sanity.imageAsset' ? 'image' : 'file'
    return { id, kind, name: typeof document.originalFilename === 'string' ? document.originalFilename : id }
  }
  if (id.startsWith('drafts.')) return { id, kind: 'draft', name: id.slice('drafts.'.length) }
  return { id, kind: 'document', name: id }
}

/**
 * The documents that loading `next` over `current` adds, changes and removes, by id. System
 * documents (preview secrets and the like) are not content and are left out; an asset is added or
 * removed, never changed (its id is its bytes).
 */
export function contentDiff(current: readonly LakeDocument[], next: readonly LakeDocument[]): ContentDiff {
  const byId = (documents: readonly LakeDocument[]) =>
    new Map(
      documents
        .filter((document) => !isSystemDocument(document))
        .sort((a, b) => (a._id < b._id ? -1 : 1))
        .map((document) => [document._id, document]),
    )
  const [before, after] = [byId(current), byId(next)]
  const changed = (document: LakeDocument) => {
    const old = before.get(document._id)
    return old !== undefined && !isAsset(document) && !isDeepStrictEqual(content(old), content(document))
  }
  return {
    added: [...after.values()].filter((document) => !before.has(document._id)).map(entryOf),
    changed: [...after.values()].filter(changed).map(entryOf),
    removed: [...before.values()].filter((document) => !after.has(document._id)).map(entryOf),
  }
}

export const isEmptyDiff = ({ added, changed, removed }: ContentDiff) =>
  added.length + changed.length + removed.length === 0

const plural = (count: number, kind: Kind) => `${count} ${kind}${count === 1 ? '' : 's'}`

/**
 * The summary `npm run seed` and `npm run content:restore` print before they act: the counts, then
 * each kind's documents by name (drafts are editors' unpublished work, images their uploads).
 */
export function describeDiff(diff: ContentDiff, { heading, unchanged }: { heading: string; unchanged: string }) {
  if (isEmptyDiff(diff)) return unchanged
  const { added, changed, removed } = diff
  const lines = [`${heading}: ${added.length} added, ${changed.length} changed, ${removed.length} removed.`]
  for (const [verb, entries] of Object.entries({ added, changed, removed })) {
    for (const kind of kinds) {
      const names = entries.filter((entry) => entry.kind === kind).map((entry) => entry.name)
      if (names.length > 0) lines.push(`  ${plural(names.length, kind)} ${verb}: ${names.join(', ')}`)
    }
  }
  return lines.join('\n')
}
