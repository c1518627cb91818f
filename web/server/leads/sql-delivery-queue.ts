import { randomUUID } from 'node:crypto'
import type { Executor } from './executor'
import { toDelivery } from './lead-rows'
import type { DeliveryQueue, NewDelivery } from './types'

/** Queues a delivery, of a lead or of none, due now. */
export async function insertDelivery(db: Executor, delivery: NewDelivery, leadId: string | null, now: number) {
  const [row] = await db.run(
    `INSERT INTO deliveries (id, lead_id, kind, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING *`,
    [randomUUID(), leadId, delivery.kind, JSON.stringify(delivery.payload ?? {}), now, now],
  )
  return toDelivery(row!)
}

/** The outbox's table: deliveries leased to one sender at a time, retried, then done or dead. */
export function deliveryQueue(db: Executor): DeliveryQueue {
  return {
    enqueue: (delivery) => insertDelivery(db, delivery, delivery.leadId ?? null, Date.now()),

    async claimDeliveries(kinds, limit, leaseMs) {
      if (kinds.length === 0) return []
      const now = Date.now()
      const rows = await db.run(
        `UPDATE deliveries SET locked_until = ?, attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM deliveries
           WHERE status = 'pending' AND next_attempt_at <= ? AND locked_until <= ?
             AND kind IN (${kinds.map(() => '?').join(', ')})
           ORDER BY next_attempt_at LIMIT ? ${db.claimLock}
         ) RETURNING *`,
        [now + leaseMs, now, now, ...kinds, limit],
      )
      return rows.map(toDelivery)
    },

    async markDelivered(id) {
      await db.run(
        `UPDATE deliveries SET status = 'done', delivered_at = ?, locked_until = 0, last_error = NULL WHERE id = ?`,
        [Date.now(), id],
      )
    },

    async markFailed(id, error, retryAt) {
      await db.run(
        `UPDATE deliveries SET next_attempt_at = ?, locked_until = 0, last_error = ? WHERE id = ? AND status = 'pending'`,
        [retryAt.getTime(), error.slice(0, 1000), id],
      )
    },

    async markDead(id, error) {
      await db.run(
        `UPDATE deliveries SET status = 'dead', locked_until = 0, last_error = ? WHERE id = ? AND status = 'pending'`,
        [error.slice(0, 1000), id],
      )
    },

    async listDeliveries(status) {
      const rows = await db.run(
        'SELECT * FROM deliveries WHERE (CAST(? AS TEXT) IS NULL OR status = ?) ORDER BY created_at, id',
        [status ?? null, status ?? null],
      )
      return rows.map(toDelivery)
    },

    async heldDeliveries(ids) {
      const held = new Set<string>()
      for (let start = 0; start < ids.length; start += 500) {
        const chunk = ids.slice(start, start + 500)
        const rows = await db.run(`SELECT id FROM deliveries WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk)
        for (const row of rows) held.add(String(row.id))
      }
      return held
    },
  }
}
