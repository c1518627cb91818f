import type { Language } from '../../../src/i18n/language'
import {
  browserOnlyChecks,
  categories,
  type AnalysisResult,
  type Finding,
  type PhonePass,
  type Status,
  type Values,
  rankProblems,
  browserLimits,
  siteHost,
  withoutLinks,
} from 'site-analyzer'
import { contactLinks, type AgencyContacts, type ContactLine } from './contacts'
import { metricBars, scoreRating, type Rating } from './metrics'
import { en } from './text.en'
import { es } from './text.es'
import type { ReportText } from './text-types'

export const reportText: Record<Language, ReportText> = { es, en }

export type ReportItem = {
  status: Status
  statusLabel: string
  title: string
  detail: string
  fix: string
  priority: string
}

export type Gauge = { label: string; score: number; rating: Rating }

/**
 * The report in one language, as plain text and numbers: the page, the e-mail (HTML and text) and
 * the PDF are all drawn from this, so they always say the same thing. Each renderer escapes for its
 * own format.
 */
export type ReportDocument = {
  title: string
  meta: { label: string; value: string }[]
  overall: Gauge
  scores: Gauge[]
  phone: {
    title: string
    text: string
    metrics: { label: string; value: string; rating: Rating; ratingLabel: string; fill: number }[]
    screenshot?: { base64: string; width: number; height: number; alt: string }
  }
  topActionsTitle: string
  topActions: { title: string; fix: string }[]
  emptyActions: string
  business: { title: string; text: string }
  findingsTitle: string
  fixLabel: string
  sections: {
    title: string
    score: number
    items: ReportItem[]
    passedLabel: string
    passed: string[]
    unmeasuredLabel: string
    unmeasured: string[]
  }[]
  limitsTitle: string
  limits: string
  closing: string
  /** Only in the e-mail and the PDF: the page shows the booking button beside the report. */
  contact?: { title: string; brand: string; lines: ContactLine[] }
}

/** A finding's values as the report quotes them: site text without links (`withoutLinks`). */
const quoted = (values: Values, marker: string): Values =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? withoutLinks(value, marker) : value,
    ]),
  )

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function phoneSection(phone: PhonePass, text: ReportText): ReportDocument['phone'] {
  if (phone.status !== 'measured') {
    const why =
      phone.reason === 'memory'
        ? ` ${text.phone.stopped.memory(browserLimits.memoryMb)}`
        : phone.reason === 'cpu'
          ? ` ${text.phone.stopped.cpu(browserLimits.cpuSeconds)}`
          : ''
    return { title: text.phone.title, text: text.phone.unavailable + why, metrics: [] }
  }
  const { performance, metrics, screenshot } = phone.measurements
  const shown = {
    lcpMs: seconds,
    fcpMs: seconds,
    speedIndexMs: seconds,
    tbtMs: (ms: number) => `${ms} ms`,
    cls: String,
  }
  return {
    title: text.phone.title,
    text: text.phone.measured({
      performance,
      lcp: (metrics.lcpMs / 1000).toFixed(1),
      fcp: (metrics.fcpMs / 1000).toFixed(1),
      speedIndex: (metrics.speedIndexMs / 1000).toFixed(1),
      tbt: metrics.tbtMs,
      cls: metrics.cls,
    }),
    metrics: metricBars(metrics).map((bar) => ({
      label: text.metrics[bar.key],
      value: shown[bar.key](bar.value),
      rating: bar.rating,
      ratingLabel: text.ratings[bar.key][bar.rating],
      fill: bar.fill,
    })),
    screenshot: { ...screenshot, alt: text.screenshotAlt },
  }
}

export function buildReport(result: AnalysisResult, language: Language, contacts?: AgencyContacts): ReportDocument {
  const text = reportText[language]
  // Site text is quoted without anything that could become a link; every check's text may tailor
  // its example to the kind of business.
  const values = (finding: Finding) => ({ ...quoted(finding.values, text.linkRemoved), business: result.business })
  const date = new Intl.DateTimeFormat(text.dateLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  })
  const gauge = (label: string, score: number): Gauge => ({ label, score, rating: scoreRating(score) })
  const measured = result.phone.status === 'measured'
  const https = result.finalUrl.startsWith('https:')
  const kind = text.business.kinds[result.business]
  return {
    title: text.reportTitle,
    meta: [
      { label: text.analyzedSite, value: siteHost(result.finalUrl) },
      { label: text.analyzedAt, value: date.format(new Date(result.analyzedAt)) },
    ],
    overall: gauge(text.overall, result.scores.overall),
    scores: categories.map((category) => gauge(text.categories[category], result.scores[category])),
    phone: phoneSection(result.phone, text),
    topActionsTitle: text.topActions,
    topActions: result.topActions.map((id) => {
      const finding = result.findings.find((candidate) => candidate.id === id)!
      const check = text.checks[id]
      return { title: check.title, fix: `${check.problem(values(finding))} ${check.fix(values(finding))}` }
    }),
    emptyActions: text.noActions,
    business: { title: text.business.title, text: `${text.business.recognised(kind.name)} ${kind.suggestion}` },
    findingsTitle: text.findings,
    fixLabel: text.fixLabel,
    sections: categories.map((category) => {
      const own = result.findings.filter((finding) => finding.category === category)
      const unmeasured = measured
        ? []
        : browserOnlyChecks[category].filter((id) => id !== 'mixedContent' || https).map((id) => text.checks[id].title)
      return {
        title: text.categories[category],
        score: result.scores[category],
        items: rankProblems(own, result.phone).map((finding) => {
          const check = text.checks[finding.id]
          return {
            status: finding.status,
            statusLabel: text.status[finding.status],
            title: check.title,
            detail: check.problem(values(finding)),
            fix: check.fix(values(finding)),
            priority: text.importance[finding.importance],
          }
        }),
        passedLabel: text.passedLabel,
        passed: own.filter((finding) => finding.status === 'pass').map((finding) => text.checks[finding.id].title),
        unmeasuredLabel: text.unmeasuredLabel,
        unmeasured,
      }
    }),
    limitsTitle: text.limitsTitle,
    limits: text.limits,
    closing: text.closing,
    ...(contacts && { contact: contactBlock(contacts, text) }),
  }
}

function contactBlock(contacts: AgencyContacts, text: ReportText): ReportDocument['contact'] {
  const links = contactLinks(contacts)
  return {
    title: text.contact.title,
    brand: contacts.brandName,
    lines: [
      { label: text.contact.booking, text: contacts.bookingUrl15, href: links.booking },
      { label: text.contact.whatsapp, text: contacts.phone, href: links.whatsapp },
      { label: text.contact.email, text: contacts.email, href: links.email },
    ],
  }
}
