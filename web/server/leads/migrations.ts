/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. The SQL is the common
 * subset of SQLite and Postgres: times are epoch milliseconds, JSON is stored as text.
 * Never edit a released migration; add the next one.
 */
export const migrations: { id: number; sql: string[] }[] = [
  {
    id: 1,
    sql: [
      `CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        idempotency_key TEXT UNIQUE,
        language TEXT NOT NULL,
        client_ip TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
      `CREATE INDEX leads_created_at ON leads (created_at)`,
      `CREATE TABLE deliveries (
        id TEXT PRIMARY KEY,
        lead_id TEXT REFERENCES leads (id),
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at BIGINT NOT NULL,
        locked_until BIGINT NOT NULL DEFAULT 0,
        last_error TEXT,
        created_at BIGINT NOT NULL,
        delivered_at BIGINT
      )`,
      `CREATE INDEX deliveries_due ON deliveries (status, next_attempt_at)`,
      `CREATE INDEX deliveries_lead ON deliveries (lead_id)`,
      `CREATE TABLE rate_hits (
        key TEXT NOT NULL,
        window_start BIGINT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (key, window_start)
      )`,
    ],
  },
  {
    // Sliding windows (docs/decisions/0009-sliding-window-rate-limits.md): one row per admitted
    // request instead of one count per fixed window; rate_keys gives each key a row to lock.
    id: 2,
    sql: [
      `CREATE TABLE rate_events (key TEXT NOT NULL, at BIGINT NOT NULL)`,
      `CREATE INDEX rate_events_key_at ON rate_events (key, at)`,
      `CREATE TABLE rate_keys (key TEXT PRIMARY KEY, touched_at BIGINT NOT NULL)`,
      `DROP TABLE rate_hits`,
    ],
  },
]

/** Runs the migrations not yet recorded, all in one transaction (DDL is transactional in both engines). */
export async function migrate(
  run: (sql: string, params?: unknown[]) => Promise<unknown[]>,
  transaction: (work: () => Promise<void>) => Promise<void>,
) {
  await transaction(async () => {
    await run('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)')
    for (const migration of migrations) {
      const done = await run('SELECT id FROM schema_migrations WHERE id = ?', [migration.id])
      if (done.length > 0) continue
      for (const statement of migration.sql) await run(statement)
      await run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [migration.id, Date.now()])
    }
  })
}
