import { createHmac, randomUUID } from 'node:crypto'
import { SqlAccessRecord } from './access-record'
import {
  contactTimeline,
  joinByKeys,
  lockPerson,
  matchingContact,
  mergeContacts,
  splitLead,
  takePersonStatus,
} from './contacts'
import { buildFunnel, conversionWindowMs } from './funnel'
import { changeLead, recordEvent } from './lead-events'
import { leadPageQuery } from './lead-queries'
import {
  attributionColumns,
  toDelivery,
  toDeliveryState,
  toDeliverySummary,
  toEvent,
  toFunnelLead,
  toLead,
  toReport,
} from './lead-rows'
import { rowsHolding } from './store-scan'
import type { Executor } from './executor'
import { emailKey, phoneKey, searchText } from './match-keys'
import { SqlWaitingList } from './waiting-list'
import {
  erasureReasons,
  leadStatuses,
  retentionAccessor,
  type Accessor,
  type DeliveryStatus,
  type ErasureReason,
  type FunnelOptions,
  type LeadPage,
  type LeadStatus,
  type LeadStore,
  type LeadWithDeliveries,
  type ListOptions,
  type NewDelivery,
  type NewLead,
  type NewLeadReport,
  type ReplyChannel,
  type SearchOptions,
} from './types'

const insertDelivery = `INSERT INTO deliveries (id, lead_id, kind, payload, next_attempt_at, created_at)
  VALUES (?, ?, ?, ?, ?, ?) RETURNING *`

/** The store on top of either engine: the same SQL, so both behave the same. */
export class SqlLeadStore implements LeadStore {
  readonly waitingList: SqlWaitingList
  readonly accessRecord: SqlAccessRecord

  constructor(private readonly db: Executor) {
    this.waitingList = new SqlWaitingList(db)
    this.accessRecord = new SqlAccessRecord(db)
  }

  transaction<T>(work: () => Promise<T>) {
    return this.db.transaction(work)
  }

  get engine() {
    return this.db.engine
  }

