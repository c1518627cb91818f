import { marked } from 'marked'
import type { ReportDocument } from './document'

/**
 * Text from the analysed site (its title, file names) must stay text: every markdown and HTML
 * special character is backslash-escaped, which CommonMark turns back into the literal character.
 * `:`, `.` and `@` are escaped too, so GFM never autolinks `https://…`, `www.…` or an address.
 * Every interpolated value goes through this one helper.
 */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()<>#+!|~&:.@-]/g, '\\$&')

export function toMarkdown(report: ReportDocument): string {
  const e = escapeMarkdown
  const lines = [
    `# ${e(report.title)}`,
    '',
    ...report.meta.map((entry) => `**${e(entry.label)}:** ${e(entry.value)}  `),
    '',
    `## ${e(report.overall.label)}: ${report.overall.score}/100`,
    '',
    '| | |',
    '|---|---:|',
    ...report.scores.map((entry) => `| ${e(entry.label)} | ${entry.score}/100 |`),
    '',
    `## ${e(report.topActionsTitle)}`,
    '',
    ...(report.topActions.length
      ? report.topActions.map((action, index) => `${index + 1}. **${e(action.title)}:** ${e(action.fix)}`)
      : [e(report.emptyActions)]),
    '',
    `## ${e(report.findingsTitle)}`,
  ]
  for (const section of report.sections) {
    lines.push('', `### ${e(section.title)} — ${section.score}/100`, '')
    for (const item of section.items) {
      const priority = item.priority ? ` _(${e(item.priority)})_` : ''
      lines.push(`- ${item.statusLabel} · **${e(item.title)}**${priority}: ${e(item.detail)}`)
      if (item.fix) lines.push(`  - ${e(report.fixLabel)}: ${e(item.fix)}`)
    }
  }
  lines.push('', `## ${e(report.limitsTitle)}`, '', e(report.limits), '', `**${e(report.closing)}**`, '')
  return lines.join('\n')
}

/** The e-mail's HTML body, from the same markdown the page renders (all site text already escaped). */
export function toHtml(report: ReportDocument): string {
  const body = marked.parse(toMarkdown(report), { gfm: true, breaks: true, async: false })
  return `<!doctype html><html><head><meta charset="utf-8"><title>${report.title}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a;max-width:720px;margin:auto">${body}</body></html>`
}
