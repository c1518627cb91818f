import path from 'node:path'
import { openPostgresStore } from './postgres'
import { openSqliteStore } from './sqlite'
import type { LeadStore } from './types'

/**
 * Postgres when DATABASE_URL is set (scale-out), else SQLite in the data folder (embedded default).
 * `onConnectionError` hears of Postgres connections lost (which the store survives), for the log.
 */
export function openLeadStore(
  config: { databaseUrl?: string; dataDir: string },
  onConnectionError?: (error: Error) => void,
): Promise<LeadStore> {
  return config.databaseUrl
    ? openPostgresStore(config.databaseUrl, onConnectionError)
    : openSqliteStore(path.join(config.dataDir, 'leads.sqlite'))
}
