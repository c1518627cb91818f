import type { Executor, Row } from './executor'
import { recordEvent } from './lead-events'
import type { ContactChange, ContactTimeline, LeadStore } from './types'

/**
 * One person behind several leads: leads with the same e-mail or phone key (match-keys.ts) share a
 * `contact_id`, the id of that person's first lead, so their analysis, booking and contact request
 * read as one timeline with one status. An editor merges two contacts the keys did not join, or
 * splits a lead off one they joined wrongly; a lead split off is never joined again by its keys.
 */

type Run = (sql: string, params?: unknown[]) => Promise<Row[]>

/** The contact a lead with these keys belongs to: the newest other lead's with the same e-mail, else phone. */
export async function matchingContact(run: Run, email: string | null, phone: string | null, exceptId = '') {
  for (const [column, key] of [
    ['email', email],
    ['phone', phone],
  ] as const) {
    if (!key) continue
    const [row] = await run(
      `SELECT contact_id FROM leads WHERE ${column} = ? AND id <> ? AND contact_id IS NOT NULL
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [key, exceptId],
    )
    if (row) return String(row.contact_id)
  }
  return undefined
}

/**
 * After a lead's keys changed (a booking's invitee learnt from Calendly): a lead alone in its contact,
 * never split off by an editor, joins the contact its new keys match.
 */
export async function joinByKeys(db: Executor, lead: Row) {
  const [others] = await db.run('SELECT COUNT(*) AS n FROM leads WHERE contact_id = ? AND id <> ?', [
    lead.contact_id,
    lead.id,
  ])
  if (Number(others!.n) > 0) return
  const [split] = await db.run(`SELECT id FROM lead_events WHERE lead_id = ? AND type = 'split' LIMIT 1`, [lead.id])
  if (split) return
  const contact = await matchingContact(db.run.bind(db), text(lead.email), text(lead.phone), String(lead.id))
  if (!contact) return
  await db.run('UPDATE leads SET contact_id = ? WHERE id = ?', [contact, lead.id])
  await takePersonStatus(db.run.bind(db), contact, String(lead.id))
}

/**
 * A lead that has just joined a person takes their status; a person an editor marked lost who asks
 * again is a fresh chance, so all their leads are new again.
 */
export async function takePersonStatus(run: Run, contactId: string, leadId: string) {
  const [person] = await run('SELECT status FROM leads WHERE contact_id = ? AND id <> ? LIMIT 1', [contactId, leadId])
  if (!person) return
  const status = person.status === 'lost' ? 'new' : String(person.status)
  await run('UPDATE leads SET status = ? WHERE contact_id = ? AND status <> ?', [status, contactId, status])
}

/**
 * Every lead of the lead's contact, locked in a stable order (Postgres), so two editors changing
 * one person from two of their leads take turns; empty for no lead.
 */
export function lockPerson(db: Executor, leadId: string) {
  return db.run(
    `SELECT id, contact_id, follow_up_at FROM leads
     WHERE contact_id = (SELECT contact_id FROM leads WHERE id = ?) ORDER BY id ${db.rowLock}`,
    [leadId],
  )
}

const text = (value: unknown) => (value == null ? null : String(value))

/** How many leads one contact's timeline shows: far more than one person sends. */
const timelineLeads = 500

/** Every lead of the lead's contact, newest first, with all their events in time order; undefined for no lead. */
export async function contactTimeline(
  store: Pick<LeadStore, 'searchLeads' | 'eventsOf'>,
  db: Executor,
  leadId: string,
): Promise<ContactTimeline | undefined> {
  const [lead] = await db.run('SELECT contact_id FROM leads WHERE id = ?', [leadId])
  if (!lead) return undefined
  const { leads } = await store.searchLeads({ contactId: String(lead.contact_id), limit: timelineLeads })
  const events = await store.eventsOf(leads.map(({ id }) => id))
  return { leads, events: events.sort((a, b) => a.at.getTime() - b.at.getTime()) }
}

/** Both leads locked, in a stable order; undefined unless both exist. */
async function lockedPair(db: Executor, a: string, b: string) {
  const rows = await db.run(`SELECT id, contact_id FROM leads WHERE id IN (?, ?) ORDER BY id ${db.rowLock}`, [a, b])
  const contactOf = (id: string) => rows.find((row) => row.id === id)?.contact_id
  const [first, second] = [contactOf(a), contactOf(b)]
  return first == null || second == null ? undefined : [String(first), String(second)]
}

/**
 * Moves every lead of `otherId`'s contact into `leadId`'s, recorded on both leads; the person keeps
 * the status of `leadId`'s. `changed: false` when they are one contact already.
 */
export async function mergeContacts(
  db: Executor,
  leadId: string,
  otherId: string,
  editor: string,
): Promise<ContactChange> {
  return db.transaction(async () => {
    const pair = await lockedPair(db, leadId, otherId)
    if (!pair) return undefined
    const [into, from] = pair
    if (into === from) return { changed: false }
    await db.run(
      `UPDATE leads SET contact_id = ?, status = (SELECT status FROM leads WHERE id = ?) WHERE contact_id = ?`,
      [into, leadId, from],
    )
    const event = await recordEvent(db, leadId, editor, 'merged', { note: otherId })
    await recordEvent(db, otherId, editor, 'merged', { note: leadId })
    return { changed: true, event }
  })
}

/**
 * Gives the lead a contact of its own, recorded on it; the others keep theirs (named after the
 * oldest of them when the contact was named after this lead). `changed: false` when it is alone.
 */
export async function splitLead(db: Executor, leadId: string, editor: string): Promise<ContactChange> {
  return db.transaction(async () => {
    const [lead] = await db.run(`SELECT contact_id FROM leads WHERE id = ? ${db.rowLock}`, [leadId])
    if (!lead) return undefined
    const rest = await db.run(`SELECT id FROM leads WHERE contact_id = ? AND id <> ? ORDER BY created_at, id`, [
      lead.contact_id,
      leadId,
    ])
    if (rest.length === 0) return { changed: false }
    if (lead.contact_id === leadId)
      await db.run('UPDATE leads SET contact_id = ? WHERE contact_id = ? AND id <> ?', [rest[0]!.id, leadId, leadId])
    await db.run('UPDATE leads SET contact_id = ? WHERE id = ?', [leadId, leadId])
    return { changed: true, event: await recordEvent(db, leadId, editor, 'split', {}) }
  })
}

/**
 * Migration 12: one status per person. Where a contact's leads disagree, all take the status an
 * editor set last on any of them.
 */
export const unifyPersonStatus = `UPDATE leads SET status = COALESCE(
    (SELECT e.status FROM lead_events e JOIN leads l ON l.id = e.lead_id
     WHERE l.contact_id = leads.contact_id AND e.type = 'status' ORDER BY e.at DESC, e.id DESC LIMIT 1),
    status)
  WHERE EXISTS (SELECT 1 FROM leads o WHERE o.contact_id = leads.contact_id AND o.status <> leads.status)`

/** Migration 11: the leads already stored, joined by their keys as they arrived, oldest first. */
export async function backfillContacts(run: Run) {
  for (let after: [number, string] = [-1, '']; ;) {
    const rows = await run(
      `SELECT id, email, phone, created_at FROM leads WHERE created_at > ? OR (created_at = ? AND id > ?)
       ORDER BY created_at, id LIMIT 500`,
      [after[0], after[0], after[1]],
    )
    for (const row of rows) {
      const contact = (await matchingContact(run, text(row.email), text(row.phone), String(row.id))) ?? String(row.id)
      await run('UPDATE leads SET contact_id = ? WHERE id = ?', [contact, row.id])
    }
    if (rows.length < 500) return
    const last = rows.at(-1)!
    after = [Number(last.created_at), String(last.id)]
  }
}
