import type { FastifyInstance } from 'fastify'
import { sendGenericError } from '../api-errors'
import type { ReportRenderers } from '../analyzer/report-renderers'
import type { LeadStore } from '../leads/types'
import { callerOf } from './leads-api-access'

/**
 * The report page holds the site's text (escaped) and links, never scripts: nothing runs, nothing
 * loads but its own `data:` pictures, and it cannot be framed or post a form.
 */
export const reportPolicy =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox"

type Options = {
  store: Pick<LeadStore, 'getLead' | 'getReport' | 'accessRecord'>
  reports: ReportRenderers
  valid: (params: unknown) => { id: string }
}

/**
 * GET /api/leads/:id/report.html and report.pdf: the analysis report as the visitor got it, rebuilt
 * from the result stored with the lead (report-renderers.ts); 404 when the lead has none. Registered inside
 * the Leads API's guarded scope; each read is in the access record before the report is sent.
 */
export function registerLeadReports(scope: FastifyInstance, { store, reports, valid }: Options) {
  const stored = async (params: unknown) => {
    const { id } = valid(params)
    const [lead, report] = await Promise.all([store.getLead(id), store.getReport(id)])
    return lead && report && { lead, report }
  }

  scope.get('/api/leads/:id/report.html', async (request, reply) => {
    const found = await stored(request.params)
    if (!found) return sendGenericError(request, reply, 404, 'not_found')
    const html = await reports.html(found.report, found.lead.data.mode)
    await store.accessRecord.add(callerOf(request), { action: 'read-report', leadId: found.lead.id })
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', reportPolicy)
      .header('Content-Disposition', `inline; filename="report-${found.lead.id}.html"`)
      .send(html)
  })

  scope.get('/api/leads/:id/report.pdf', async (request, reply) => {
    const found = await stored(request.params)
    if (!found) return sendGenericError(request, reply, 404, 'not_found')
    const pdf = await reports.pdf(found.report)
    await store.accessRecord.add(callerOf(request), { action: 'read-report', leadId: found.lead.id })
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="report-${found.lead.id}.pdf"`)
      .send(pdf)
  })
}
