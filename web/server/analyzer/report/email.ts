import type { Language } from '../../../src/i18n/language'
import { siteHost, type AnalysisResult } from 'site-analyzer'
import type { AgencyContacts } from './contacts'
import { buildReport } from './document'
import { toEmailHtml } from './html'
import { toPdf } from './pdf'
import { toPlainText } from './plain-text'

const copy = {
  es: {
    subject: (host: string) => `Tu análisis web de ${host} (PDF)`,
    intro: (score: number) => `Hola: adjuntamos el análisis de tu sitio en PDF. Puntuación general: ${score}/100.`,
    filename: 'analisis-sitio-web.pdf',
  },
  en: {
    subject: (host: string) => `Your website analysis for ${host} (PDF)`,
    intro: (score: number) => `Hello, attached is the analysis of your site as a PDF. Overall score: ${score}/100.`,
    filename: 'website-analysis.pdf',
  },
} satisfies Record<Language, unknown>

export type ReportEmail = {
  subject: string
  text: string
  html: string
  attachments: { filename: string; content: Buffer; contentType: string }[]
}

/**
 * The e-mail a visitor receives in e-mail mode, in their language: text, HTML and the PDF, each
 * closing with the agency's name, the 15-minute booking link, WhatsApp and e-mail from site settings.
 */
export async function composeReportEmail(
  result: AnalysisResult,
  language: Language,
  contacts: AgencyContacts,
): Promise<ReportEmail> {
  const words = copy[language]
  const report = buildReport(result, language, contacts)
  const intro = words.intro(result.scores.overall)
  return {
    subject: words.subject(siteHost(result.finalUrl)),
    text: toPlainText(report, intro),
    html: toEmailHtml(report, intro),
    attachments: [{ filename: words.filename, content: await toPdf(report), contentType: 'application/pdf' }],
  }
}
