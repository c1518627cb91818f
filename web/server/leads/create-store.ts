import path from 'node:path'
import { openPostgresStore } from './postgres'
import { openSqliteStore } from './sqlite'
import type { LeadStore } from './types'

/** Postgres when DATABASE_URL is set (scale-out), else SQLite in the data folder (embedded default). */
export function openLeadStore(config: { databaseUrl?: string; dataDir: string }): Promise<LeadStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl)
    : openSqliteStore(path.join(config.dataDir, 'leads.sqlite'))
}
