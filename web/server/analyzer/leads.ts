import type { Language } from '../../src/i18n/language'
import { registerEmailKind } from '../leads/deliveries'
import type { LeadServices } from '../leads/services'
import type { Attribution, NewDelivery } from '../leads/types'
import type { WaitingAnalysis } from '../leads/waiting-list'
import type { AnalysisResult } from 'site-analyzer'
import type { AgencyContacts } from './report/contacts'
import { renderReportEmail } from './report/isolated'

/**
 * How an analysis request ended, as the agency sees it in `npm run leads`; `queued` while it waits
 * for a free worker (then it ends as one of the others).
 */
export type AnalysisOutcome = 'done' | 'refused' | 'unreachable' | 'busy' | 'failed' | 'queued'

export type AnalysisRequest = {
  language: Language
  clientIp: string
  url: string
  mode: 'inline' | 'email'
  email?: string
  attribution?: Attribution
  outcome: AnalysisOutcome
  result?: AnalysisResult
}

/** What the analyze route needs: every request kept as a lead, the report e-mail queued durably. */
export type AnalysisLeads = {
  record(request: AnalysisRequest): Promise<void>
  /** Keeps the request as a lead at once and puts it on the waiting list, in one transaction. */
  queue(request: Omit<AnalysisRequest, 'outcome' | 'result'> & { clientKey: string }): Promise<WaitingAnalysis>
  /** Ends a waiting analysis: its lead's outcome and report, the e-mails it asked for, its ticket. */
  finish(
    waiting: WaitingAnalysis,
    outcome: Exclude<AnalysisOutcome, 'queued' | 'busy'>,
    result?: AnalysisResult,
  ): Promise<void>
  /** The e-mail a waiting visitor leaves: the report goes there once done (at once, if it is). */
  addEmail(waiting: WaitingAnalysis, email: string): Promise<void>
  /** The result kept with an analysis's lead, if it has one. */
  report(leadId: string): Promise<AnalysisResult | undefined>
}

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
  return {
    async record({ language, clientIp, url, mode, email, attribution, outcome, result }) {
      const report: NewDelivery[] = mode === 'email' && email && result ? [reportDelivery(email, language, result)] : []
      // The agency hears of every analysis someone left an address for, whatever its outcome.
      const deliveries = [...report, ...(email ? leads.agencyDeliveries : [])]
      const data = { url, mode, outcome, ...(email && { email }), ...(result && { score: result.scores.overall }) }
      // Every result is kept with its lead, so the Leads tool shows the report the visitor got.
      const { created } = await leads.store.addLead(
        { kind: 'analysis', language, clientIp, data, attribution },
        deliveries,
        result && { language, result },
      )
      if (created && deliveries.length > 0) leads.outbox.wake()
    },

    queue({ language, clientIp, url, mode, email, attribution, clientKey }) {
      const data = { url, mode, outcome: 'queued', ...(email && { email }) }
      return store.transaction(async () => {
        const { lead } = await store.addLead({ kind: 'analysis', language, clientIp, data, attribution }, [])
        return store.waitingList.add({ leadId: lead.id, url, language, email, clientKey })
      })
    },

    async finish(waiting, outcome, result) {
      const { ticket, leadId, email, language } = waiting
      const report = email && result ? [reportDelivery(email, language, result)] : []
      const deliveries = [...report, ...(email ? leads.agencyDeliveries : [])]
      await store.transaction(async () => {
        await store.updateLeadData(leadId, { outcome, ...(result && { score: result.scores.overall }) })
        if (result) await store.addReport(leadId, { language, result })
        for (const delivery of deliveries) await store.enqueue({ ...delivery, leadId })
        await store.waitingList.finish(ticket, outcome === 'done' ? 'done' : 'failed', outcome)
      })
      if (deliveries.length > 0) leads.outbox.wake()
    },

    report: async (leadId) => (await store.getReport(leadId))?.result as AnalysisResult | undefined,

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
      if (queued) leads.outbox.wake()
    },
  }
}
