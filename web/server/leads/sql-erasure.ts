import type { Executor } from './executor'
import {
  erasureReasons,
  retentionAccessor,
  type AccessRecord,
  type Accessor,
  type Erasure,
  type ErasureReason,
} from './types'

/**
 * Erases the leads `where` selects, with everything hung on them, and logs each erasure; the access
 * record gets one event, naming the lead when one was asked for (`leadId`), else how many.
 */
async function erase(
  db: Executor,
  accessRecord: AccessRecord,
  where: string,
  params: unknown[],
  by: Accessor,
  reason: ErasureReason,
  leadId?: string,
) {
  const erased = await db.transaction(async () => {
    // Locked first: a delivery or event added meanwhile waits, then fails on the missing lead.
    const locked = await db.run(`SELECT id FROM leads WHERE ${where} ${db.rowLock}`, params)
    if (locked.length === 0) return { count: 0, deliveryIds: [] }
    const leads = `SELECT id FROM leads WHERE ${where}`
    await db.run(`DELETE FROM lead_events WHERE lead_id IN (${leads})`, params)
    await db.run(`DELETE FROM lead_reports WHERE lead_id IN (${leads})`, params)
    await db.run(`DELETE FROM analysis_waiting WHERE lead_id IN (${leads})`, params)
    const deliveries = await db.run(`DELETE FROM deliveries WHERE lead_id IN (${leads}) RETURNING id`, params)
    await db.run(
      `INSERT INTO lead_erasures (lead_id, at, erased_by, reason) SELECT id, ?, ?, ? FROM leads WHERE ${where}`,
      [Date.now(), by.name, reason, ...params],
    )
    const rows = await db.run(`DELETE FROM leads WHERE ${where} RETURNING id`, params)
    await accessRecord.add(by, leadId ? { action: 'erase', leadId } : { action: 'erase', leads: rows.length })
    return { count: rows.length, deliveryIds: deliveries.map((row) => String(row.id)) }
  })
  if (erased.count > 0) await db.scrub?.()
  return erased
}

/** Erasure on request and by retention, logged in the erasure log and the access record. */
export function erasure(db: Executor, accessRecord: AccessRecord): Erasure {
  return {
    async eraseLead(id, by, reason = 'request') {
      if (!erasureReasons.includes(reason)) throw new RangeError(`not an erasure reason: ${reason}`)
      const { count, deliveryIds } = await erase(db, accessRecord, 'id = ?', [id], by, reason, id)
      return count > 0 ? deliveryIds : undefined
    },
    purgeLeadsBefore: (date) =>
      erase(db, accessRecord, 'created_at < ?', [date.getTime()], retentionAccessor, 'retention'),
  }
}
