import { buildReport, renderReportEmail, toHtmlPage, type AgencyContacts, type ReportEmail } from 'site-analyzer/report'
import type { AnalysisResult } from 'site-analyzer'
import { isLanguage, type Language } from '../../src/i18n/language'
import type { LeadReport } from '../leads/types'

/**
 * The report a visitor got, rebuilt from the result stored with their lead (docs/leads-api.md) by
 * the renderers that made it: the page's HTML for an analysis shown on the page, the e-mail's (its
 * pictures inlined, so it opens on its own) for one e-mailed, and the e-mail's PDF for either. The
 * agency's contacts are today's site settings, as the e-mail reads them at send time.
 */
export type ReportRenderers = {
  html(report: LeadReport, mode: unknown): Promise<string>
  pdf(report: LeadReport): Promise<Buffer>
}

const languageOf = (report: LeadReport): Language => (isLanguage(report.language) ? report.language : 'es')
const resultOf = (report: LeadReport) => report.result as AnalysisResult

/** The e-mail's HTML with each `cid:` picture as a `data:` URI of its attachment. */
function withInlinePictures(email: ReportEmail): string {
  return email.attachments.reduce(
    (html, { cid, contentType, content }) =>
      cid ? html.replaceAll(`"cid:${cid}"`, `"data:${contentType};base64,${content.toString('base64')}"`) : html,
    email.html,
  )
}

export function createReportRenderers(contacts: (language: Language) => Promise<AgencyContacts>): ReportRenderers {
  const email = async (report: LeadReport) =>
    renderReportEmail(resultOf(report), languageOf(report), await contacts(languageOf(report)))
  return {
    async html(report, mode) {
      if (mode === 'email') return withInlinePictures(await email(report))
      return toHtmlPage(buildReport(resultOf(report), languageOf(report)), languageOf(report))
    },
    async pdf(report) {
      const pdf = (await email(report)).attachments.find((file) => file.contentType === 'application/pdf')
      if (!pdf) throw new Error('the report e-mail has no PDF')
      return pdf.content
    },
  }
}
