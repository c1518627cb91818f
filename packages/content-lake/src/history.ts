import { appendFile, readFile } from 'node:fs/promises'
import { writeFileAtomically } from './persist'
import type { LakeDocument } from './lake-document'
import type { Transaction } from './lake-document'
import { localEditor } from './editor'

/** One committed transaction as the history keeps it: every touched document before and after. */
export type HistoryEntry = {
  id: string
  timestamp: string
  author: string
  documents: Record<string, { before: LakeDocument | null; after: LakeDocument | null }>
}

const dayMs = 24 * 60 * 60 * 1000

/** How long the lake keeps transactions unless LAKE_HISTORY_DAYS says otherwise. */
export const defaultHistoryDays = 90

/**
 * The dataset's transaction log (what Sanity calls the translog), appended to
 * `<dataset>.history.ndjson` after each commit and trimmed to the retention window at start and
 * whenever its oldest entry falls out of it. The Studio's History panel, "Review changes" and
 * "Restore" read it through the history endpoints (history-routes.ts).
 */
export class History {
  private constructor(
    private readonly file: string,
    private readonly retentionDays: number,
    private entries: HistoryEntry[],
    /** The documents as they are now: the transactions that made them are always kept. */
    private readonly current: () => readonly LakeDocument[],
  ) {}

  static async open(file: string, retentionDays: number, current: () => readonly LakeDocument[]): Promise<History> {
    let text = ''
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    // A line cut short by a crash mid-append is skipped, not fatal.
    const entries = text.split('\n').flatMap((line) => {
      try {
        return line ? [JSON.parse(line) as HistoryEntry] : []
      } catch {
        return []
      }
    })
    const history = new History(file, retentionDays, entries, current)
    await history.addBaseline()
    await history.trim()
    return history
  }

  /**
   * The Studio's timeline starts from each document's current revision and walks back through the
   * log, so every current revision needs its transaction. Documents the log does not explain (the
   * fixtures as first loaded, a lake from before the log existed) get one that creates them.
   * A published document without a draft enters as published from a draft of the same content,
   * as if an editor had published it: the Studio compares an editor's draft with the last publish
   * ("Review changes"), which would otherwise be nothing, showing every field as added.
   */
  private async addBaseline() {
    const known = new Set(this.entries.map(({ id }) => id))
    const missing = new Map<string, HistoryEntry>()
    const current = this.current()
    const ids = new Set(current.map(({ _id }) => _id))
    for (const document of current) {
      const revision = String(document._rev)
      if (known.has(revision)) continue
      const entry = missing.get(revision) ?? {
        id: revision,
        timestamp: String(document._updatedAt ?? new Date().toISOString()),
        author: localEditor.id,
        documents: {},
      }
      entry.documents[document._id] = { before: null, after: document }
      const draftId = `drafts.${document._id}`
      if (!document._id.startsWith('drafts.') && !ids.has(draftId)) {
        entry.documents[draftId] = { before: { ...document, _id: draftId }, after: null }
      }
      missing.set(revision, entry)
    }
    if (missing.size === 0) return
    this.entries = [...missing.values(), ...this.entries].sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    await this.rewrite()
  }

  private rewrite() {
    return writeFileAtomically(this.file, this.entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''))
  }

  /** Oldest first. */
  all(): readonly HistoryEntry[] {
    return this.entries
  }

  async record(transaction: Transaction): Promise<void> {
    const entry: HistoryEntry = {
      id: transaction.id,
      timestamp: transaction.timestamp,
      author: transaction.author,
      documents: Object.fromEntries(transaction.changes.map(({ id, before, after }) => [id, { before, after }])),
    }
    this.entries.push(entry)
    try {
      // After a failed write the file may lack entries or end in half a line: it is written whole.
      if (this.unsaved) await this.rewrite()
      else await appendFile(this.file, `${JSON.stringify(entry)}\n`)
      this.unsaved = false
    } catch {
      // The change itself is saved; its history stays complete in memory until the disk takes it.
      this.unsaved = true
      return
    }
    await this.trim()
  }

  /** Whether the file lacks entries this history holds (a write failed: a full disk, a read-only folder). */
  private unsaved = false

  private async trim() {
    const cutoff = new Date(Date.now() - this.retentionDays * dayMs).toISOString()
    const current = new Set(this.current().map(({ _rev }) => String(_rev)))
    const kept = this.entries.filter(({ id, timestamp }) => timestamp >= cutoff || current.has(id))
    if (kept.length === this.entries.length) return
    this.entries = kept
    await this.rewrite()
  }
}
