import type { Language } from '../../../src/i18n/language'
import { categories, type AnalysisResult, type PhonePass, type Status } from '../model'
import { rankProblems } from '../scoring'
import { en } from './text.en'
import { es } from './text.es'
import type { ReportText } from './text-types'

export const reportText: Record<Language, ReportText> = { es, en }

export type ReportItem = {
  status: Status
  statusLabel: string
  title: string
  detail: string
  fix?: string
  priority?: string
}

/**
 * The report in one language, as plain text: markdown, HTML and PDF are drawn from this, so the
 * three always say the same thing. Plain text here; each renderer escapes for its own format.
 */
export type ReportDocument = {
  title: string
  meta: { label: string; value: string }[]
  overall: { label: string; score: number }
  scores: { label: string; score: number }[]
  topActionsTitle: string
  topActions: { title: string; fix: string }[]
  emptyActions: string
  findingsTitle: string
  fixLabel: string
  sections: { title: string; score: number; items: ReportItem[] }[]
  phone: { title: string; text: string }
  limitsTitle: string
  limits: string
  closing: string
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

function phoneSummary(phone: PhonePass, text: ReportText): string {
  if (phone.status !== 'measured') return text.phone.unavailable
  const { performance, metrics } = phone.measurements
  return text.phone.measured({
    performance,
    lcp: seconds(metrics.lcpMs),
    fcp: seconds(metrics.fcpMs),
    speedIndex: seconds(metrics.speedIndexMs),
    tbt: metrics.tbtMs,
    cls: metrics.cls,
  })
}

export function buildReport(result: AnalysisResult, language: Language): ReportDocument {
  const text = reportText[language]
  const describe = (id: keyof ReportText['checks']) => text.checks[id]
  const date = new Intl.DateTimeFormat(text.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  })
  return {
    title: text.reportTitle,
    meta: [
      { label: text.analyzedUrl, value: result.finalUrl },
      { label: text.analyzedAt, value: date.format(new Date(result.analyzedAt)) },
    ],
    overall: { label: text.overall, score: result.scores.overall },
    scores: categories.map((category) => ({ label: text.categories[category], score: result.scores[category] })),
    topActionsTitle: text.topActions,
    topActions: result.topActions.map((id) => {
      const finding = result.findings.find((candidate) => candidate.id === id)!
      return {
        title: describe(id).title,
        fix: `${describe(id).problem(finding.values)} ${describe(id).fix(finding.values)}`,
      }
    }),
    emptyActions: text.noActions,
    findingsTitle: text.findings,
    fixLabel: text.fixLabel,
    sections: categories.map((category) => {
      const own = result.findings.filter((finding) => finding.category === category)
      // Problems first, most important first; then what already works.
      const ordered = [...rankProblems(own), ...own.filter((finding) => finding.status === 'pass')]
      return {
        title: text.categories[category],
        score: result.scores[category],
        items: ordered.map((finding) => {
          const check = describe(finding.id)
          const passed = finding.status === 'pass'
          return {
            status: finding.status,
            statusLabel: text.status[finding.status],
            title: check.title,
            detail: passed ? check.pass(finding.values) : check.problem(finding.values),
            fix: passed ? undefined : check.fix(finding.values),
            priority: passed ? undefined : text.importance[finding.importance],
          }
        }),
      }
    }),
    phone: { title: text.phone.title, text: phoneSummary(result.phone, text) },
    limitsTitle: text.limitsTitle,
    limits: text.limits,
    closing: text.closing,
  }
}
