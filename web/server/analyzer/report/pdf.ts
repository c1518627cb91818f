import path from 'node:path'
import PDFDocument from 'pdfkit'
import type { Status } from 'site-analyzer'
import type { Gauge, ReportDocument } from './document'
import { ratingColors } from './metrics'

/**
 * DejaVu Sans (Bitstream Vera licence, redistributable: ./fonts/LICENSE beside this folder) is embedded so accents, ñ and
 * symbols render in every PDF reader; pdfkit subsets it, so only the glyphs used travel. Resolved
 * from the repository root, where npm scripts and the production server run.
 */
const fontDir = path.join(process.cwd(), 'web/server/analyzer/fonts')
const regular = path.join(fontDir, 'DejaVuSans.ttf')
const bold = path.join(fontDir, 'DejaVuSans-Bold.ttf')

const colors = { text: '#0f172a', muted: '#475569', accent: '#0891b2', track: '#e2e8f0' }
const statusColors: Record<Status, string> = { pass: '#15803d', warn: '#b45309', fail: '#b91c1c' }
const marks: Record<Status, string> = { pass: '✓', warn: '!', fail: '✗' }

type Doc = InstanceType<typeof PDFDocument>

/** A ring filled clockwise from the top in proportion to the score, the number in its middle. */
function drawGauge(doc: Doc, entry: Gauge, x: number, y: number, radius: number) {
  const color = ratingColors[entry.rating]
  const cx = x + radius
  const cy = y + radius
  doc.lineWidth(radius / 4.5)
  doc.circle(cx, cy, radius).stroke(colors.track)
  if (entry.score > 0) {
    const end = -Math.PI / 2 + (2 * Math.PI * Math.min(entry.score, 99.9)) / 100
    const large = entry.score > 50 ? 1 : 0
    const [ex, ey] = [cx + radius * Math.cos(end), cy + radius * Math.sin(end)]
    doc.path(`M ${cx} ${cy - radius} A ${radius} ${radius} 0 ${large} 1 ${ex} ${ey}`).stroke(color)
  }
  doc.lineWidth(1)
  doc
    .font('bold')
    .fontSize(radius * 0.75)
    .fillColor(color)
    .text(String(entry.score), x, cy - radius * 0.45, { width: radius * 2, align: 'center' })
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(colors.text)
    .text(entry.label, x - 10, y + 2 * radius + 8, { width: radius * 2 + 20, align: 'center' })
}

export function toPdf(report: ReportDocument): Promise<Buffer> {
  const brand = report.contact?.brand ?? ''
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title, Author: brand } })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  const heading = (text: string, size: number) => {
    doc.x = left
    doc.moveDown(0.6).font('bold').fontSize(size).fillColor(colors.text).text(text, left, doc.y, { width })
    doc.moveDown(0.3)
  }
  // pdfkit's `indent` only moves the first line; a hanging block needs its own x and width.
  const paragraph = (text: string, options: { color?: string; size?: number; indent?: number; link?: string } = {}) => {
    const indent = options.indent ?? 0
    doc
      .font('regular')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? colors.text)
      .text(text, left + indent, doc.y, {
        width: width - indent,
        ...(options.link && { link: options.link, underline: true }),
      })
    doc.x = left
  }

  // Brand band.
  doc.rect(0, 0, doc.page.width, 36).fill(colors.accent)
  doc.font('bold').fontSize(13).fillColor('#ffffff').text(brand, left, 12, { width })
  doc.y = 60
  doc.font('bold').fontSize(22).fillColor(colors.accent).text(report.title, left, doc.y, { width })
  doc.moveDown(0.4)
  for (const entry of report.meta) paragraph(`${entry.label}: ${entry.value}`, { color: colors.muted })

  heading(`${report.overall.label}: ${report.overall.score}/100`, 16)
  const top = doc.y
  const gauges = [report.overall, ...report.scores]
  gauges.forEach((entry, index) => drawGauge(doc, entry, left + 10 + index * (width / gauges.length), top, 28))
  doc.y = top + 2 * 28 + 34
  doc.x = left

  heading(report.phone.title, 14)
  const phoneTop = doc.y
  const shot = report.phone.screenshot
  const textLeft = shot ? left + 150 : left
  if (shot) {
    doc.image(Buffer.from(shot.base64, 'base64'), left, phoneTop, { width: 135 })
  }
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(colors.text)
    .text(report.phone.text, textLeft, phoneTop, { width: left + width - textLeft })
  doc.moveDown(0.5)
  for (const metric of report.phone.metrics) {
    const y = doc.y
    const barX = textLeft + 150
    const barWidth = left + width - barX - 80
    doc.font('regular').fontSize(8.5).fillColor(colors.text).text(metric.label, textLeft, y, { width: 145 })
    doc.roundedRect(barX, y + 2, barWidth, 7, 3).fill(colors.track)
    doc.roundedRect(barX, y + 2, Math.max(4, barWidth * metric.fill), 7, 3).fill(ratingColors[metric.rating])
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(ratingColors[metric.rating])
      .text(`${metric.value} · ${metric.ratingLabel}`, barX + barWidth + 6, y, { width: 80 })
    doc.y = y + 16
  }
  if (shot) doc.y = Math.max(doc.y, phoneTop + (135 * shot.height) / shot.width + 10)
  doc.x = left

  heading(report.topActionsTitle, 14)
  if (report.topActions.length === 0) paragraph(report.emptyActions)
  report.topActions.forEach((action, index) => {
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(colors.text)
      .text(`${index + 1}. ${action.title}`, left, doc.y, { width })
    paragraph(action.fix, { indent: 14 })
    doc.moveDown(0.3)
  })

  heading(report.business.title, 14)
  paragraph(report.business.text)

  heading(report.findingsTitle, 14)
  for (const section of report.sections) {
    heading(`${section.title} — ${section.score}/100`, 12)
    for (const item of section.items) {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(statusColors[item.status])
        .text(`${marks[item.status]}  `, left, doc.y, { continued: true })
      doc.fillColor(colors.text).text(`${item.title} (${item.priority})`)
      paragraph(item.detail, { indent: 14, color: colors.muted })
      paragraph(`${report.fixLabel}: ${item.fix}`, { indent: 14 })
      doc.moveDown(0.35)
    }
    if (section.passed.length)
      paragraph(`${section.passedLabel}: ${section.passed.join(', ')}.`, { color: statusColors.pass })
    if (section.unmeasured.length)
      paragraph(`${section.unmeasuredLabel}: ${section.unmeasured.join(', ')}.`, { color: colors.muted })
  }

  heading(report.limitsTitle, 12)
  paragraph(report.limits, { color: colors.muted })
  doc.moveDown(0.6).font('bold').fontSize(11).fillColor(colors.accent).text(report.closing, left, doc.y, { width })
  if (report.contact) {
    heading(report.contact.title, 14)
    paragraph(report.contact.brand, { size: 11 })
    for (const line of report.contact.lines) {
      paragraph(`${line.label}: ${line.text}`, { link: line.href, color: colors.accent })
    }
  }
  doc.end()
  return done
}
