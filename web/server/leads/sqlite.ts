import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { privateFileSync, privateModes } from '../private-files'
import { migrate } from './migrations'
import type { Executor } from './executor'
import { SqlLeadStore } from './sql-store'

/**
 * The embedded engine: Node's built-in SQLite, one file in the data folder, WAL so readers never
 * block the writer. One connection is shared by the whole process, so statements take turns: a
 * transaction holds the turn across its awaits (otherwise another request's statement would run
 * inside it). BEGIN IMMEDIATE plus busy_timeout serialise writers of other processes on the file.
 */
export async function openSqliteStore(file: string): Promise<SqlLeadStore> {
  if (file !== ':memory:') {
    // DATA_DIR itself: created private, left as it is when it exists (it may hold more than leads).
    mkdirSync(path.dirname(file), { recursive: true, mode: privateModes.folder })
    privateFileSync(file)
  }
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON')

  const inTransaction = new AsyncLocalStorage<true>()
  let turn: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work)
    turn = result.catch(() => {})
    return result
  }
  const execute = (sql: string, params: unknown[]) =>
    db.prepare(sql).all(...(params as SQLInputValue[])) as Record<string, unknown>[]

  const executor: Executor = {
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
              db.exec('BEGIN IMMEDIATE')
              try {
                const result = await work()
                db.exec('COMMIT')
                return result
              } catch (error) {
                db.exec('ROLLBACK')
                throw error
              }
            }),
          ),
    close: () => exclusive(async () => db.close()),
  }
  await migrate(executor.run, executor.transaction)
  return new SqlLeadStore(executor)
}
