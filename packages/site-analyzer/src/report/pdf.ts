import PDFDocument from 'pdfkit'
import type { Status } from '../model'
import type { Gauge, ReportDocument } from './document'
import { printable, reportFonts } from './fonts'
import { ratingColors, trackColor } from './metrics'

const colors = { text: '#0f172a', muted: '#475569', accent: '#0891b2', track: trackColor }
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

/**
 * The report's end — its last findings, what the analysis cannot see, the closing sentence and how
 * to reach us — reads as one: it is laid out once as it falls and, if a page break lands anywhere in
 * it, once more starting it on a new page. The closing is never split and never alone on a page.
 */
export function toPdf(report: ReportDocument): Promise<Buffer> {
  const texts = printableTexts(report)
  const flowing = drawReport(texts, false)
  const { doc } = flowing.endPages === 1 ? flowing : drawReport(texts, true)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.end()
  return done
}

/** Every text of the report (in its plain objects and arrays) as the PDF's fonts can print it. */
function printableTexts<T>(value: T): T {
  if (typeof value === 'string') return printable(value) as T
  if (Array.isArray(value)) return value.map(printableTexts) as T
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, printableTexts(inner)])) as T
  }
  return value
}

/**
 * Draws the whole report (not yet ended) and counts the pages its end spans; with `endOnNewPage`
 * the end starts on a page of its own.
 */
function drawReport(report: ReportDocument, endOnNewPage: boolean): { doc: Doc; endPages: number } {
  const brand = report.contact?.brand ?? ''
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: report.title, Author: brand } })
  // pdfkit subsets the embedded fonts (./fonts.ts), so only the glyphs used travel.
  doc.registerFont('regular', reportFonts.regular)
  doc.registerFont('bold', reportFonts.bold)
  let pages = 1
  doc.on('pageAdded', () => (pages += 1))
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
  // Each metric: its name, then the bar with the figure and the verdict beside it.
  for (const metric of report.phone.metrics) {
    const y = doc.y
    const verdictWidth = 150
    const barWidth = left + width - textLeft - verdictWidth - 6
    doc.font('regular').fontSize(8.5).fillColor(colors.text).text(metric.label, textLeft, y, { width: barWidth })
    const barY = y + 13
    doc.roundedRect(textLeft, barY + 2, barWidth, 7, 3).fill(colors.track)
    doc.roundedRect(textLeft, barY + 2, Math.max(4, barWidth * metric.fill), 7, 3).fill(ratingColors[metric.rating])
    doc
      .font('bold')
      .fontSize(8.5)
      .fillColor(ratingColors[metric.rating])
      .text(`${metric.value} · ${metric.ratingLabel}`, textLeft + barWidth + 6, barY, { width: verdictWidth })
    doc.y = barY + 17
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
  const findingBlocks = (section: ReportDocument['sections'][number]): (() => void)[] => [
    ...section.items.map((item) => () => {
      doc
        .font('bold')
        .fontSize(10)
        .fillColor(statusColors[item.status])
        .text(`${marks[item.status]}  `, left, doc.y, { continued: true })
      doc.fillColor(colors.text).text(`${item.title} (${item.priority})`)
      paragraph(item.detail, { indent: 14, color: colors.muted })
      paragraph(`${report.fixLabel}: ${item.fix}`, { indent: 14 })
      doc.moveDown(0.35)
    }),
    ...(section.passed.length
      ? [() => paragraph(`${section.passedLabel}: ${section.passed.join(', ')}.`, { color: statusColors.pass })]
      : []),
    ...(section.unmeasured.length
      ? [() => paragraph(`${section.unmeasuredLabel}: ${section.unmeasured.join(', ')}.`, { color: colors.muted })]
      : []),
    ...(section.unjudged.length
      ? [() => paragraph(`${section.unjudgedLabel}: ${section.unjudged.join(', ')}.`, { color: colors.muted })]
      : []),
  ]
  // The end begins with the last finding block (with its section's heading when it is the first),
  // so the closing never stands alone on a page.
  let endFirstPage = pages
  report.sections.forEach((section, sectionIndex) => {
    const blocks = findingBlocks(section)
    const headingBlock = () => {
      // A section's heading never stands at a page's foot without its first finding.
      if (doc.y + 80 > doc.page.maxY()) doc.addPage()
      heading(`${section.title} — ${section.score}/100`, 12)
    }
    const first = () => {
      headingBlock()
      blocks[0]?.()
    }
    const drawn = [first, ...blocks.slice(1)]
    drawn.forEach((draw, index) => {
      if (sectionIndex === report.sections.length - 1 && index === drawn.length - 1) {
        if (endOnNewPage && doc.y > doc.page.margins.top) doc.addPage()
        endFirstPage = pages
      }
      draw()
    })
  })

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
  return { doc, endPages: pages - endFirstPage + 1 }
}
