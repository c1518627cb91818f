import type { Executor } from './executor'
import { lockPerson } from './contacts'
import { changeLead, recordEvent } from './lead-events'
import { toEvent } from './lead-rows'
import { leadStatuses, type FollowUps } from './types'

/** The agency's work on its leads, each change recorded as an event by the editor who made it. */
export function followUps(db: Executor): FollowUps {
  return {
    async setStatus(id, status, editor) {
      if (!leadStatuses.includes(status)) throw new RangeError(`not a lead status: ${status}`)
      return db.transaction(async () => {
        const person = await lockPerson(db, id)
        if (person.length === 0) return undefined
        // One status per person: all their leads take it, recorded on the lead it was set from.
        const updated = await db.run('UPDATE leads SET status = ? WHERE contact_id = ? AND status <> ? RETURNING id', [
          status,
          person[0]!.contact_id,
          status,
        ])
        if (updated.length === 0) return { changed: false as const }
        const event = await recordEvent(db, id, editor, 'status', { status })
        // A person won or lost has nothing left to follow up.
        if (status === 'won' || status === 'lost')
          for (const lead of person.filter((row) => row.follow_up_at != null))
            await changeLead(db, String(lead.id), { type: 'follow-up', value: null }, editor)
        return { changed: true as const, event }
      })
    },

    setFollowUp: (id, at, editor) => db.transaction(() => changeLead(db, id, { type: 'follow-up', value: at }, editor)),

    setOwner: (id, owner, editor) => db.transaction(() => changeLead(db, id, { type: 'owner', value: owner }, editor)),

    addNote(id, note, editor, channel) {
      return db.transaction(async () => {
        // Locked, so an erasure running meanwhile finishes first and the lead is then unknown here.
        const [lead] = await db.run(`SELECT id FROM leads WHERE id = ? ${db.rowLock}`, [id])
        if (!lead) return undefined
        return recordEvent(db, id, editor, channel ? 'reply' : 'note', { note, channel })
      })
    },

    async eventsOf(leadIds) {
      if (leadIds.length === 0) return []
      const rows = await db.run(
        `SELECT * FROM lead_events WHERE lead_id IN (${leadIds.map(() => '?').join(', ')}) ORDER BY lead_id, at, id`,
        leadIds,
      )
      return rows.map(toEvent)
    },

    async claimMorningDigest(day) {
      const claimed = await db.run(
        'INSERT INTO morning_digests (day, queued_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING RETURNING day',
        [day, Date.now()],
      )
      return claimed.length > 0
    },
  }
}
