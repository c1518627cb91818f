import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { loadEnv } from '../../../web/server/env.server'
import { openPostgresStore } from '../../../web/server/leads/postgres'
import { openSqliteStore } from '../../../web/server/leads/sqlite'
import type { LeadStore } from '../../../web/server/leads/types'

type Row = Record<string, unknown>

/**
 * Test helper: both engines, each store fresh (a temporary file, or a private Postgres schema).
 * `sql` runs statements on the same database outside the store, on a connection of its own and
 * without migrations (`?` placeholders, as the store writes them): to lay out an older schema, or
 * ask for a plan.
 */
export type StoreFactory = {
  engine: 'sqlite' | 'postgres'
  open(): Promise<LeadStore>
  sql(statement: string, params?: unknown[]): Promise<Row[]>
  /** The variables that point a server (`loadEnv`, `buildApp`) at this store. */
  serverEnv(): Promise<Record<string, string>>
  cleanup(): Promise<void>
}

const testDatabaseUrl = loadEnv().testDatabaseUrl

function sqliteFactory(): StoreFactory {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-'))
  const file = path.join(dir, 'leads.sqlite')
  return {
    engine: 'sqlite',
    open: () => openSqliteStore(file),
    sql: async (statement, params = []) => {
      const db = new DatabaseSync(file)
      try {
        return db.prepare(statement).all(...(params as SQLInputValue[])) as Row[]
      } finally {
        db.close()
      }
    },
    // The server opens DATA_DIR/leads.sqlite: this very file.
    serverEnv: async () => ({ DATA_DIR: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

function postgresFactory(base: string): StoreFactory {
  const schema = `leads_test_${randomUUID().replaceAll('-', '')}`
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const query = async (connectionString: string, statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString })
    await client.connect()
    let index = 0
    const numbered = statement.replace(/\?/g, () => `$${++index}`)
    return (await client.query(numbered, params).finally(() => client.end())).rows as Row[]
  }
  let created: Promise<unknown> | undefined
  const ensureSchema = () => (created ??= query(base, `CREATE SCHEMA ${schema}`))
  return {
    engine: 'postgres',
    open: async () => {
      await ensureSchema()
      return openPostgresStore(url.toString())
    },
    sql: async (statement, params) => {
      await ensureSchema()
      return query(url.toString(), statement, params)
    },
    serverEnv: async () => {
      await ensureSchema()
      return { DATABASE_URL: url.toString() }
    },
    cleanup: async () => {
      await query(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    },
  }
}

/** SQLite always; Postgres when TEST_DATABASE_URL is set (`.ci/run` sets it). */
export function storeFactories(): StoreFactory[] {
  return [sqliteFactory(), ...(testDatabaseUrl ? [postgresFactory(testDatabaseUrl)] : [])]
}

/** Opens the factory's store for a describe block; `context.store` may be replaced (reopen tests). */
export function useStore(factory: StoreFactory) {
  const context = {} as { store: LeadStore }
  beforeAll(async () => {
    context.store = await factory.open()
  })
  afterAll(async () => {
    await context.store.close()
    await factory.cleanup()
  })
  return context
}
