import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Status } from '../model'
import type { ReportDocument } from './document'

/**
 * DejaVu Sans (Bitstream Vera licence, redistributable: ./fonts/LICENSE beside this folder) is embedded so accents, ñ and
 * symbols render in every PDF reader; pdfkit subsets it, so only the glyphs used travel. Resolved
 * from the repository root, where npm scripts and the production server run.
 */
const fontDir = path.join(process.cwd(), 'web/server/analyzer/fonts')
const regular = path.join(fontDir, 'DejaVuSans.ttf')
const bold = path.join(fontDir, 'DejaVuSans-Bold.ttf')

const colors = {
  text: '#0f172a',
  muted: '#475569',
  accent: '#0891b2',
  pass: '#15803d',
  warn: '#b45309',
  fail: '#b91c1c',
}
const marks: Record<Status, string> = { pass: '✓', warn: '!', fail: '✗' }

export function toPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title, Author: 'Zenit Digital' } })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const heading = (text: string, size: number) => {
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(colors.text).text(text)
    doc.moveDown(0.3)
  }
  // pdfkit's `indent` only moves the first line; a hanging block needs its own x and width.
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number } = {}) => {
    const indent = options.indent ?? 0
    const left = doc.page.margins.left
    doc
      .font('regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? colors.text)
      .text(text, left + indent, doc.y, { width: doc.page.width - left - doc.page.margins.right - indent })
    doc.x = left
  }

  doc.font('bold').fontSize(22).fillColor(colors.accent).text(report.title)
  doc.moveDown(0.4)
  for (const entry of report.meta) paragraph(`${entry.label}: ${entry.value}`, { color: colors.muted })

  heading(`${report.overall.label}: ${report.overall.score}/100`, 16)
  for (const entry of report.scores) paragraph(`${entry.label}: ${entry.score}/100`, { size: 11 })

  heading(report.phone.title, 14)
  paragraph(report.phone.text)

  heading(report.topActionsTitle, 14)
  if (report.topActions.length === 0) paragraph(report.emptyActions)
  report.topActions.forEach((action, index) => {
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(colors.text)
      .text(`${index + 1}. ${action.title}`)
    paragraph(action.fix, { indent: 14 })
    doc.moveDown(0.3)
  })

  heading(report.findingsTitle, 14)
  for (const section of report.sections) {
    heading(`${section.title} — ${section.score}/100`, 12)
    for (const item of section.items) {
      doc.font('bold').fontSize(10).fillColor(colors[item.status]).text(`${marks[item.status]}  `, { continued: true })
      doc.fillColor(colors.text).text(item.priority ? `${item.title} (${item.priority})` : item.title)
      paragraph(item.detail, { indent: 14, color: colors.muted })
      if (item.fix) paragraph(`${report.fixLabel}: ${item.fix}`, { indent: 14 })
      doc.moveDown(0.35)
    }
  }

  heading(report.limitsTitle, 12)
  paragraph(report.limits, { color: colors.muted })
  doc.moveDown(0.6).font('bold').fontSize(11).fillColor(colors.accent).text(report.closing)
  doc.end()
  return done
}
