import { createHash } from 'node:crypto'
import { deleteRemovedAssetFiles } from './asset-files'
import { defaultHistoryDays, History } from './history'
import { readSnapshot, writeSnapshot, type Snapshot } from './persist'
import type { Change, LakeDocument, Transaction } from './lake-document'
import { localEditor } from './editor'
import { isSystemDocument } from './system-documents'

/** One document's change inside a committed transaction. */

/** Where the store keeps what is not a document. */
export type StoreOptions = {
  /** Days of transactions kept for the Studio's history. */
  historyDays?: number
  /** The uploads: a deleted image asset's file goes with it (asset-files.ts). */
  filesDir?: string
}

export const digestOf = (documents: readonly LakeDocument[]) =>
  createHash('sha256').update(JSON.stringify(documents)).digest('hex')

/**
 * The documents of one dataset, in memory for queries and on disk for restarts. Commits are
 * serialised: each is written to disk before it is visible or announced to listeners.
 */
export class DocumentStore {
  private readonly listeners = new Set<(transaction: Transaction) => void>()
  private queue: Promise<unknown> = Promise.resolve()

  private constructor(
    private readonly file: string,
    private snapshot: Snapshot,
    private documents: Map<string, LakeDocument>,
    /** Every committed transaction within the retention window, for the Studio's history. */
    readonly history: History,
    private readonly filesDir: string | undefined,
  ) {}

  /**
   * Opens the dataset's file, or starts it from the fixtures (none without them) when there is none
   * yet. Fixtures that changed since they were loaded replace the documents only if no editor has
   * changed anything; otherwise `fixturesChanged` tells, and `npm run seed` decides.
   */
  static async open(
    file: string,
    given: readonly LakeDocument[] | undefined,
    { historyDays = defaultHistoryDays, filesDir }: StoreOptions = {},
  ): Promise<DocumentStore> {
    const existing = await readSnapshot(file)
    const fixtures = given ?? []
    const stale = given && existing && !existing.edited && existing.seed.digest !== digestOf(fixtures)
    const snapshot = !existing || stale ? seedSnapshot(fixtures) : existing
    if (snapshot !== existing) await writeSnapshot(file, snapshot)
    const documents = indexed(snapshot.documents)
    // The history asks for the documents as they are at each moment, not as they were at open.
    const opened: { store?: DocumentStore } = {}
    const current = () => (opened.store ? opened.store.all() : [...documents.values()])
    const history = await History.open(file.replace(/\.json$/, '.history.ndjson'), historyDays, current)
    const store = (opened.store = new DocumentStore(file, snapshot, documents, history, filesDir))
    store.fixturesChanged = given !== undefined && snapshot.seed.digest !== digestOf(fixtures)
    return store
  }

  /** True when the fixtures differ from the ones loaded and editors' changes kept them out. */
  fixturesChanged = false

  /** Whether editors changed content since the fixtures were loaded (system documents are not content). */
  get edited() {
    return this.snapshot.edited
  }

  all(): LakeDocument[] {
    return [...this.documents.values()]
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null
  }

  subscribe(listener: (transaction: Transaction) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Runs `work` alone: it reads the current documents and returns the transaction to commit. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work)
    this.queue = result.catch(() => undefined)
    return result
  }

  /** Call inside `exclusive`. Persists, then publishes the transaction. */
  async commit(transaction: Transaction): Promise<void> {
    const documents = new Map(this.documents)
    for (const { id, after } of transaction.changes) {
      if (after) documents.set(id, after)
      else documents.delete(id)
    }
    const edited = this.snapshot.edited || transaction.changes.some(isEdit)
    const snapshot: Snapshot = { ...this.snapshot, edited, documents: [...documents.values()] }
    await writeSnapshot(this.file, snapshot)
    this.snapshot = snapshot
    this.documents = documents
    await this.history.record(transaction)
    this.announce(transaction)
    await this.deleteFiles(transaction)
  }

  /**
   * Replaces the content with the fixtures (`npm run seed`), announced to listeners like any other
   * transaction so an open Studio follows. System documents (an open Presentation tool's preview
   * secret) are not content and stay.
   */
  async reseed(fixtures: readonly LakeDocument[]): Promise<void> {
    await this.exclusive(async () => {
      const snapshot = seedSnapshot(fixtures, this.all().filter(isSystemDocument))
      const next = indexed(snapshot.documents)
      const ids = new Set([...this.documents.keys(), ...next.keys()])
      const changes = [...ids].map((id) => ({
        id,
        before: this.documents.get(id) ?? null,
        after: next.get(id) ?? null,
        mutations: [],
      }))
      await writeSnapshot(this.file, snapshot)
      this.snapshot = snapshot
      this.documents = next
      this.fixturesChanged = false
      // Recorded like an edit, so what the seed replaced can still be restored from the history.
      const transaction = {
        id: snapshot.documents[0]?._rev as string,
        timestamp: snapshot.seed.loadedAt,
        author: localEditor.id,
        changes,
      }
      await this.history.record(transaction)
      this.announce(transaction)
      await this.deleteFiles(transaction)
    })
  }

  private announce(transaction: Transaction) {
    for (const listener of this.listeners) listener(transaction)
  }

  private async deleteFiles({ changes }: Transaction) {
    if (this.filesDir !== undefined) await deleteRemovedAssetFiles(changes, this.filesDir)
  }
}

/** A change to content; one to the Studio's bookkeeping (a preview secret) is not an editor's edit. */
function isEdit({ before, after }: Change) {
  const document = after ?? before
  return document !== null && !isSystemDocument(document)
}

const indexed = (documents: LakeDocument[]) => new Map(documents.map((document) => [document._id, document]))

/** The fixtures as the lake stores them, beside the documents `kept` as they are. */
function seedSnapshot(fixtures: readonly LakeDocument[], kept: readonly LakeDocument[] = []): Snapshot {
  const loadedAt = new Date().toISOString()
  const revision = `seed-${Date.now().toString(36)}`
  const documents = fixtures.map((document) => ({
    _createdAt: loadedAt,
    _updatedAt: loadedAt,
    // A fresh revision per load, so a Studio that saw the last one knows these are new.
    _rev: revision,
    ...structuredClone(document),
  }))
  return {
    format: 1,
    seed: { digest: digestOf(fixtures), loadedAt },
    edited: false,
    documents: [...documents, ...kept],
  }
}
