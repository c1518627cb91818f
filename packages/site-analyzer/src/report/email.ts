import type { Language } from 'shared/languages'
import { siteHost } from '../site-text'
import type { AnalysisResult } from '../model'
import type { AgencyContacts } from './contacts'
import { buildReport, type ReportDocument } from './document'
import { gaugePng } from './gauge-image'
import { toEmailHtml, type EmailImages } from './html'
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

/** A file sent with the e-mail; one with a content id is a picture its HTML shows (`cid:`). */
export type ReportAttachment = { filename: string; content: Buffer; contentType: string; cid?: string }

export type ReportEmail = {
  subject: string
  text: string
  html: string
  attachments: ReportAttachment[]
}

/**
 * The gauges (PNG, drawn here) and the phone screenshot (the phone pass's JPEG as it is) as inline
 * attachments, and their content ids for the HTML.
 */
async function pictures(report: ReportDocument): Promise<{ images: EmailImages; attachments: ReportAttachment[] }> {
  const gauges = [report.overall, ...report.scores]
  const attachments: ReportAttachment[] = await Promise.all(
    gauges.map(async (gauge, index) => ({
      filename: `score-${index + 1}.png`,
      content: await gaugePng(gauge, index === 0 ? 80 : 60),
      contentType: 'image/png',
      cid: `score-${index + 1}@report`,
    })),
  )
  const shot = report.phone.screenshot
  if (shot) {
    attachments.push({
      filename: 'phone.jpg',
      content: Buffer.from(shot.base64, 'base64'),
      contentType: 'image/jpeg',
      cid: 'phone@report',
    })
  }
  return {
    images: {
      gauges: gauges.map((_, index) => `score-${index + 1}@report`),
      ...(shot && { screenshot: 'phone@report' }),
    },
    attachments,
  }
}

/**
 * The e-mail a visitor receives in e-mail mode, in their language: text, HTML (its pictures attached)
 * and the PDF, each closing with the agency's name, the 15-minute booking link, WhatsApp and e-mail
 * (`contacts`, which the caller reads where they live).
 */
export async function composeReportEmail(
  result: AnalysisResult,
  language: Language,
  contacts: AgencyContacts,
): Promise<ReportEmail> {
  const words = copy[language]
  const report = buildReport(result, language, contacts)
  const intro = words.intro(result.scores.overall)
  const { images, attachments } = await pictures(report)
  return {
    subject: words.subject(siteHost(result.finalUrl)),
    text: toPlainText(report, intro),
    html: toEmailHtml(report, intro, images),
    attachments: [
      { filename: words.filename, content: await toPdf(report), contentType: 'application/pdf' },
      ...attachments,
    ],
  }
}
