import type { Gauge, ReportDocument } from './document'
import { ratingColors, trackColor } from './metrics'

/** Every piece of text, ours or the site's, is escaped: site text never becomes markup or a link. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const e = escapeHtml

/**
 * Where the report's pictures come from. The page draws each gauge with CSS and embeds the phone
 * screenshot; the e-mail refers to images attached to it (`cid:`), because Gmail and Outlook drop
 * CSS gradients and `data:` images.
 */
type Pictures = {
  gauge: (entry: Gauge, index: number, size: number) => string
  screenshot: (shot: NonNullable<ReportDocument['phone']['screenshot']>) => string
}

/** A ring filled in proportion to the score (a conic gradient), the number in its middle. */
function cssGauge({ label, score, rating }: Gauge, _index: number, size: number): string {
  const color = ratingColors[rating]
  const inner = size - 16
  return `<div role="img" aria-label="${e(label)}: ${score}/100" style="width:${size}px;height:${size}px;padding:8px;box-sizing:border-box;border-radius:50%;margin:0 auto;background-color:${color};background:conic-gradient(${color} ${Math.round(score * 3.6)}deg, ${trackColor} 0)"><div style="width:${inner}px;height:${inner}px;border-radius:50%;background:#fff;line-height:${inner}px;text-align:center;font-weight:bold;font-size:${Math.round(inner / 2.6)}px;color:${color}">${score}</div></div>`
}

const pagePictures: Pictures = {
  gauge: cssGauge,
  screenshot: (shot) => `data:image/jpeg;base64,${shot.base64}`,
}

/** The e-mail's attached images, by content id: the gauges in report order (overall first), then the screenshot. */
export type EmailImages = { gauges: string[]; screenshot?: string }

const emailPictures = (images: EmailImages): Pictures => ({
  gauge: ({ label, score }, index, size) =>
    `<img src="cid:${e(images.gauges[index]!)}" width="${size}" height="${size}" alt="${e(label)}: ${score}/100" style="display:block;margin:0 auto;border:0;width:${size}px;height:${size}px">`,
  screenshot: () => `cid:${e(images.screenshot!)}`,
})

/**
 * Blocks side by side while they fit and one under the other on a narrow screen, without media
 * queries (mail apps ignore them): each is an inline block of a fixed or capped width.
 */
const block = (style: string, content: string, part?: string) =>
  `<div${part ? ` data-report="${part}"` : ''} style="display:inline-block;vertical-align:top;${style}">${content}</div>`

function gauges(report: ReportDocument, pictures: Pictures): string {
  const cell = (entry: Gauge, index: number, size: number) =>
    block(
      'width:112px;margin:0 0 12px;text-align:center',
      `${pictures.gauge(entry, index, size)}<div data-report="gauge-label" style="font-size:13px;line-height:1.3;margin-top:6px">${e(entry.label)}</div>`,
      'gauge',
    )
  const overall = `<div style="text-align:center">${cell(report.overall, 0, 80)}</div>`
  // The categories in pairs: four in a row where they fit, else two and two, never three and one.
  const cells = report.scores.map((entry, index) => cell(entry, index + 1, 60))
  const pairs = cells.flatMap((_, index) => (index % 2 ? [] : [block('', cells.slice(index, index + 2).join(''))]))
  return `${overall}<div style="text-align:center">${pairs.join('')}</div>`
}

const cellReset = 'border:0;padding:0;font-size:0;line-height:0;height:8px'

/** A bar as two table cells with background colours, which every mail app draws. */
function bar(fill: number, color: string): string {
  const width = Math.min(100, Math.max(2, Math.round(fill * 100)))
  const filled = `<td width="${width}%" bgcolor="${color}" style="${cellReset};width:${width}%;background:${color}">&nbsp;</td>`
  const empty =
    width < 100 ? `<td bgcolor="${trackColor}" style="${cellReset};background:${trackColor}">&nbsp;</td>` : ''
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%"><tr>${filled}${empty}</tr></table>`
}

