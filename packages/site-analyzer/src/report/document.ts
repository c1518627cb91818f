import type { Language } from 'shared/languages'
import {
  browserOnlyChecks,
  drawnPageChecks,
  categories,
  type AnalysisResult,
  type Finding,
  type IconControl,
  type Place,
  type Status,
  type Values,
} from '../model'
import { rankProblems } from '../ranking'
import { browserLimits, phonePassDeadlineMs } from '../phone/browser-limits'
import { siteHost, withoutLinks } from '../site-text'
import { contactLinks, type AgencyContacts, type ContactLine } from './contacts'
import { reportCopy, type MessageValues, type ReportCopy } from './messages/format'
import { metricBars, scoreRating, type Rating } from './metrics'

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
    unjudgedLabel: string
    unjudged: string[]
  }[]
  limitsTitle: string
  limits: string
  closing: string
  /** Only in the e-mail and the PDF: the page shows the booking button beside the report. */
  contact?: { title: string; brand: string; lines: ContactLine[] }
}

/**
 * A list of things from the site as the report shows it: entries that are only placeholders (a bare
 * `#`, a removed link) are left out, and a list left with nothing is `none`, so the message names the
 * element instead of printing "# (#)".
 */
function shownList(list: string, marker: string): string {
  const entries = list.split(', ').map((entry) => entry.replaceAll(`(${marker})`, '').replaceAll('(#)', '').trim())
  const shown = entries.filter((entry) => /[\p{L}\p{N}]/u.test(entry.replaceAll(marker, '')))
  return shown.join(', ') || 'none'
}

/** Finding values that list or name things from the site. */
const listValues = new Set(['examples', 'main'])

/**
 * A finding's values as the report quotes them: site text without links (`withoutLinks`), lists as
 * shown, and an empty value as `none`, so a message can choose its wording by it.
 */
const quoted = (values: Values, marker: string): MessageValues =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (typeof value !== 'string') return [key, value]
      const text = withoutLinks(value, marker)
      return [key, listValues.has(key) ? shownList(text, marker) : text || 'none']
    }),
  )

/**
 * A finding's examples with where each one is (`text1`/`place1` … `text3`/`place3` from the
 * analyzer) as one phrase: «Lorem ipsum» en el título principal, «Your Company» en el pie de página;
 * a control known by its icon (`icon1`) by its name, unquoted: el botón del menú (☰) en la cabecera.
 */
function placedList(values: MessageValues, { messages: text, format }: ReportCopy): string {
  return [1, 2, 3]
    .flatMap((index) => {
      const place = format(text.places[values[`place${index}`] as Place] ?? text.places.page)
      const icon = text.iconControls[values[`icon${index}`] as IconControl] as string | undefined
      if (icon) return [`${format(icon)} ${place}`]
      const quoted = values[`text${index}`]
      return quoted === undefined ? [] : [format(text.placedItem, { text: quoted, place })]
    })
    .join(', ')
}

/**
 * Values a finding stored before they existed: a page status was always the page's own, a title was
 * never found garbled nor shared with other pages, the count of uncompressed files included the page, a `lang` failed only
 * when it was missing, no newsletter was found keeping nothing, a heavy page was told to load its videos on
 * a click whether it had any, no call to action was found leading nowhere, no home page was found only under construction, a share preview's picture was never looked for, only WhatsApp links were
 * asked for their country code (and no call link for its missing `+`), no main heading was found hidden
 * on a phone, texts of poor contrast and small controls went unnamed, and nameless controls were always
 * told of drop-down lists too.
 */
const valuesAdded: Partial<Record<Finding['id'], Values>> = {
  httpStatus: { where: 'page' },
  title: { garbled: 'no', shared: 0 },
  compression: { withPage: 'no' },
  lang: { written: 'none' },
  chatWidget: { onWhatsapp: 'no' },
  templateContent: { shown: 'yes' },
  mismatchedContacts: { local: 0, dial: 'none', localKind: 'whatsapp', unplussed: 0, before: 'no' },
  accessibleNames: { lists: 1 },
  imageDimensions: { moved: 'no' },
  emailCapture: { lost: 'no' },
  canonical: { example: 'no' },
  pageWeight: { videos: 'yes', photos: 'some' },
  openGraph: { shareImage: 'found' },
  h1: { hidden: 'no' },
  contrast: { examples: '' },
  tapTargets: { examples: '' },
  trustSignals: { privacy: 'no', social: 'no', address: 'no', guarantee: 'no' },
  structuredData: { type: 'none' },
  phone: { shownNumber: 'none' },
  whatsapp: { broken: 'no' },
  analytics: { placeholder: 'no' },
  callToAction: { dead: 'none' },
  thinHome: { coming: 'no' },
}

