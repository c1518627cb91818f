import type { Language } from '../../src/i18n/language'
import { registerEmailKind } from '../leads/deliveries'
import type { LeadServices } from '../leads/services'
import { clientKey } from '../rate-keys'
import type { Attribution, NewDelivery } from '../leads/types'
import type { WaitingAnalysis } from '../leads/waiting-list'
import type { AnalysisResult } from 'site-analyzer'
import { renderReportEmail, type AgencyContacts } from 'site-analyzer/report'

/**
 * How an analysis request ended, as the agency sees it in `npm run leads`; `running` while it is
 * analysed and `queued` while it waits for a free worker (then it ends as one of the others).
 */
export type AnalysisOutcome = 'done' | 'refused' | 'unreachable' | 'busy' | 'failed' | 'running' | 'queued'

export type AnalysisRequest = {
  language: Language
  clientIp: string
  url: string
  mode: 'inline' | 'email'
  email?: string
  attribution?: Attribution
}

/** A lead kept for an admitted request, until its analysis ends. */
export type OpenLead = { leadId: string; language: string; mode: 'inline' | 'email'; email?: string }

/** How an analysis ends, for its lead (`running` and `queued` are how it waits). */
export type EndedOutcome = Exclude<AnalysisOutcome, 'running' | 'queued'>

/**
 * What the analyze route needs: every admitted request kept as a lead the moment it is admitted (so
 * a server that dies mid-analysis loses none), then its outcome, report and e-mails once it ends.
 */
export type AnalysisLeads = {
  /** Keeps the request as a lead, outcome `running`, before anything is analysed. */
  open(request: AnalysisRequest): Promise<OpenLead>
  /**
   * Its outcome and report, and the e-mails it asked for: the report in e-mail mode, the agency's
   * notice whenever it has an address, whatever its outcome.
   */
  close(lead: OpenLead, outcome: EndedOutcome, result?: AnalysisResult): Promise<void>
  /**
   * Puts the request on the waiting list with its lead (outcome `queued`), together: the one kept when
   * it was admitted, or a new one.
   */
  queue(request: AnalysisRequest & { clientKey: string }, lead?: OpenLead): Promise<WaitingAnalysis>
  /** Ends a waiting analysis: its lead as `close` does, and its ticket. */
  finish(waiting: WaitingAnalysis, outcome: Exclude<EndedOutcome, 'busy'>, result?: AnalysisResult): Promise<void>
  /** The e-mail a waiting visitor leaves: the report goes there once done (at once, if it is). */
  addEmail(waiting: WaitingAnalysis, email: string): Promise<void>
  /** The result kept with an analysis's lead, if it has one. */
  report(leadId: string): Promise<AnalysisResult | undefined>
  /**
   * Puts back on the waiting list the analyses admitted before `before` and still `running`: their
   * server ended mid-analysis (a crash, `kill -9`, a host gone). Each is taken by one instance only,
   * and then ends like any waiting one (its report by e-mail when it asked for one, its outcome and
   * report in the Leads tool). Returns how many were put back.
   */
  resumeInterrupted(before: Date): Promise<number>
}

/** How far back interrupted analyses are looked for: older ones are not worth a report any more. */
const resumeWithinMs = 7 * 86_400_000

export const analysisReportKind = 'analysis-report'

type ReportPayload = { to: string; language: Language; result: AnalysisResult }

const reportDelivery = (to: string, language: string, result: AnalysisResult): NewDelivery => ({
  kind: analysisReportKind,
  payload: { to, language: language as Language, result } satisfies ReportPayload,
})

/**
 * Registers the report e-mail with the outbox and returns the recorder. The stored payload is the
 * structured result, so the e-mail (text, HTML, PDF) is built at send time and matches the report
 * the visitor saw, however many retries it takes. The agency's name and contacts are read from site
 * settings at send time too: a retry carries what the agency publishes then, and without them the
 * attempt fails and is retried rather than sent with placeholders.
 */
