import { randomUUID } from 'node:crypto'
import type { Executor } from './executor'
import { toEvent } from './lead-rows'
import type { LeadChange, LeadEvent, LeadStatus, ReplyChannel } from './types'

/** What an event records beside its type: the status, the note (and a reply's channel), the follow-up or the owner it set. */
export type EventValues = {
  status?: LeadStatus
  note?: string
  channel?: ReplyChannel
  followUpAt?: Date | null
  owner?: string | null
}

/**
 * Inside the transaction that locked the lead. A lead's events have increasing times, so two in the
 * same millisecond still list in the order they were made.
 */
export async function recordEvent(
  db: Executor,
  leadId: string,
  editor: string,
  type: LeadEvent['type'],
  { status, note, channel, followUpAt, owner }: EventValues,
) {
  const [latest] = await db.run('SELECT MAX(at) AS at FROM lead_events WHERE lead_id = ?', [leadId])
  const at = Math.max(Date.now(), latest?.at == null ? 0 : Number(latest.at) + 1)
  const [row] = await db.run(
    `INSERT INTO lead_events (id, lead_id, at, editor, type, status, note, channel, follow_up_at, owner)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      randomUUID(),
      leadId,
      at,
      editor,
      type,
      status ?? null,
      note ?? null,
      channel ?? null,
      followUpAt?.getTime() ?? null,
      owner ?? null,
    ],
  )
  return toEvent(row!)
}

/** The columns `changeLead` sets, each with the event type that records it. */
const plannedColumns = { 'follow-up': 'follow_up_at', owner: 'owner' } as const

/**
 * Sets a lead's follow-up or owner (`null` clears it) and records the change, in the caller's
 * transaction: the lead's row is locked, compared, then changed. The common SQL subset has no
 * null-safe comparison, so the comparison is made here.
 */
export async function changeLead(
  db: Executor,
  id: string,
  change: { type: 'follow-up'; value: Date | null } | { type: 'owner'; value: string | null },
  editor: string,
): Promise<LeadChange> {
  const column = plannedColumns[change.type]
  const [row] = await db.run(`SELECT ${column} AS value FROM leads WHERE id = ? ${db.rowLock}`, [id])
  if (!row) return undefined
  const stored = change.value instanceof Date ? change.value.getTime() : change.value
  const current = row.value == null ? null : change.type === 'owner' ? String(row.value) : Number(row.value)
  if (current === stored) return { changed: false }
  await db.run(`UPDATE leads SET ${column} = ? WHERE id = ?`, [stored, id])
  const values = change.type === 'owner' ? { owner: change.value } : { followUpAt: change.value }
  return { changed: true, event: await recordEvent(db, id, editor, change.type, values) }
}
