import { randomUUID } from 'node:crypto'
import { contactTimeline, joinByKeys, matchingContact, mergeContacts, splitLead, takePersonStatus } from './contacts'
import type { Executor } from './executor'
import { leadPageQuery } from './lead-queries'
import { attributionColumns, toDeliveryState, toDeliverySummary, toEvent, toLead } from './lead-rows'
import { emailKey, phoneKey, searchText } from './match-keys'
import { insertDelivery } from './sql-delivery-queue'
import { insertReport } from './sql-reports'
import { rowsHolding } from './store-scan'
import type { FollowUps, LeadRecords, LeadWithDeliveries } from './types'

/** The leads table and what hangs on each lead when it is read: its deliveries, events and report. */
export function leadRecords(db: Executor, { eventsOf }: Pick<FollowUps, 'eventsOf'>): LeadRecords {
  const getLead = async (id: string) => {
    const [row] = await db.run('SELECT * FROM leads WHERE id = ?', [id])
    return row && toLead(row)
  }

  /** How many leads each of these contacts has. */
  const personLeads = async (contactIds: string[]) => {
    const rows = await db.run(
      `SELECT contact_id, COUNT(*) AS n FROM leads WHERE contact_id IN (${contactIds.map(() => '?').join(', ')})
       GROUP BY contact_id`,
      contactIds,
    )
    return new Map(rows.map((row) => [String(row.contact_id), Number(row.n)]))
  }

  const records: LeadRecords = {
    getLead,

    addLead(lead, deliveries, report) {
      return db.transaction(async () => {
        const now = Date.now()
        const id = randomUUID()
        const [email, phone] = [emailKey(lead.data), phoneKey(lead.data)]
        const contactId = (await matchingContact(db.run.bind(db), email, phone)) ?? id
        const [inserted] = await db.run(
          `INSERT INTO leads (id, kind, idempotency_key, language, client_ip, data, created_at,
             source_page, referrer_host, utm, email, phone, search_text, contact_id)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *`,
          [
            id,
            lead.kind,
            lead.idempotencyKey ?? null,
            lead.language,
            lead.clientIp,
            JSON.stringify(lead.data),
            now,
            ...attributionColumns(lead.attribution),
            email,
            phone,
            searchText(lead.data),
            contactId,
          ],
        )
        if (!inserted) {
          const [existing] = await db.run('SELECT * FROM leads WHERE idempotency_key = ?', [lead.idempotencyKey])
          return { lead: toLead(existing!), created: false }
        }
        for (const delivery of deliveries) await insertDelivery(db, delivery, String(inserted.id), now)
        if (report) await insertReport(db, String(inserted.id), report, now)
        if (contactId === id) return { lead: toLead(inserted), created: true }
        await takePersonStatus(db.run.bind(db), contactId, id)
        return { lead: (await getLead(id))!, created: true }
      })
    },

    updateLeadData(id, fields, when) {
      return db.transaction(async () => {
        // Locked (Postgres) so two updates of one lead merge one after the other.
        const [row] = await db.run(`SELECT data FROM leads WHERE id = ? ${db.rowLock}`, [id])
        if (!row) return undefined
        const current = JSON.parse(String(row.data)) as Record<string, unknown>
        if (when && !when(current)) return undefined
        const data = { ...current, ...fields }
        const [updated] = await db.run(
          'UPDATE leads SET data = ?, email = ?, phone = ?, search_text = ? WHERE id = ? RETURNING *',
          [JSON.stringify(data), emailKey(data), phoneKey(data), searchText(data), id],
        )
        await joinByKeys(db, updated!)
        return (await getLead(id))!
      })
    },

    async listLeads({ kind, limit = 1000, since } = {}) {
      return (await records.searchLeads({ kind, from: since, limit })).leads
    },

    async searchLeads(options) {
      if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError('limit: a whole number from 1')
      const { sql, params } = leadPageQuery(options)
      const rows = await db.run(sql, params)
      const leads = rows.slice(0, options.limit).map(toLead)
      if (leads.length === 0) return { leads: [] }
      const ids = leads.map((lead) => lead.id)
      const inPage = `lead_id IN (${ids.map(() => '?').join(', ')})`
      const deliveries = await db.run(
        `SELECT lead_id, kind, status, attempts, last_error FROM deliveries WHERE ${inPage} ORDER BY created_at, kind`,
        ids,
      )
      const reports = await db.run(`SELECT lead_id FROM lead_reports WHERE ${inPage}`, ids)
      const withReport = new Set(reports.map((row) => String(row.lead_id)))
      const people = options.perPerson ? await personLeads(leads.map(({ contactId }) => contactId)) : undefined
      const byLead = new Map<string, LeadWithDeliveries['deliveries']>()
      for (const row of deliveries) {
        const leadId = String(row.lead_id)
        byLead.set(leadId, [...(byLead.get(leadId) ?? []), toDeliverySummary(row)])
      }
      const last = leads.at(-1)!
      return {
        leads: leads.map((lead) => ({
          ...lead,
          deliveries: byLead.get(lead.id) ?? [],
          hasReport: withReport.has(lead.id),
          ...(people && { personLeads: people.get(lead.contactId) ?? 1 }),
        })),
        ...(rows.length > options.limit && { next: { createdAt: last.createdAt, id: last.id } }),
      }
    },

    async getLeadDetail(id) {
      const lead = await getLead(id)
      if (!lead) return undefined
      const [deliveries, events, reports] = await Promise.all([
        db.run('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY created_at, kind', [id]),
        db.run('SELECT * FROM lead_events WHERE lead_id = ? ORDER BY at, id', [id]),
        db.run('SELECT lead_id FROM lead_reports WHERE lead_id = ?', [id]),
      ])
      return {
        lead,
        deliveries: deliveries.map(toDeliveryState),
        events: events.map(toEvent),
        hasReport: reports.length > 0,
      }
    },

    contactOf: (leadId) => contactTimeline({ searchLeads: records.searchLeads, eventsOf }, db, leadId),
    mergeContacts: (leadId, otherId, editor) => mergeContacts(db, leadId, otherId, editor),
    splitLead: (leadId, editor) => splitLead(db, leadId, editor),

    async editorNames() {
      const rows = await db.run(
        `SELECT owner AS name FROM leads WHERE owner IS NOT NULL UNION SELECT editor AS name FROM lead_events`,
      )
      return rows.map((row) => String(row.name)).sort((a, b) => a.localeCompare(b))
    },

    rowsHolding: (patterns) => rowsHolding(db, patterns),
  }
  return records
}
