import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { privateFileSync, privateModes } from '../private-files'
import { migrate } from './migrations'
import type { Executor } from './executor'
import { sqlLeadStore } from './sql-store'
import { StoreUnavailableError, type LeadStore } from './types'

/**
 * SQLite's answers that mean the file cannot take the write now (a full disk, a read-only or
 * vanished file, an I/O error, another process holding it past busy_timeout): nothing was stored,
 * and the caller hears StoreUnavailableError (503, retry). Primary result codes: extended ones
 * (SQLITE_IOERR_WRITE…) carry them in their low byte.
 */
const unavailable: Record<number, string> = {
  5: 'SQLITE_BUSY',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
}
const asStoreError = (error: unknown) => {
  const code = unavailable[((error as { errcode?: number }).errcode ?? -1) & 0xff]
  return code ? new StoreUnavailableError(code) : error
}

/**
 * Statements on one SQLite connection, shared by the whole process, so they take turns: a
 * transaction holds the turn across its awaits (otherwise another request's statement would run
 * inside it). BEGIN IMMEDIATE plus busy_timeout serialise writers of other processes on the file.
 */
export function sqliteExecutor(db: DatabaseSync): Executor {
  const inTransaction = new AsyncLocalStorage<true>()
  let turn: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work)
    turn = result.catch(() => {})
    return result
  }
  const execute = (sql: string, params: unknown[]) => {
    try {
      return db.prepare(sql).all(...(params as SQLInputValue[])) as Record<string, unknown>[]
    } catch (error) {
      throw asStoreError(error)
    }
  }
  return {
    engine: 'sqlite',
    claimLock: '',
    rowLock: '',
    run: (sql, params = []) =>
      inTransaction.getStore() ? Promise.resolve(execute(sql, params)) : exclusive(async () => execute(sql, params)),
    transaction: (work) =>
      inTransaction.getStore()
        ? work()
        : exclusive(() =>
            inTransaction.run(true, async () => {
              execute('BEGIN IMMEDIATE', [])
              try {
                const result = await work()
                execute('COMMIT', [])
                return result
              } catch (error) {
                // SQLite ends some transactions itself on an error (a full disk): nothing to roll back.
                if (db.isTransaction) db.exec('ROLLBACK')
                throw error
              }
            }),
          ),
    // secure_delete has zeroed the rows in their pages; the write-ahead log still holds the pages
    // as they were until it is copied back and emptied.
    scrub: () => exclusive(async () => void db.exec('PRAGMA wal_checkpoint(TRUNCATE)')),
    close: () => exclusive(async () => db.close()),
  }
}

/** The embedded engine: Node's built-in SQLite, one file in the data folder, WAL so readers never block the writer. */
export async function openSqliteStore(file: string): Promise<LeadStore> {
  if (file !== ':memory:') {
    // DATA_DIR itself: created private, left as it is when it exists (it may hold more than leads).
    mkdirSync(path.dirname(file), { recursive: true, mode: privateModes.folder })
    privateFileSync(file)
  }
  const db = new DatabaseSync(file)
  // secure_delete: a deleted row's bytes are overwritten, so an erased lead stays in no freed page.
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON',
  )
  const executor = sqliteExecutor(db)
  await migrate(executor.run, executor.transaction)
  return sqlLeadStore(executor)
}