export function createAnalysisLeads(
  leads: LeadServices,
  contacts: (language: Language) => Promise<AgencyContacts>,
): AnalysisLeads {
  registerEmailKind(leads.outbox, leads.mailer, analysisReportKind, async (delivery) => {
    const { to, language, result } = delivery.payload as ReportPayload
    return { to, ...(await renderReportEmail(result, language, await contacts(language))) }
  })
  const { store } = leads
  const keep = async (
    { language, clientIp, url, mode, email, attribution }: AnalysisRequest,
    outcome: 'running' | 'queued',
  ): Promise<OpenLead> => {
    const data = { url, mode, outcome, ...(email && { email }) }
    const { lead } = await store.addLead({ kind: 'analysis', language, clientIp, data, attribution }, [])
    return { leadId: lead.id, language, mode, email }
  }
  /** Inside a transaction; the outbox is woken once it commits. */
  const end = async ({ leadId, language, mode, email }: OpenLead, outcome: EndedOutcome, result?: AnalysisResult) => {
    const report = mode === 'email' && email && result ? [reportDelivery(email, language, result)] : []
    // The agency hears of every analysis someone left an address for, whatever its outcome.
    const deliveries = [...report, ...(email ? leads.agencyDeliveries : [])]
    await store.updateLeadData(leadId, { outcome, ...(result && { score: result.scores.overall }) })
    // Every result is kept with its lead, so the Leads tool shows the report the visitor got.
    if (result) await store.addReport(leadId, { language, result })
    for (const delivery of deliveries) await store.enqueue({ ...delivery, leadId })
    return deliveries.length > 0
  }
  const wakeIf = (queued: boolean) => queued && leads.outbox.wake()
  return {
    open: (request) => keep(request, 'running'),

    async close(lead, outcome, result) {
      wakeIf(await store.transaction(() => end(lead, outcome, result)))
    },

    queue({ clientKey, ...request }, lead) {
      return store.transaction(async () => {
        if (lead) await store.updateLeadData(lead.leadId, { outcome: 'queued' })
        const { leadId } = lead ?? (await keep(request, 'queued'))
        const { url, language, email } = request
        return store.waitingList.add({ leadId, url, language, email, clientKey })
      })
    },

    async finish(waiting, outcome, result) {
      const { ticket, leadId, email, language } = waiting
      const lead: OpenLead = { leadId, language, email, mode: email ? 'email' : 'inline' }
      const queued = await store.transaction(async () => {
        const sent = await end(lead, outcome, result)
        await store.waitingList.finish(ticket, outcome === 'done' ? 'done' : 'failed', outcome)
        return sent
      })
      wakeIf(queued)
    },

    report: async (leadId) => (await store.getReport(leadId))?.result as AnalysisResult | undefined,

    async resumeInterrupted(before) {
      const since = new Date(before.getTime() - resumeWithinMs)
      const interrupted = (await store.listLeads({ kind: 'analysis', since })).filter(
        ({ data, createdAt }) => data.outcome === 'running' && createdAt < before,
      )
      let resumed = 0
      for (const { id, data, language, clientIp } of interrupted) {
        const taken = await store.transaction(async () => {
          const stillRunning = (current: Record<string, unknown>) => current.outcome === 'running'
          if (!(await store.updateLeadData(id, { outcome: 'queued' }, stillRunning))) return false
          const email = typeof data.email === 'string' ? data.email : undefined
          const url = String(data.url)
          await store.waitingList.add({ leadId: id, url, language, email, clientKey: clientKey(clientIp) })
          return true
        })
        if (taken) resumed += 1
      }
      return resumed
    },

    async addEmail({ ticket, leadId, language }, email) {
      const queued = await store.transaction(async () => {
        await store.updateLeadData(leadId, { email, mode: 'email' })
        await store.waitingList.setEmail(ticket, email)
        // Finished already: the report goes now, with the agency's notice; else they go when it ends.
        const now = await store.waitingList.get(ticket)
        if (now?.status !== 'done' && now?.status !== 'failed') return false
        const report = await store.getReport(leadId)
        const deliveries = [
          ...(report ? [reportDelivery(email, language, report.result as AnalysisResult)] : []),
          ...leads.agencyDeliveries,
        ]
        for (const delivery of deliveries) await store.enqueue({ ...delivery, leadId })
        return true
      })
      wakeIf(queued)
    },
  }
}
