import { randomUUID } from 'node:crypto'
import type {
  Delivery,
  DeliveryStatus,
  Lead,
  LeadStore,
  LeadWithDeliveries,
  ListOptions,
  NewDelivery,
  NewLead,
} from './types'

type Row = Record<string, unknown>

/** What each engine provides: `?` placeholders, statements inside `transaction` run on one connection. */
export type Executor = {
  engine: 'sqlite' | 'postgres'
  run(sql: string, params?: unknown[]): Promise<Row[]>
  transaction<T>(work: () => Promise<T>): Promise<T>
  /** Postgres adds `FOR UPDATE SKIP LOCKED` so instances claim disjoint rows without waiting. */
  claimLock: string
  close(): Promise<void>
}

const time = (value: unknown) => new Date(Number(value))

function toLead(row: Row): Lead {
  return {
    id: String(row.id),
    kind: row.kind as Lead['kind'],
    ...(row.idempotency_key != null && { idempotencyKey: String(row.idempotency_key) }),
    language: String(row.language),
    clientIp: String(row.client_ip),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
    createdAt: time(row.created_at),
  }
}

function toDelivery(row: Row): Delivery {
  return {
    id: String(row.id),
    leadId: row.lead_id == null ? null : String(row.lead_id),
    kind: String(row.kind),
    payload: JSON.parse(String(row.payload)) as Record<string, unknown>,
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: time(row.next_attempt_at),
    lastError: row.last_error == null ? null : String(row.last_error),
    deliveredAt: row.delivered_at == null ? null : time(row.delivered_at),
  }
}

const insertDelivery = `INSERT INTO deliveries (id, lead_id, kind, payload, next_attempt_at, created_at)
  VALUES (?, ?, ?, ?, ?, ?) RETURNING *`

/** The store on top of either engine: the same SQL, so both behave the same. */
export class SqlLeadStore implements LeadStore {
  constructor(private readonly db: Executor) {}

  get engine() {
    return this.db.engine
  }

  addLead(lead: NewLead, deliveries: NewDelivery[]) {
    return this.db.transaction(async () => {
      const now = Date.now()
      const [inserted] = await this.db.run(
        `INSERT INTO leads (id, kind, idempotency_key, language, client_ip, data, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
        [
          randomUUID(),
          lead.kind,
          lead.idempotencyKey ?? null,
          lead.language,
          lead.clientIp,
          JSON.stringify(lead.data),
          now,
        ],
      )
      if (!inserted) {
        const [existing] = await this.db.run('SELECT * FROM leads WHERE idempotency_key = ?', [lead.idempotencyKey])
        return { lead: toLead(existing!), created: false }
      }
      for (const delivery of deliveries) {
        await this.db.run(insertDelivery, [
          randomUUID(),
          inserted.id,
          delivery.kind,
          JSON.stringify(delivery.payload ?? {}),
          now,
          now,
        ])
      }
      return { lead: toLead(inserted), created: true }
    })
  }

  async enqueue(delivery: NewDelivery & { leadId?: string }) {
    const now = Date.now()
    const [row] = await this.db.run(insertDelivery, [
      randomUUID(),
      delivery.leadId ?? null,
      delivery.kind,
      JSON.stringify(delivery.payload ?? {}),
      now,
      now,
    ])
    return toDelivery(row!)
  }

  async getLead(id: string) {
    const [row] = await this.db.run('SELECT * FROM leads WHERE id = ?', [id])
    return row && toLead(row)
  }

  async listLeads({ kind, limit = 1000, since }: ListOptions = {}): Promise<LeadWithDeliveries[]> {
    const rows = await this.db.run(
      `SELECT * FROM leads WHERE (CAST(? AS TEXT) IS NULL OR kind = ?) AND created_at >= ?
       ORDER BY created_at DESC, id LIMIT ?`,
      [kind ?? null, kind ?? null, since?.getTime() ?? 0, limit],
    )
    const leads = rows.map(toLead)
    if (leads.length === 0) return []
    const deliveries = await this.db.run(
      `SELECT lead_id, kind, status, attempts, last_error FROM deliveries WHERE lead_id IN (${leads.map(() => '?').join(', ')})
       ORDER BY created_at, kind`,
      leads.map((lead) => lead.id),
    )
    return leads.map((lead) => ({
      ...lead,
      deliveries: deliveries
        .filter((row) => row.lead_id === lead.id)
        .map((row) => ({
          kind: String(row.kind),
          status: row.status as DeliveryStatus,
          attempts: Number(row.attempts),
          lastError: row.last_error == null ? null : String(row.last_error),
        })),
    }))
  }

  async claimDeliveries(kinds: string[], limit: number, leaseMs: number) {
    if (kinds.length === 0) return []
    const now = Date.now()
    const rows = await this.db.run(
      `UPDATE deliveries SET locked_until = ?, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM deliveries
         WHERE status = 'pending' AND next_attempt_at <= ? AND locked_until <= ?
           AND kind IN (${kinds.map(() => '?').join(', ')})
         ORDER BY next_attempt_at LIMIT ? ${this.db.claimLock}
       ) RETURNING *`,
      [now + leaseMs, now, now, ...kinds, limit],
    )
    return rows.map(toDelivery)
  }

  async markDelivered(id: string) {
    await this.db.run(
      `UPDATE deliveries SET status = 'done', delivered_at = ?, locked_until = 0, last_error = NULL WHERE id = ?`,
      [Date.now(), id],
    )
  }

  async markFailed(id: string, error: string, retryAt: Date) {
    await this.db.run(
      `UPDATE deliveries SET next_attempt_at = ?, locked_until = 0, last_error = ? WHERE id = ? AND status = 'pending'`,
      [retryAt.getTime(), error.slice(0, 1000), id],
    )
  }

  async markDead(id: string, error: string) {
    await this.db.run(
      `UPDATE deliveries SET status = 'dead', locked_until = 0, last_error = ? WHERE id = ? AND status = 'pending'`,
      [error.slice(0, 1000), id],
    )
  }

  async listDeliveries(status?: DeliveryStatus) {
    const rows = await this.db.run(
      'SELECT * FROM deliveries WHERE (CAST(? AS TEXT) IS NULL OR status = ?) ORDER BY created_at, id',
      [status ?? null, status ?? null],
    )
    return rows.map(toDelivery)
  }

  takeRateSlot(key: string, limit: number, windowMs: number) {
    return this.db.transaction(async () => {
      // Locks the key's row (Postgres), so concurrent requests for one key count one after another.
      await this.db.run(
        `INSERT INTO rate_keys (key, touched_at) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET touched_at = excluded.touched_at`,
        [key, Date.now()],
      )
      // Read under the lock: a request that waited for it never counts from before the one it waited on.
      const now = Date.now()
      const [row] = await this.db.run(
        'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_events WHERE key = ? AND at > ?',
        [key, now - windowMs],
      )
      const allowed = Number(row!.n) < limit
      if (allowed) await this.db.run('INSERT INTO rate_events (key, at) VALUES (?, ?)', [key, now])
      // Events older than any window are useless; sweeping now and then keeps the tables small.
      if (Math.random() < 0.01) {
        await this.db.run('DELETE FROM rate_events WHERE at < ?', [now - 86_400_000])
        await this.db.run('DELETE FROM rate_keys WHERE touched_at < ?', [now - 86_400_000])
      }
      return { allowed, retryAfterMs: allowed ? 0 : Number(row!.oldest) + windowMs - now }
    })
  }

  close() {
    return this.db.close()
  }
}