function phone(report: ReportDocument, pictures: Pictures): string {
  const { phone } = report
  // Each metric: its name and verdict on one line (the verdict never split), the bar under them.
  const metrics = phone.metrics
    .map((metric) => {
      const color = ratingColors[metric.rating]
      const verdict = `<span style="white-space:nowrap;color:${color}"><strong>${e(metric.value)}</strong> · ${e(metric.ratingLabel)}</span>`
      return `<div data-report="metric" style="margin:0 0 10px"><div style="font-size:13px;line-height:1.4;margin:0 0 3px"><span data-report="metric-label">${e(metric.label)}</span>: ${verdict}</div>${bar(metric.fill, color)}</div>`
    })
    .join('')
  const text = `<p style="margin:0 0 12px">${e(phone.text)}</p>${metrics}`
  // Without a screenshot the text runs the report's width, not a column beside an empty space.
  if (!phone.screenshot) return `<h2>${e(phone.title)}</h2>${text}`
  const screenshot = block(
    'width:100%;max-width:170px;margin:0 0 12px',
    `<img src="${pictures.screenshot(phone.screenshot)}" alt="${e(phone.screenshot.alt)}" width="150" style="width:150px;max-width:100%;height:auto;border:1px solid ${trackColor};border-radius:12px">`,
  )
  const column = block('width:100%;max-width:380px;text-align:left', text)
  return `<h2>${e(phone.title)}</h2><div style="text-align:center">${screenshot}${column}</div>`
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
      return `<h3>${e(section.title)} — ${section.score}/100</h3>${items ? `<ul>${items}</ul>` : ''}${list(section.passedLabel, section.passed)}${list(section.unmeasuredLabel, section.unmeasured)}${list(section.unjudgedLabel, section.unjudged)}`
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

function fragment(report: ReportDocument, pictures: Pictures): string {
  const actions = report.topActions.length
    ? `<ol>${report.topActions.map((action) => `<li><strong>${e(action.title)}:</strong> ${e(action.fix)}</li>`).join('')}</ol>`
    : `<p>${e(report.emptyActions)}</p>`
  return [
    `<h1>${e(report.title)}</h1>`,
    `<p>${report.meta.map((entry) => `<strong>${e(entry.label)}:</strong> ${e(entry.value)}`).join('<br>')}</p>`,
    `<h2>${e(report.overall.label)}: ${report.overall.score}/100</h2>`,
    gauges(report, pictures),
    phone(report, pictures),
    `<h2>${e(report.topActionsTitle)}</h2>${actions}`,
    `<h2>${e(report.business.title)}</h2><p>${e(report.business.text)}</p>`,
    `<h2>${e(report.findingsTitle)}</h2>${sections(report)}`,
    `<h2>${e(report.limitsTitle)}</h2><p>${e(report.limits)}</p><p><strong>${e(report.closing)}</strong></p>`,
    contact(report),
  ].join('\n')
}

/**
 * The report as HTML with inline styles only, for the page (sanitized there): it flows at any width
 * from 320 px up, gauges and the screenshot side by side where they fit.
 */
export const toHtmlFragment = (report: ReportDocument): string => fragment(report, pagePictures)

/**
 * The page's report as a document of its own, for the agency to open from the Leads tool: the
 * fragment the visitor saw, in a readable column, inline styles only (it is served without scripts
 * or style sheets).
 */
export function toHtmlPage(report: ReportDocument, language: string): string {
  const body =
    'margin:0 auto;max-width:720px;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;overflow-wrap:break-word'
  return `<!doctype html><html lang="${e(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(report.title)}</title></head><body style="${body}">${toHtmlFragment(report)}</body></html>`
}

/**
 * The e-mail's HTML: the same report in one centred column of at most 640 px (a table, which Outlook
 * honours; fixed layout, so a long fix example breaks instead of widening it), with inline styles
 * only and its pictures attached (`images`: their content ids).
 */
export function toEmailHtml(report: ReportDocument, intro: string, images: EmailImages): string {
  const page = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" bgcolor="#f1f5f9" style="border-collapse:collapse;background:#f1f5f9"><tr><td align="center" style="padding:16px 8px">`
  const column = `<table role="presentation" width="640" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-collapse:collapse;table-layout:fixed;width:100%;max-width:640px;background:#ffffff"><tr><td style="padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;text-align:left;word-wrap:break-word;overflow-wrap:break-word">`
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(report.title)}</title></head><body style="margin:0;padding:0;background:#f1f5f9">${page}${column}<p>${e(intro)}</p>${fragment(report, emailPictures(images))}</td></tr></table></td></tr></table></body></html>`
}