/** Whether the blocking time goes without a verdict: our machine was too slow, or no script of the page took it. */
const tbtUnjudged = (result: AnalysisResult, rating: Rating) =>
  result.unjudged?.some((check) => check.id === 'blockingScripts') === true ||
  (rating !== 'good' &&
    result.findings.some((finding) => finding.id === 'blockingScripts' && finding.status === 'pass'))

/** Layout shifts seen on a page that lacked its styles are not its visitors': the check was left out. */
const clsUnmeasured = (result: AnalysisResult) =>
  result.unmeasured?.some((check) => check.id === 'layoutShift') === true

/** A stored finding's values completed; a form we could not verify then always depended on a script. */
const storedDefaults = (finding: Finding): Values =>
  finding.id === 'deadForm' && finding.values.state === 'unverified'
    ? { reason: 'script' }
    : (valuesAdded[finding.id] ?? {})

/**
 * The phrases that fit the site's kind of business and its market, ready to stand in any message: the
 * examples name the town the site's address or headline names, else «tu ciudad». Another town of the
 * business's country would be wrong more often than right (Córdoba for an ice cream shop in Puerto
 * Madryn), and the owner would read the example as careless.
 */
function kindValues(copy: ReportCopy, result: AnalysisResult): MessageValues {
  // Results stored before a kind or the market existed fall back to "other". The market is a value of
  // every message too (no WhatsApp is said differently where few use it).
  const kind = copy.messages.kinds[result.business] ?? copy.messages.kinds.other
  const town = result.findings.find((finding) => finding.id === 'location')?.values?.town
  const city = (typeof town === 'string' && town !== 'none' && town) || copy.format(copy.messages.exampleCity)
  const market = result.market ?? 'other'
  const phrases = Object.entries(kind).map(([key, message]) => [key, copy.format(message, { city, market })])
  // A trade the site names itself makes a closer title than its kind's: «Óptica en Belgrano | Nombre».
  const trade = result.findings.find((finding) => finding.id === 'location')?.values?.trade
  const titled =
    typeof trade === 'string' && trade !== 'none'
      ? { titleExample: copy.format(copy.messages.tradeTitleExample, { trade, city }) }
      : {}
  return { ...Object.fromEntries(phrases), ...titled, market, city }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

function phoneSection(result: AnalysisResult, copy: ReportCopy): ReportDocument['phone'] {
  const { phone } = result
  const { messages: text, format } = copy
  if (phone.status !== 'measured') {
    const values = {
      megabytes: browserLimits.memoryMb,
      cpuSeconds: browserLimits.cpuSeconds,
      passSeconds: phonePassDeadlineMs / 1000,
    }
    const why = phone.reason === 'off' ? '' : ` ${format(text.phone.why[phone.reason], values)}`
    return { title: format(text.phone.title), text: format(text.phone.unavailable) + why, metrics: [] }
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
    title: format(text.phone.title),
    text: format(text.phone.measured, {
      performance,
      lcp: metrics.lcpMs / 1000,
      fcp: metrics.fcpMs / 1000,
      speedIndex: metrics.speedIndexMs / 1000,
      tbt: metrics.tbtMs,
      cls: metrics.cls,
    }),
    // Blocking time measured on a host too slow to tell is our machine's, and time no script of the page
    // took (the browser laying out a long page, or a busy machine) is no script's to fix: its figure
    // stays in the sentence, without a verdict that would contradict the blocking-scripts check. So does
    // the layout shift of a page seen without its styles, whose check was left out as unmeasured.
    metrics: metricBars(metrics)
      .filter((bar) => bar.key !== 'tbtMs' || !tbtUnjudged(result, bar.rating))
      .filter((bar) => bar.key !== 'cls' || !clsUnmeasured(result))
      .map((bar) => ({
        label: format(text.metrics[bar.key]),
        value: shown[bar.key](bar.value),
        rating: bar.rating,
        ratingLabel: format(text.ratings[bar.key][bar.rating]),
        fill: bar.fill,
      })),
    screenshot: { ...screenshot, alt: format(text.screenshotAlt) },
  }
}

export function buildReport(result: AnalysisResult, language: Language, contacts?: AgencyContacts): ReportDocument {
  const copy = reportCopy(language)
  const { messages: text, format } = copy
  const linkRemoved = format(text.linkRemoved)
  // Every message may use the phrases of the site's kind of business (its example button, title,
  // structured data type, booking advice); site text is quoted without anything that could become a link.
  const kind = kindValues(copy, result)
  const values = (finding: Finding): MessageValues => {
    const own = quoted({ ...storedDefaults(finding), ...finding.values }, linkRemoved)
    return { ...kind, ...own, placed: placedList(own, copy) || 'none' }
  }
  const date = new Intl.DateTimeFormat(copy.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  })
  const gauge = (label: string, score: number): Gauge => ({ label, score, rating: scoreRating(score) })
  const measured = result.phone.status === 'measured'
  const https = result.finalUrl.startsWith('https:')
  const title = (id: Finding['id']) => format(text.checks[id].title)
  return {
    title: format(text.reportTitle),
    meta: [
      { label: format(text.analyzedSite), value: siteHost(result.finalUrl) },
      { label: format(text.analyzedAt), value: date.format(new Date(result.analyzedAt)) },
    ],
    overall: gauge(format(text.overall), result.scores.overall),
    scores: categories.map((category) => gauge(format(text.categories[category]), result.scores[category])),
    phone: phoneSection(result, copy),
    topActionsTitle: format(text.topActions),
    topActions: result.topActions.map((id) => {
      const finding = result.findings.find((candidate) => candidate.id === id)!
      const check = text.checks[id]
      return {
        title: title(id),
        fix: `${format(check.problem, values(finding))} ${format(check.fix, values(finding))}`,
      }
    }),
    emptyActions: format(text.noActions),
    business: { title: format(text.business.title), text: format(text.business.text, kind) },
    findingsTitle: format(text.findings),
    fixLabel: format(text.fixLabel),
    sections: categories.map((category) => {
      const own = result.findings.filter((finding) => finding.category === category)
      // Measured, the pass may still have left checks out: it saw the page without its styles or scripts.
      const leftOut = (result.unmeasured ?? []).filter((check) => check.category === category)
      const unmeasured = (
        measured
          ? leftOut.map((check) => check.id)
          : [
              ...browserOnlyChecks[category].filter((id) => id !== 'mixedContent' || https),
              ...(result.drawnByScript ? drawnPageChecks[category] : []),
            ]
      ).map(title)
      return {
        title: format(text.categories[category]),
        score: result.scores[category],
        items: rankProblems(own, result).map((finding) => {
          const check = text.checks[finding.id]
          return {
            status: finding.status,
            statusLabel: format(text.status[finding.status]),
            title: title(finding.id),
            detail: format(check.problem, values(finding)),
            fix: format(check.fix, values(finding)),
            priority: format(text.importance[finding.importance]),
          }
        }),
        passedLabel: format(text.passedLabel),
        passed: own.filter((finding) => finding.status === 'pass').map((finding) => title(finding.id)),
        unmeasuredLabel: format(text.unmeasuredLabel, { why: measured ? (leftOut[0]?.cause ?? 'phone') : 'phone' }),
        unmeasured,
        unjudgedLabel: format(text.unjudgedLabel),
        unjudged: (result.unjudged ?? [])
          .filter((check) => check.category === category)
          .map((check) => title(check.id)),
      }
    }),
    limitsTitle: format(text.limitsTitle),
    // What this analysis did: it claims taps and filled forms only when the phone pass ran.
    limits: format(text.limits, { phone: result.phone.status }),
    closing: format(text.closing),
    ...(contacts && { contact: contactBlock(contacts, copy) }),
  }
}

function contactBlock(contacts: AgencyContacts, { messages: text, format }: ReportCopy): ReportDocument['contact'] {
  const links = contactLinks(contacts)
  return {
    title: format(text.contact.title),
    brand: contacts.brandName,
    lines: [
      { label: format(text.contact.booking), text: contacts.bookingUrl15, href: links.booking },
      { label: format(text.contact.whatsapp), text: contacts.phone, href: links.whatsapp },
      { label: format(text.contact.email), text: contacts.email, href: links.email },
    ],
  }
}
