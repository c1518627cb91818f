import { appendFile, readFile } from 'node:fs/promises'
import { writeFileAtomically } from './persist'
import type { LakeDocument } from './query'
import type { Transaction } from './store'
import { localUser } from './studio-api'

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
  ) {}

  static async open(file: string, retentionDays: number): Promise<History> {
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
    const history = new History(file, retentionDays, entries)
    await history.trim()
    return history
  }

  /** Oldest first. */
  all(): readonly HistoryEntry[] {
    return this.entries
  }

  async record(transaction: Transaction): Promise<void> {
    const entry: HistoryEntry = {
      id: transaction.id,
      timestamp: transaction.timestamp,
      // The lake has one editor identity: the credential says who may write, not who wrote.
      author: localUser.id,
      documents: Object.fromEntries(transaction.changes.map(({ id, before, after }) => [id, { before, after }])),
    }
    this.entries.push(entry)
    await appendFile(this.file, `${JSON.stringify(entry)}\n`)
    await this.trim()
  }

  private async trim() {
    const cutoff = new Date(Date.now() - this.retentionDays * dayMs).toISOString()
    if (!this.entries[0] || this.entries[0].timestamp >= cutoff) return
    this.entries = this.entries.filter(({ timestamp }) => timestamp >= cutoff)
    await writeFileAtomically(this.file, this.entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''))
  }
}
