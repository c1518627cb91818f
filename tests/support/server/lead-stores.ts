import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { loadEnv } from '../../../web/server/env.server'
import { openPostgresStore } from '../../../web/server/leads/postgres'
import { openSqliteStore } from '../../../web/server/leads/sqlite'
import type { LeadStore } from '../../../web/server/leads/types'

/** Test helper: both engines, each store fresh (a temporary file, or a private Postgres schema). */
export type StoreFactory = { engine: 'sqlite' | 'postgres'; open(): Promise<LeadStore>; cleanup(): Promise<void> }

const testDatabaseUrl = loadEnv().testDatabaseUrl

function sqliteFactory(): StoreFactory {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-'))
  return {
    engine: 'sqlite',
    open: () => openSqliteStore(path.join(dir, 'leads.sqlite')),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  }
}

function postgresFactory(base: string): StoreFactory {
  const schema = `leads_test_${randomUUID().replaceAll('-', '')}`
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    await client.query(sql).finally(() => client.end())
  }
  let created = false
  return {
    engine: 'postgres',
    open: async () => {
      if (!created) await admin(`CREATE SCHEMA ${schema}`)
      created = true
      return openPostgresStore(url.toString())
    },
    cleanup: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
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
