import { randomBytes } from 'node:crypto'
import type { Executor, Row } from './executor'

/**
 * Analyses waiting for a free worker (docs/analysis.md, "No visitor turned away"): each is a row
 * beside its lead, so it survives a restart of the server or of a worker, in both engines, and
 * instances sharing one Postgres take disjoint ones. Times are epoch milliseconds.
 */
export type WaitingStatus = 'queued' | 'running' | 'done' | 'failed'

export type WaitingAnalysis = {
  /** The visitor's ticket: random and unguessable, it alone reads the analysis's state and report. */
  ticket: string
  leadId: string
  url: string
  language: string
  email?: string
  /** The client (its normalised address) that asked, so one client waits for one analysis at a time. */
  clientKey: string
  status: WaitingStatus
  /** How it ended, for a finished one: `done`, or why not (`refused`, `unreachable`, `failed`). */
  outcome?: string
  attempts: number
  createdAt: Date
}

export type NewWaitingAnalysis = Pick<WaitingAnalysis, 'leadId' | 'url' | 'language' | 'email' | 'clientKey'>

/** Where a queued analysis stands: how many wait before it, and how many are running now. */
export type WaitingPlace = { ahead: number; running: number }

/** The analyses waiting for a worker; the lead store holds them (`LeadStore.waitingList`). */
export interface WaitingList {
  add(analysis: NewWaitingAnalysis): Promise<WaitingAnalysis>
  get(ticket: string): Promise<WaitingAnalysis | undefined>
  place(analysis: WaitingAnalysis): Promise<WaitingPlace>
  waiting(): Promise<number>
  heldBy(clientKey: string): Promise<WaitingAnalysis | undefined>
  claim(leaseMs: number): Promise<WaitingAnalysis | undefined>
  requeue(ticket: string, counted: boolean): Promise<void>
  finish(ticket: string, status: 'done' | 'failed', outcome: string): Promise<void>
  setEmail(ticket: string, email: string): Promise<void>
  forgetFinishedBefore(date: Date): Promise<number>
}

const toWaiting = (row: Row): WaitingAnalysis => ({
  ticket: String(row.ticket),
  leadId: String(row.lead_id),
  url: String(row.url),
  language: String(row.language),
  ...(row.email != null && { email: String(row.email) }),
  clientKey: String(row.client_key),
  status: String(row.status) as WaitingStatus,
  ...(row.outcome != null && { outcome: String(row.outcome) }),
  attempts: Number(row.attempts),
  createdAt: new Date(Number(row.created_at)),
})

/** The waiting list's SQL, on the lead store's engine; inside `store.transaction` it joins it. */
export class SqlWaitingList implements WaitingList {
  /** The last time this list gave, so two analyses queued in the same millisecond keep their order. */
  private lastCreatedAt = 0

  constructor(private readonly db: Executor) {}

  async add(analysis: NewWaitingAnalysis): Promise<WaitingAnalysis> {
    this.lastCreatedAt = Math.max(Date.now(), this.lastCreatedAt + 1)
    const [row] = await this.db.run(
      `INSERT INTO analysis_waiting (ticket, lead_id, url, language, email, client_key, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'queued', ?) RETURNING *`,
      [
        randomBytes(18).toString('base64url'),
        analysis.leadId,
        analysis.url,
        analysis.language,
        analysis.email ?? null,
        analysis.clientKey,
        this.lastCreatedAt,
      ],
    )
    return toWaiting(row!)
  }

  async get(ticket: string): Promise<WaitingAnalysis | undefined> {
    const [row] = await this.db.run('SELECT * FROM analysis_waiting WHERE ticket = ?', [ticket])
    return row && toWaiting(row)
  }

  /** How many queued analyses came before this one, and how many run now. */
  async place(analysis: WaitingAnalysis): Promise<WaitingPlace> {
    const [row] = await this.db.run(
      `SELECT
         SUM(CASE WHEN status = 'queued' AND (created_at < ? OR (created_at = ? AND ticket < ?)) THEN 1 ELSE 0 END) AS ahead,
         SUM(CASE WHEN status = 'running' THEN 1 ELSE 0 END) AS running
       FROM analysis_waiting WHERE status IN ('queued', 'running')`,
      [analysis.createdAt.getTime(), analysis.createdAt.getTime(), analysis.ticket],
    )
    return { ahead: Number(row?.ahead ?? 0), running: Number(row?.running ?? 0) }
  }

  /** Queued analyses, and running ones whose lease ran out (their server died): the waiting list's length. */
  async waiting(): Promise<number> {
    const [row] = await this.db.run(
      `SELECT COUNT(*) AS n FROM analysis_waiting WHERE status = 'queued' OR (status = 'running' AND locked_until <= ?)`,
      [Date.now()],
    )
    return Number(row!.n)
  }

  /** This client's analysis that is queued or running, if it has one. */
  async heldBy(clientKey: string): Promise<WaitingAnalysis | undefined> {
    const [row] = await this.db.run(
      `SELECT * FROM analysis_waiting WHERE client_key = ? AND status IN ('queued', 'running') LIMIT 1`,
      [clientKey],
    )
    return row && toWaiting(row)
  }

  /**
   * Leases the oldest analysis that waits (or whose runner's lease ran out) to this caller for
   * `leaseMs`, counting the attempt; another instance cannot take it meanwhile.
   */
  async claim(leaseMs: number): Promise<WaitingAnalysis | undefined> {
    const now = Date.now()
    const [row] = await this.db.run(
      `UPDATE analysis_waiting SET status = 'running', locked_until = ?, attempts = attempts + 1
       WHERE ticket IN (
         SELECT ticket FROM analysis_waiting
         WHERE status = 'queued' OR (status = 'running' AND locked_until <= ?)
         ORDER BY created_at, ticket LIMIT 1 ${this.db.claimLock}
       ) RETURNING *`,
      [now + leaseMs, now],
    )
    return row && toWaiting(row)
  }

  /**
   * Back in the list at its place (it keeps its time), to be tried again; `counted`: the try it had
   * counts towards giving up (its worker was lost), else not (it never started).
   */
  async requeue(ticket: string, counted: boolean): Promise<void> {
    await this.db.run(
      `UPDATE analysis_waiting SET status = 'queued', locked_until = 0, attempts = attempts - ? WHERE ticket = ?`,
      [counted ? 0 : 1, ticket],
    )
  }

  async finish(ticket: string, status: 'done' | 'failed', outcome: string): Promise<void> {
    await this.db.run(
      `UPDATE analysis_waiting SET status = ?, outcome = ?, locked_until = 0, finished_at = ? WHERE ticket = ?`,
      [status, outcome, Date.now(), ticket],
    )
  }

  /** The e-mail the report goes to, given after the analysis was queued. */
  async setEmail(ticket: string, email: string): Promise<void> {
    await this.db.run('UPDATE analysis_waiting SET email = ? WHERE ticket = ?', [email, ticket])
  }

  /** Forgets analyses finished before `date` (their tickets then read as unknown). */
  async forgetFinishedBefore(date: Date): Promise<number> {
    const rows = await this.db.run(
      `DELETE FROM analysis_waiting WHERE status IN ('done', 'failed') AND finished_at < ? RETURNING ticket`,
      [date.getTime()],
    )
    return rows.length
  }
}