  addLead(lead: NewLead, deliveries: NewDelivery[], report?: NewLeadReport) {
    return this.db.transaction(async () => {
      const now = Date.now()
      const id = randomUUID()
      const [email, phone] = [emailKey(lead.data), phoneKey(lead.data)]
      const contactId = (await matchingContact(this.db.run.bind(this.db), email, phone)) ?? id
      const [inserted] = await this.db.run(
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
      if (report) await this.insertReport(String(inserted.id), report, now)
      if (contactId === id) return { lead: toLead(inserted), created: true }
      await takePersonStatus(this.db.run.bind(this.db), contactId, id)
      return { lead: (await this.getLead(id))!, created: true }
    })
  }

  addReport(leadId: string, report: NewLeadReport) {
    return this.insertReport(leadId, report, Date.now())
  }

  /** A report given with a new lead is dated with it. */
  private async insertReport(leadId: string, report: NewLeadReport, at: number) {
    await this.db.run('INSERT INTO lead_reports (lead_id, language, result, created_at) VALUES (?, ?, ?, ?)', [
      leadId,
      report.language,
      JSON.stringify(report.result),
      at,
    ])
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

  updateLeadData(id: string, fields: Record<string, unknown>, when?: (data: Record<string, unknown>) => boolean) {
    return this.db.transaction(async () => {
      // Locked (Postgres) so two updates of one lead merge one after the other.
      const [row] = await this.db.run(`SELECT data FROM leads WHERE id = ? ${this.db.rowLock}`, [id])
      if (!row) return undefined
      const current = JSON.parse(String(row.data)) as Record<string, unknown>
      if (when && !when(current)) return undefined
      const data = { ...current, ...fields }
      const [updated] = await this.db.run(
        'UPDATE leads SET data = ?, email = ?, phone = ?, search_text = ? WHERE id = ? RETURNING *',
        [JSON.stringify(data), emailKey(data), phoneKey(data), searchText(data), id],
      )
      await joinByKeys(this.db, updated!)
      return (await this.getLead(id))!
    })
  }

  async listLeads({ kind, limit = 1000, since }: ListOptions = {}) {
    return (await this.searchLeads({ kind, from: since, limit })).leads
  }

  async searchLeads(options: SearchOptions): Promise<LeadPage> {
    if (!Number.isInteger(options.limit) || options.limit < 1) throw new RangeError('limit: a whole number from 1')
    const { sql, params } = leadPageQuery(options)
    const rows = await this.db.run(sql, params)
    const leads = rows.slice(0, options.limit).map(toLead)
    if (leads.length === 0) return { leads: [] }
    const ids = leads.map((lead) => lead.id)
    const inPage = `lead_id IN (${ids.map(() => '?').join(', ')})`
    const deliveries = await this.db.run(
      `SELECT lead_id, kind, status, attempts, last_error FROM deliveries WHERE ${inPage} ORDER BY created_at, kind`,
      ids,
    )
    const reports = await this.db.run(`SELECT lead_id FROM lead_reports WHERE ${inPage}`, ids)
    const withReport = new Set(reports.map((row) => String(row.lead_id)))
    const personLeads = options.perPerson ? await this.personLeads(leads.map(({ contactId }) => contactId)) : undefined
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
        ...(personLeads && { personLeads: personLeads.get(lead.contactId) ?? 1 }),
      })),
      ...(rows.length > options.limit && { next: { createdAt: last.createdAt, id: last.id } }),
    }
  }

  /** How many leads each of these contacts has. */
  private async personLeads(contactIds: string[]) {
    const rows = await this.db.run(
      `SELECT contact_id, COUNT(*) AS n FROM leads WHERE contact_id IN (${contactIds.map(() => '?').join(', ')})
       GROUP BY contact_id`,
      contactIds,
    )
    return new Map(rows.map((row) => [String(row.contact_id), Number(row.n)]))
  }

  async getLeadDetail(id: string) {
    const lead = await this.getLead(id)
    if (!lead) return undefined
    const [deliveries, events, reports] = await Promise.all([
      this.db.run('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY created_at, kind', [id]),
      this.db.run('SELECT * FROM lead_events WHERE lead_id = ? ORDER BY at, id', [id]),
      this.db.run('SELECT lead_id FROM lead_reports WHERE lead_id = ?', [id]),
    ])
    return {
      lead,
      deliveries: deliveries.map(toDeliveryState),
      events: events.map(toEvent),
      hasReport: reports.length > 0,
    }
  }

  async eventsOf(leadIds: string[]) {
    if (leadIds.length === 0) return []
    const rows = await this.db.run(
      `SELECT * FROM lead_events WHERE lead_id IN (${leadIds.map(() => '?').join(', ')}) ORDER BY lead_id, at, id`,
      leadIds,
    )
    return rows.map(toEvent)
  }

  async getReport(leadId: string) {
    const [row] = await this.db.run('SELECT * FROM lead_reports WHERE lead_id = ?', [leadId])
    return row && toReport(row)
  }

  async setStatus(id: string, status: LeadStatus, editor: string) {
    if (!leadStatuses.includes(status)) throw new RangeError(`not a lead status: ${status}`)
    return this.db.transaction(async () => {
      const person = await lockPerson(this.db, id)
      if (person.length === 0) return undefined
      // One status per person: all their leads take it, recorded on the lead it was set from.
      const updated = await this.db.run(
        'UPDATE leads SET status = ? WHERE contact_id = ? AND status <> ? RETURNING id',
        [status, person[0]!.contact_id, status],
      )
      if (updated.length === 0) return { changed: false as const }
      const event = await recordEvent(this.db, id, editor, 'status', { status })
      // A person won or lost has nothing left to follow up.
      if (status === 'won' || status === 'lost')
        for (const lead of person.filter((row) => row.follow_up_at != null))
          await changeLead(this.db, String(lead.id), { type: 'follow-up', value: null }, editor)
      return { changed: true as const, event }
    })
  }

  setFollowUp(id: string, at: Date | null, editor: string) {
    return this.db.transaction(() => changeLead(this.db, id, { type: 'follow-up', value: at }, editor))
  }

  setOwner(id: string, owner: string | null, editor: string) {
    return this.db.transaction(() => changeLead(this.db, id, { type: 'owner', value: owner }, editor))
  }

  contactOf(leadId: string) {
    return contactTimeline(this, this.db, leadId)
  }

  mergeContacts(leadId: string, otherId: string, editor: string) {
    return mergeContacts(this.db, leadId, otherId, editor)
  }

  splitLead(leadId: string, editor: string) {
    return splitLead(this.db, leadId, editor)
  }

  async claimMorningDigest(day: string) {
    const claimed = await this.db.run(
      'INSERT INTO morning_digests (day, queued_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING RETURNING day',
      [day, Date.now()],
    )
    return claimed.length > 0
  }

  async editorNames() {
    const rows = await this.db.run(
      `SELECT owner AS name FROM leads WHERE owner IS NOT NULL UNION SELECT editor AS name FROM lead_events`,
    )
    return rows.map((row) => String(row.name)).sort((a, b) => a.localeCompare(b))
  }

  addNote(id: string, note: string, editor: string, channel?: ReplyChannel) {
    return this.db.transaction(async () => {
      // Locked, so an erasure running meanwhile finishes first and the lead is then unknown here.
      const [lead] = await this.db.run(`SELECT id FROM leads WHERE id = ? ${this.db.rowLock}`, [id])
      if (!lead) return undefined
      return recordEvent(this.db, id, editor, channel ? 'reply' : 'note', { note, channel })
    })
  }

  async eraseLead(id: string, by: Accessor, reason: Exclude<ErasureReason, 'retention'> = 'request') {
    if (!erasureReasons.includes(reason)) throw new RangeError(`not an erasure reason: ${reason}`)
    const { count, deliveryIds } = await this.erase('id = ?', [id], by, reason, id)
    return count > 0 ? deliveryIds : undefined
  }

  purgeLeadsBefore(date: Date) {
    return this.erase('created_at < ?', [date.getTime()], retentionAccessor, 'retention')
  }

  /**
   * Erases the leads `where` selects, with everything hung on them, and logs each erasure; the access
   * record gets one event, naming the lead when one was asked for (`leadId`), else how many.
   */
  private async erase(where: string, params: unknown[], by: Accessor, reason: ErasureReason, leadId?: string) {
    const erased = await this.db.transaction(async () => {
      // Locked first: a delivery or event added meanwhile waits, then fails on the missing lead.
      const locked = await this.db.run(`SELECT id FROM leads WHERE ${where} ${this.db.rowLock}`, params)
      if (locked.length === 0) return { count: 0, deliveryIds: [] }
      const leads = `SELECT id FROM leads WHERE ${where}`
      await this.db.run(`DELETE FROM lead_events WHERE lead_id IN (${leads})`, params)
      await this.db.run(`DELETE FROM lead_reports WHERE lead_id IN (${leads})`, params)
      await this.db.run(`DELETE FROM analysis_waiting WHERE lead_id IN (${leads})`, params)
      const deliveries = await this.db.run(`DELETE FROM deliveries WHERE lead_id IN (${leads}) RETURNING id`, params)
      await this.db.run(
        `INSERT INTO lead_erasures (lead_id, at, erased_by, reason) SELECT id, ?, ?, ? FROM leads WHERE ${where}`,
        [Date.now(), by.name, reason, ...params],
      )
      const rows = await this.db.run(`DELETE FROM leads WHERE ${where} RETURNING id`, params)
      await this.accessRecord.add(by, leadId ? { action: 'erase', leadId } : { action: 'erase', leads: rows.length })
      return { count: rows.length, deliveryIds: deliveries.map((row) => String(row.id)) }
    })
    if (erased.count > 0) await this.db.scrub?.()
    return erased
  }

  async funnel(options: FunnelOptions) {
    const range = [options.from.getTime(), options.to.getTime()]
    // Bounded by the range: a year of the agency's leads is some thousands of short rows.
    const leads = await this.db.run(
      `SELECT kind, created_at, source_page, referrer_host, utm, CASE WHEN kind = 'analysis' THEN data END AS data
       FROM leads WHERE created_at >= ? AND created_at < ?`,
      range,
    )
    const won = await this.db.run(
      `SELECT at FROM lead_events WHERE status = 'won' AND type = 'status' AND at >= ? AND at < ?`,
      range,
    )
    // Each analysis counts once, however many bookings match it. One EXISTS per key, so each reads
    // its own index (leads_email, leads_phone) rather than every booking of the window.
    const bookingWith = (key: 'email' | 'phone') =>
      `EXISTS (SELECT 1 FROM leads b WHERE b.${key} = a.${key} AND b.kind = 'booking'
         AND b.created_at >= a.created_at AND b.created_at <= a.created_at + ?)`
    const [conversions] = await this.db.run(
      `SELECT COUNT(*) AS analyses,
         SUM(CASE WHEN ${bookingWith('email')} OR ${bookingWith('phone')} THEN 1 ELSE 0 END) AS booked
       FROM leads a WHERE a.kind = 'analysis' AND a.created_at >= ? AND a.created_at < ?`,
      [conversionWindowMs, conversionWindowMs, ...range],
    )
    return buildFunnel(
      options,
      leads.map(toFunnelLead),
      won.map((row) => Number(row.at)),
      { analyses: Number(conversions!.analyses), booked: Number(conversions!.booked ?? 0) },
    )
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

  async heldDeliveries(ids: readonly string[]) {
    const held = new Set<string>()
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500)
      const rows = await this.db.run(
        `SELECT id FROM deliveries WHERE id IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      )
      for (const row of rows) held.add(String(row.id))
    }
    return held
  }

  rowsHolding(patterns: readonly string[]) {
    return rowsHolding(this.db, patterns)
  }

  private rateKeySecret: Promise<string> | undefined

  /** A rate limit's key as stored: its keyed hash, never the address it names (migration 6). */
  private async storedRateKey(key: string) {
    if (!this.rateKeySecret) {
      this.rateKeySecret = this.db
        .run('SELECT value FROM store_secrets WHERE name = ?', ['rate-keys'])
        .then(([row]) => String(row!.value))
      this.rateKeySecret.catch(() => (this.rateKeySecret = undefined))
    }
    return createHmac('sha256', await this.rateKeySecret)
      .update(key)
      .digest('base64url')
  }

  async takeRateSlot(name: string, limit: number, windowMs: number) {
    const key = await this.storedRateKey(name)
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
