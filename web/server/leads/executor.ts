/** A row as an engine returns it: snake_case columns, epoch ms, JSON as text. */
export type Row = Record<string, unknown>

/** What each engine provides: `?` placeholders, statements inside `transaction` run on one connection. */
export type Executor = {
  engine: 'sqlite' | 'postgres'
  run(sql: string, params?: unknown[]): Promise<Row[]>
  /** Everything run inside `work` commits together; a transaction inside another joins it. */
  transaction<T>(work: () => Promise<T>): Promise<T>
  /** Postgres adds `FOR UPDATE SKIP LOCKED` so instances claim disjoint rows without waiting. */
  claimLock: string
  /**
   * Postgres adds `FOR UPDATE` to lock the rows a transaction is about to change or hang rows on; in
   * SQLite the transaction holds the whole database already.
   */
  rowLock: string
  /** After an erasure: what the engine's files still hold of deleted rows is overwritten (SQLite's log). */
  scrub?(): Promise<void>
  close(): Promise<void>
}
