import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'
import { codeOf, connectionLost, listeningPool, onFreshConnections } from 'pg-connections'
import { migrate } from './migrations'
import type { Executor } from './executor'
import { sqlLeadStore } from './sql-store'
import { StoreUnavailableError, type LeadStore } from './types'

/** `?` placeholders (shared with SQLite) become Postgres's `$1, $2, ...`. */
const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}

const poolSize = 10

/** A lost connection becomes StoreUnavailableError (503, retry); any other error stays itself. */
const asStoreError = (error: unknown) => (connectionLost(error) ? new StoreUnavailableError(codeOf(error)) : error)

/**
 * The scale-out engine: several server instances share one Postgres. Claims use SKIP LOCKED so
 * instances take disjoint deliveries; migrations run under an advisory lock so two instances
 * starting together do not race.
 *
 * A dropped connection (a restart, a failover, `pg_terminate_backend`, a pooler recycling it) never
 * ends the process (`pg-connections`), and a broken client is destroyed rather than pooled again. A
 * transaction whose connection was lost before its COMMIT was sent rolled back, so it runs again on
 * a fresh connection, as does a read; lost during COMMIT, a transaction may have committed, so the
 * caller hears StoreUnavailableError (503) and retries with its idempotency key.
 */
export async function openPostgresStore(
  connectionString: string,
  onLost: (error: Error) => void = () => {},
): Promise<LeadStore> {
  const pool = listeningPool(connectionString, { max: poolSize, onLost })
  const session = new AsyncLocalStorage<pg.PoolClient>()
  const fresh = { connections: poolSize }
  const run = async (sql: string, params: unknown[] = []) => {
    const client = session.getStore()
    const query = async () => (await (client ?? pool).query(numbered(sql), params)).rows as Record<string, unknown>[]
    // A read outside a transaction changes nothing, so it may run again on a fresh connection.
    const result = client || !/^\s*SELECT\b/i.test(sql) ? query() : onFreshConnections(query, fresh)
    return result.catch((error: unknown) => Promise.reject(asStoreError(error)))
  }
  const attempt = async <T>(work: () => Promise<T>, state: { committing: boolean }): Promise<T> => {
    const client = await pool.connect()
    let broken: Error | undefined
    const onError = (error: Error) => (broken = error)
    client.on('error', onError)
    try {
      await client.query('BEGIN')
      const result = await session.run(client, work)
      state.committing = true
      await client.query('COMMIT')
      return result
    } catch (error) {
      if (!broken && !connectionLost(error)) await client.query('ROLLBACK').catch((failed: Error) => (broken = failed))
      else broken ??= error as Error
      throw error
    } finally {
      client.off('error', onError)
      // A client whose connection broke is destroyed, not pooled again.
      client.release(broken)
    }
  }
  const transaction = async <T>(work: () => Promise<T>): Promise<T> => {
    if (session.getStore()) return work()
    const state = { committing: false }
    return onFreshConnections(() => attempt(work, state), {
      ...fresh,
      mayRepeat: () => !state.committing,
    }).catch((error: unknown) => Promise.reject(asStoreError(error)))
  }
  const executor: Executor = {
    engine: 'postgres',
    claimLock: 'FOR UPDATE SKIP LOCKED',
    rowLock: 'FOR UPDATE',
    run,
    transaction,
    close: () => pool.end(),
  }
  await migrate(run, (work) =>
    transaction(async () => {
      await run('SELECT pg_advisory_xact_lock(7204)')
      await work()
    }),
  )
  return sqlLeadStore(executor)
}
