import type { Language } from '../../src/i18n/language'
import { registerEmailKind } from '../leads/deliveries'
import type { LeadServices } from '../leads/services'
import type { Attribution, NewDelivery } from '../leads/types'
import type { AnalysisResult } from 'site-analyzer'
import type { AgencyContacts } from './report/contacts'
import { renderReportEmail } from './report/isolated'

/** How an analysis request ended, as the agency sees it in `npm run leads`. */
export type AnalysisOutcome = 'done' | 'refused' | 'unreachable' | 'busy' | 'failed'

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
export type AnalysisLeads = { record(request: AnalysisRequest): Promise<void> }

export const analysisReportKind = 'analysis-report'

type ReportPayload = { to: string; language: Language; result: AnalysisResult }

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
  return {
    async record({ language, clientIp, url, mode, email, attribution, outcome, result }) {
      const report: NewDelivery[] =
        mode === 'email' && email && result
          ? [{ kind: analysisReportKind, payload: { to: email, language, result } satisfies ReportPayload }]
          : []
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
  }
}
