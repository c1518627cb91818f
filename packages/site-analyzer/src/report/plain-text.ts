import type { ReportDocument } from './document'

const underline = (text: string, mark: string) => `${text}\n${mark.repeat(Math.min(text.length, 60))}`

/** The e-mail's text part: the same report as plain text that reads well without any rendering. */
export function toPlainText(report: ReportDocument, intro: string): string {
  const lines = [
    intro,
    '',
    underline(report.title, '='),
    ...report.meta.map((entry) => `${entry.label}: ${entry.value}`),
    '',
  ]
  lines.push(underline(`${report.overall.label}: ${report.overall.score}/100`, '-'))
  for (const entry of report.scores) lines.push(`  ${entry.label}: ${entry.score}/100`)
  lines.push('', underline(report.phone.title, '-'), report.phone.text)
  for (const metric of report.phone.metrics) lines.push(`  ${metric.label}: ${metric.value} (${metric.ratingLabel})`)
  lines.push('', underline(report.topActionsTitle, '-'))
  if (report.topActions.length === 0) lines.push(report.emptyActions)
  report.topActions.forEach((action, index) => lines.push(`${index + 1}. ${action.title}: ${action.fix}`))
  lines.push('', underline(report.business.title, '-'), report.business.text, '', underline(report.findingsTitle, '-'))
  for (const section of report.sections) {
    lines.push('', `${section.title} (${section.score}/100)`)
    for (const item of section.items) {
      lines.push(`  * ${item.statusLabel}: ${item.title} (${item.priority}). ${item.detail}`)
      lines.push(`    ${report.fixLabel}: ${item.fix}`)
    }
    if (section.passed.length) lines.push(`  ${section.passedLabel}: ${section.passed.join(', ')}.`)
    if (section.unmeasured.length) lines.push(`  ${section.unmeasuredLabel}: ${section.unmeasured.join(', ')}.`)
    if (section.unjudged.length) lines.push(`  ${section.unjudgedLabel}: ${section.unjudged.join(', ')}.`)
  }
  lines.push('', underline(report.limitsTitle, '-'), report.limits, '', report.closing)
  if (report.contact) {
    lines.push('', underline(report.contact.title, '-'), report.contact.brand)
    for (const line of report.contact.lines) lines.push(`  ${line.label}: ${line.href.replace(/^mailto:/, '')}`)
  }
  return `${lines.join('\n')}\n`
}
