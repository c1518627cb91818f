import { randomBytes } from 'node:crypto'
import { backfillContacts, unifyPersonStatus } from './contacts'
import { emailKey, phoneKey, searchText } from './match-keys'

type Run = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. The SQL is the common
 * subset of SQLite and Postgres: times are epoch milliseconds, JSON is stored as text. A `backfill`
 * runs after the migration's SQL, in the same transaction, for what that subset cannot compute.
 * Never edit a released migration; add the next one.
 */
export const migrations: { id: number; sql: string[]; backfill?: (run: Run) => Promise<void> }[] = [
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
  {
    // The Leads tool (docs/leads.md): a status and its history, attribution, the keys that match an
    // analysis to a later booking, the searched text, and a log of erasures without personal data.
    id: 3,
    sql: [
      `ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'`,
      `ALTER TABLE leads ADD COLUMN source_page TEXT`,
      `ALTER TABLE leads ADD COLUMN referrer_host TEXT`,
      `ALTER TABLE leads ADD COLUMN utm TEXT`,
      `ALTER TABLE leads ADD COLUMN email TEXT`,
      `ALTER TABLE leads ADD COLUMN phone TEXT`,
      `ALTER TABLE leads ADD COLUMN search_text TEXT NOT NULL DEFAULT ''`,
      // The list is newest first with the id breaking ties (keyset paging), filtered or not.
      `DROP INDEX leads_created_at`,
      `CREATE INDEX leads_created ON leads (created_at, id)`,
      `CREATE INDEX leads_kind_created ON leads (kind, created_at, id)`,
      `CREATE INDEX leads_status_created ON leads (status, created_at, id)`,
      // An analysis's later bookings, by e-mail or by phone, within a time window (the funnel).
      `CREATE INDEX leads_email ON leads (email, created_at)`,
      `CREATE INDEX leads_phone ON leads (phone, created_at)`,
      `CREATE TABLE lead_events (
        id TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        at BIGINT NOT NULL,
        editor TEXT NOT NULL,
        type TEXT NOT NULL,
        status TEXT,
        note TEXT
      )`,
      `CREATE INDEX lead_events_lead_at ON lead_events (lead_id, at)`,
      // The funnel counts status changes to 'won' by week.
      `CREATE INDEX lead_events_status_at ON lead_events (status, at)`,
      // `erased_by`, not `by`: BY is an SQL keyword.
      `CREATE TABLE lead_erasures (
        lead_id TEXT NOT NULL,
        at BIGINT NOT NULL,
        erased_by TEXT NOT NULL,
        reason TEXT NOT NULL
      )`,
    ],
    // Reading a field of the JSON text is `json_extract` in SQLite and a cast to json in Postgres,
    // and only SQLite lacks regexp_replace: the common subset cannot derive the keys, so the code
    // that fills them at insert (match-keys.ts) fills them for the leads already stored.
    backfill: async (run) => {
      for (let after = ''; ;) {
        const rows = await run('SELECT id, data FROM leads WHERE id > ? ORDER BY id LIMIT 500', [after])
        for (const row of rows) {
          const data = JSON.parse(String(row.data)) as Record<string, unknown>
          await run('UPDATE leads SET email = ?, phone = ?, search_text = ? WHERE id = ?', [
            emailKey(data),
            phoneKey(data),
            searchText(data),
            row.id,
          ])
        }
        if (rows.length < 500) return
        after = String(rows.at(-1)!.id)
      }
    },
  },
  {
    // The analysis report as the visitor got it (docs/leads.md): its result, rebuilt on demand by the
    // Leads API with the renderer the e-mail uses. One per lead, erased with it.
    id: 4,
    sql: [
      `CREATE TABLE lead_reports (
        lead_id TEXT PRIMARY KEY REFERENCES leads (id),
        language TEXT NOT NULL,
        result TEXT NOT NULL,
        created_at BIGINT NOT NULL
      )`,
    ],
  },
  {
    // Analyses waiting for a free worker (docs/analysis.md): the visitor's ticket, beside the lead
    // made when they asked; erased with it.
    id: 5,
    sql: [
      `CREATE TABLE analysis_waiting (
        ticket TEXT PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id),
        url TEXT NOT NULL,
        language TEXT NOT NULL,
        email TEXT,
        client_key TEXT NOT NULL,
        status TEXT NOT NULL,
        outcome TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        locked_until BIGINT NOT NULL DEFAULT 0,
        created_at BIGINT NOT NULL,
        finished_at BIGINT
      )`,
      `CREATE INDEX analysis_waiting_status ON analysis_waiting (status, created_at)`,
      `CREATE INDEX analysis_waiting_lead ON analysis_waiting (lead_id)`,
    ],
  },
  {
    // Rate-limit keys name e-mail addresses and client addresses: from now on they are kept only as
    // keyed hashes (a random key of this database, `store_secrets`), so an erased person's address
    // is nowhere in them. The windows kept in clear so far are dropped (they last a day at most).
    id: 6,
    sql: [
      `CREATE TABLE store_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      `DELETE FROM rate_events`,
      `DELETE FROM rate_keys`,
    ],
    backfill: async (run) =>
      void (await run('INSERT INTO store_secrets (name, value) VALUES (?, ?)', [
        'rate-keys',
        randomBytes(32).toString('base64url'),
      ])),
  },
  {
    // The access record (docs/leads.md): who read a lead or its report, exported or erased leads, and
    // when. No personal data: ids, the caller's name and credential kind, counts, filters' names.
    // `lead_id` references nothing, so the record outlives an erased lead.
    id: 7,
    sql: [
      `CREATE TABLE access_events (
        id TEXT PRIMARY KEY,
        at BIGINT NOT NULL,
        who TEXT NOT NULL,
        via TEXT NOT NULL,
        action TEXT NOT NULL,
        lead_id TEXT,
        lead_count INTEGER,
        filters TEXT
      )`,
      // Newest first, a page at a time; the retention purge deletes by time.
      `CREATE INDEX access_events_at ON access_events (at, id)`,
    ],
  },
  {
    // Follow-ups and owners (docs/leads.md): when to act on a lead next and whose it is, each change
    // an event of the lead's history. The views "Mine", "Unassigned" and "Due today" read the indexes.
    id: 8,
    sql: [
      `ALTER TABLE leads ADD COLUMN owner TEXT`,
      `ALTER TABLE leads ADD COLUMN follow_up_at BIGINT`,
      `CREATE INDEX leads_owner_created ON leads (owner, created_at, id)`,
      `CREATE INDEX leads_follow_up ON leads (follow_up_at)`,
      `ALTER TABLE lead_events ADD COLUMN owner TEXT`,
      `ALTER TABLE lead_events ADD COLUMN follow_up_at BIGINT`,
    ],
  },
  {
    // The morning digest (docs/leads.md): the agency's days whose digest is queued, so of several
    // servers, or one restarted, only the first queues it.
    id: 9,
    sql: [`CREATE TABLE morning_digests (day TEXT PRIMARY KEY, queued_at BIGINT NOT NULL)`],
  },
  {
    // Replies from the Leads tool (docs/leads.md): the channel a 'reply' event's message went by.
    id: 10,
    sql: [`ALTER TABLE lead_events ADD COLUMN channel TEXT`],
  },
  {
    // One person behind several leads (contacts.ts): the id of their first lead, shared by the leads
    // with the same e-mail or phone; the leads already stored are joined as they arrived.
    id: 11,
    sql: [
      `ALTER TABLE leads ADD COLUMN contact_id TEXT`,
      `CREATE INDEX leads_contact ON leads (contact_id, created_at, id)`,
    ],
    backfill: backfillContacts,
  },
  {
    // One status per person (contacts.ts): a contact's leads that disagree take the last one set.
    id: 12,
    sql: [unifyPersonStatus],
  },
]

/** Runs the migrations not yet recorded, all in one transaction (DDL is transactional in both engines). */
export async function migrate(run: Run, transaction: (work: () => Promise<void>) => Promise<void>) {
  await transaction(async () => {
    await run('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)')
    for (const migration of migrations) {
      const done = await run('SELECT id FROM schema_migrations WHERE id = ?', [migration.id])
      if (done.length > 0) continue
      for (const statement of migration.sql) await run(statement)
      await migration.backfill?.(run)
      await run('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', [migration.id, Date.now()])
    }
  })
}
