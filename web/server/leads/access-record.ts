import { randomUUID } from 'node:crypto'
import type { Executor, Row } from './executor'
import type { AccessEvent, AccessPage, AccessRecord, Accessor, LeadCursor, NewAccessEvent } from './types'

const toAccessEvent = (row: Row): AccessEvent => ({
  id: String(row.id),
  at: new Date(Number(row.at)),
  name: String(row.who),
  via: String(row.via),
  action: row.action as AccessEvent['action'],
  ...(row.lead_id != null && { leadId: String(row.lead_id), leadExists: row.lead_exists != null }),
  ...(row.lead_count != null && { leads: Number(row.lead_count) }),
  ...(row.filters != null && { filters: JSON.parse(String(row.filters)) as string[] }),
})

/**
 * Who read, exported or erased leads, and when (docs/leads.md, "The access record"): ids, names of
 * callers and filters, counts; never a lead's fields or a search's text. Inside `store.transaction`
 * its statements join it, so an erasure and its event commit together.
 */
export class SqlAccessRecord implements AccessRecord {
  /** The last time this record gave, so two events of one instance in the same millisecond keep their order. */
  private lastAt = 0

  constructor(private readonly db: Executor) {}

  async add(by: Accessor, event: NewAccessEvent) {
    this.lastAt = Math.max(Date.now(), this.lastAt + 1)
    await this.db.run(
      `INSERT INTO access_events (id, at, who, via, action, lead_id, lead_count, filters) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        this.lastAt,
        by.name,
        by.via,
        event.action,
        event.leadId ?? null,
        event.leads ?? null,
        event.filters ? JSON.stringify(event.filters) : null,
      ],
    )
  }

  async page({ limit, before }: { limit: number; before?: LeadCursor }): Promise<AccessPage> {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit: a whole number from 1')
    const rows = await this.db.run(
      `SELECT a.*, l.id AS lead_exists FROM access_events a LEFT JOIN leads l ON l.id = a.lead_id
       ${before ? 'WHERE (a.at, a.id) < (?, ?)' : ''} ORDER BY a.at DESC, a.id DESC LIMIT ?`,
      [...(before ? [before.createdAt.getTime(), before.id] : []), limit + 1],
    )
    const events = rows.slice(0, limit).map(toAccessEvent)
    const last = events.at(-1)
    return { events, ...(rows.length > limit && last && { next: { createdAt: last.at, id: last.id } }) }
  }

  async forgetBefore(date: Date) {
    return (await this.db.run('DELETE FROM access_events WHERE at < ? RETURNING id', [date.getTime()])).length
  }
}
