import { AsyncLocalStorage } from 'node:async_hooks'
import pg from 'pg'
import { migrate } from './migrations'
import { SqlLeadStore, type Executor } from './sql-store'

/** `?` placeholders (shared with SQLite) become Postgres's `$1, $2, ...`. */
const numbered = (sql: string) => {
  let index = 0
  return sql.replace(/\?/g, () => `$${++index}`)
}

/**
 * The scale-out engine: several server instances share one Postgres. Claims use SKIP LOCKED so
 * instances take disjoint deliveries; migrations run under an advisory lock so two instances
 * starting together do not race.
 */
export async function openPostgresStore(connectionString: string): Promise<SqlLeadStore> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {})
  const session = new AsyncLocalStorage<pg.PoolClient>()
  const run = async (sql: string, params: unknown[] = []) => {
    const result = await (session.getStore() ?? pool).query(numbered(sql), params)
    return result.rows as Record<string, unknown>[]
  }
  const transaction = async <T>(work: () => Promise<T>): Promise<T> => {
    if (session.getStore()) return work()
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await session.run(client, work)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
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
  return new SqlLeadStore(executor)
}
