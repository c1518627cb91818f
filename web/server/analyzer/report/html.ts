import type { Gauge, ReportDocument } from './document'
import { ratingColors } from './metrics'

/** Every piece of text, ours or the site's, is escaped: site text never becomes markup or a link. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const e = escapeHtml
const track = '#e2e8f0'

/** A round gauge where CSS gradients work (the page, most mail apps), a coloured disc elsewhere. */
function gauge({ label, score, rating }: Gauge, size: number): string {
  const color = ratingColors[rating]
  const inner = size - 16
  return `<td style="border:0;padding:6px;text-align:center;vertical-align:top;width:${size + 24}px"><div role="img" aria-label="${e(label)}: ${score}/100" style="width:${size}px;height:${size}px;padding:8px;box-sizing:border-box;border-radius:50%;margin:0 auto;background-color:${color};background:conic-gradient(${color} ${Math.round(score * 3.6)}deg, ${track} 0)"><div style="width:${inner}px;height:${inner}px;border-radius:50%;background:#fff;line-height:${inner}px;text-align:center;font-weight:bold;font-size:${Math.round(inner / 2.6)}px;color:${color}">${score}</div></div><div style="font-size:12px;margin-top:4px">${e(label)}</div></td>`
}

function phone(report: ReportDocument): string {
  const { phone } = report
  const bars = phone.metrics
    .map((metric) => {
      const color = ratingColors[metric.rating]
      const width = Math.max(2, Math.round(metric.fill * 100))
      return `<tr><td style="border:0;font-size:12px;padding:2px 8px 2px 0">${e(metric.label)}</td><td style="border:0;width:45%;padding:2px 0"><div style="background:${track};border-radius:4px;height:10px"><div style="width:${width}%;background:${color};border-radius:4px;height:10px"></div></div></td><td style="border:0;font-size:12px;padding:2px 0 2px 8px;white-space:nowrap;color:${color}"><strong>${e(metric.value)}</strong> · ${e(metric.ratingLabel)}</td></tr>`
    })
    .join('')
  const screenshot = phone.screenshot
    ? `<td style="border:0;vertical-align:top;padding-right:12px;width:150px"><img src="data:image/jpeg;base64,${phone.screenshot.base64}" alt="${e(phone.screenshot.alt)}" width="150" style="width:150px;height:auto;border:1px solid ${track};border-radius:12px"></td>`
    : ''
  const table = bars ? `<table style="border-collapse:collapse;width:100%">${bars}</table>` : ''
  return `<h2>${e(phone.title)}</h2><table style="border-collapse:collapse;width:100%"><tr>${screenshot}<td style="border:0;vertical-align:top"><p>${e(phone.text)}</p>${table}</td></tr></table>`
}

function sections(report: ReportDocument): string {
  return report.sections
    .map((section) => {
      const items = section.items
        .map(
          (item) =>
            `<li>${e(item.statusLabel)} · <strong>${e(item.title)}</strong> <em>(${e(item.priority)})</em>: ${e(item.detail)}<br>${e(report.fixLabel)}: ${e(item.fix)}</li>`,
        )
        .join('')
      const list = (label: string, titles: string[]) =>
        titles.length ? `<p><strong>${e(label)}:</strong> ${e(titles.join(', '))}.</p>` : ''
      return `<h3>${e(section.title)} — ${section.score}/100</h3>${items ? `<ul>${items}</ul>` : ''}${list(section.passedLabel, section.passed)}${list(section.unmeasuredLabel, section.unmeasured)}`
    })
    .join('')
}

function contact(report: ReportDocument): string {
  if (!report.contact) return ''
  const lines = report.contact.lines
    .map((line) => `<li>${e(line.label)}: <a href="${e(line.href)}">${e(line.text)}</a></li>`)
    .join('')
  return `<h2>${e(report.contact.title)}</h2><p><strong>${e(report.contact.brand)}</strong></p><ul>${lines}</ul>`
}

/** The report as HTML with inline styles only: the page shows it (sanitized) and the e-mail sends it. */
export function toHtmlFragment(report: ReportDocument): string {
  const actions = report.topActions.length
    ? `<ol>${report.topActions.map((action) => `<li><strong>${e(action.title)}:</strong> ${e(action.fix)}</li>`).join('')}</ol>`
    : `<p>${e(report.emptyActions)}</p>`
  return [
    `<h1>${e(report.title)}</h1>`,
    `<p>${report.meta.map((entry) => `<strong>${e(entry.label)}:</strong> ${e(entry.value)}`).join('<br>')}</p>`,
    `<h2>${e(report.overall.label)}: ${report.overall.score}/100</h2>`,
    `<table style="border-collapse:collapse"><tr>${gauge(report.overall, 72)}${report.scores.map((entry) => gauge(entry, 56)).join('')}</tr></table>`,
    phone(report),
    `<h2>${e(report.topActionsTitle)}</h2>${actions}`,
    `<h2>${e(report.business.title)}</h2><p>${e(report.business.text)}</p>`,
    `<h2>${e(report.findingsTitle)}</h2>${sections(report)}`,
    `<h2>${e(report.limitsTitle)}</h2><p>${e(report.limits)}</p><p><strong>${e(report.closing)}</strong></p>`,
    contact(report),
  ].join('\n')
}

export function toEmailHtml(report: ReportDocument, intro: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(report.title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#0f172a;max-width:720px;margin:auto"><p>${e(intro)}</p>${toHtmlFragment(report)}</body></html>`
}
