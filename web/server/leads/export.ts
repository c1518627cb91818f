import { contactMessages } from '../../src/features/contact/contact-messages'
import { isLanguage, type Language } from '../../src/i18n/language'
import { serviceKeys, type ServiceKey } from '../../../schemas/constants'
import { exportMessages } from './export-messages'
import { toLeadItem, type LeadItem } from './lead-items'
import type { LeadEvent, LeadStore, LeadWithDeliveries } from './types'

/**
 * Flat rows for the CLI and the admin API: one column per field any lead has, the attribution's
 * (page, referrer host, each utm parameter) among them.
 */
export function leadRows(leads: LeadWithDeliveries[]) {
  return leads.map(({ attribution: { page, referrerHost, utm }, ...lead }) => ({
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    kind: lead.kind,
    status: lead.status,
    language: lead.language,
    clientIp: lead.clientIp,
    ...(page !== undefined && { sourcePage: page }),
    ...(referrerHost !== undefined && { referrerHost }),
    ...utm,
    ...Object.fromEntries(Object.entries(lead.data).map(([key, value]) => [key, String(value ?? '')])),
    // A dead-lettered delivery shows why it was given up.
    deliveries: lead.deliveries
      .map((d) => `${d.kind}:${d.status}${d.status === 'dead' && d.lastError ? ` (${d.lastError})` : ''}`)
      .join(' '),
  }))
}

/** Every field any row has, delivery states last. */
export function columnsOf(rows: Record<string, string>[]) {
  const columns = new Set(rows.flatMap((row) => Object.keys(row)))
  columns.delete('deliveries')
  return [...columns, 'deliveries']
}

export type CsvOptions = {
  /** The headers' and the values' language (the editor's); Spanish by default. */
  language?: Language
  /** The IANA zone the dates are written in (the editor's); UTC by default. */
  timeZone?: string
}

type ExportRow = { lead: LeadWithDeliveries; item: LeadItem; notes: LeadEvent[] }
type Words = (typeof exportMessages)[Language]
type Context = { language: Language; words: Words; time: (date: Date) => string }
type Column = {
  header: keyof Words['headers']
  value: (row: ExportRow, context: Context) => string | number | undefined
  /** A date and time: its header names the zone it is written in. */
  zoned?: true
}

/**
 * The export's columns, in order: the one place a column is added (its header goes into
 * export-messages.ts, in both languages). The fields are the Leads API's (`toLeadItem`), the values
 * in the tool's words.
 */
/** How a reply went, by the name everyone knows it by. */
const channelNames = { whatsapp: 'WhatsApp', email: 'e-mail' } as const

const columns: Column[] = [
  { header: 'id', value: ({ item }) => item.id },
  { header: 'date', value: ({ lead }, { time }) => time(lead.createdAt), zoned: true },
  { header: 'source', value: ({ item }, { words }) => words.kinds[item.kind] },
  { header: 'status', value: ({ item }, { words }) => words.statuses[item.status] },
  { header: 'owner', value: ({ item }) => item.owner },
  { header: 'followUp', value: ({ lead }, { time }) => lead.followUpAt && time(lead.followUpAt), zoned: true },
  { header: 'name', value: ({ item }) => item.name },
  { header: 'business', value: ({ item }) => item.business },
  { header: 'email', value: ({ item }) => item.email },
  { header: 'phone', value: ({ item }) => item.phone },
  { header: 'url', value: ({ item }) => item.url },
  { header: 'service', value: ({ item }, { language }) => serviceName(item.service, language) },
  { header: 'message', value: ({ item }) => item.message },
  { header: 'score', value: ({ item }) => item.score },
  { header: 'outcome', value: ({ item }) => item.outcome },
  {
    header: 'language',
    value: ({ item }, { words }) => (isLanguage(item.language) ? words.languages[item.language] : item.language),
  },
  { header: 'page', value: ({ item }) => item.attribution.page },
  { header: 'referrer', value: ({ item }) => item.attribution.referrerHost },
  {
    header: 'campaign',
    value: ({ item }) =>
      Object.entries(item.attribution.utm ?? {})
        .map(([key, value]) => `${key}=${value}`)
        .join(' '),
  },
  { header: 'booking', value: ({ item }) => item.eventUri },
  // Every note and reply, oldest first, one a line: "2026-05-04 10:00 María: Volver a llamar el lunes",
  // "2026-05-04 10:05 María (WhatsApp): Hola Ana, …".
  {
    header: 'notes',
    value: ({ notes }, { time }) =>
      notes
        .flatMap((event) =>
          event.type === 'note' || event.type === 'reply'
            ? [
                `${time(event.at)} ${event.editor}${event.type === 'reply' ? ` (${channelNames[event.channel]})` : ''}: ${event.note}`,
              ]
            : [],
        )
        .join('\n'),
  },
  // A dead-lettered delivery shows why it was given up.
  {
    header: 'deliveries',
    value: ({ lead }) =>
      lead.deliveries
        .map((d) => `${d.kind}:${d.status}${d.status === 'dead' && d.lastError ? ` (${d.lastError})` : ''}`)
        .join(' '),
  },
]

/** A contact request's service by the name the form showed. */
const serviceName = (service: string | undefined, language: Language) =>
  (serviceKeys as readonly string[]).includes(service ?? '')
    ? contactMessages[language].services[service as ServiceKey]
    : service

/**
 * A phone as typed ("+503 7222 3333", "+1 (555) 010-0000"): digits and separators after a plus,
 * which no spreadsheet can run, so it goes out without a guard character.
 */
const phoneLike = /^\+[\d\s().-]*\d[\d\s().-]*$/

/**
 * Quotes every cell, and defuses one a spreadsheet would run as a formula (CSV injection): a
 * leading =, +, -, @, tab or CR gets an apostrophe in front, except a phone as typed.
 */
const cell = (value: string) =>
  `"${(/^[=+\-@\t\r]/.test(value) && !phoneLike.test(value) ? `'${value}` : value).replaceAll('"', '""')}"`

/**
 * The separator Excel in Spanish reads (Spain's list separator is the semicolon); the English file
 * keeps the comma Excel in English reads. Google Sheets and LibreOffice detect either.
 */
const separators: Record<Language, string> = { es: ';', en: ',' }

/** The byte-order mark that tells Excel the file is UTF-8 (without it, Excel reads Windows-1252). */
const byteOrderMark = '\uFEFF'

/** `2026-05-04 10:00`, which every spreadsheet reads as a date and time. */
const timeIn = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
  return (date: Date) => format.format(date)
}

/** The leads as a spreadsheet file (docs/leads-api.md): UTF-8 with a BOM, CRLF line ends. */
export function leadsToCsv(leads: LeadWithDeliveries[], events: LeadEvent[], options: CsvOptions = {}) {
  const { language = 'es', timeZone = 'UTC' } = options
  const words = exportMessages[language]
  const context = { language, words, time: timeIn(timeZone) }
  const notesOf = new Map<string, LeadEvent[]>()
  for (const event of events) notesOf.set(event.leadId, [...(notesOf.get(event.leadId) ?? []), event])
  const header = columns.map(({ header, zoned }) =>
    zoned ? `${words.headers[header]} (${timeZone})` : words.headers[header],
  )
  const rows = leads.map((lead) => {
    const row = { lead, item: toLeadItem(lead), notes: notesOf.get(lead.id) ?? [] }
    return columns.map((column) => String(column.value(row, context) ?? ''))
  })
  const separator = separators[language]
  return `${byteOrderMark}${[header, ...rows].map((line) => line.map(cell).join(separator)).join('\r\n')}\r\n`
}

/** Rows per call while the notes of an export are gathered. */
const eventsPage = 500

/** The leads' CSV with their notes, read from the store a page of leads at a time. */
export async function exportCsv(store: Pick<LeadStore, 'eventsOf'>, leads: LeadWithDeliveries[], options?: CsvOptions) {
  const events: LeadEvent[] = []
  for (let start = 0; start < leads.length; start += eventsPage)
    events.push(...(await store.eventsOf(leads.slice(start, start + eventsPage).map((lead) => lead.id))))
  return leadsToCsv(leads, events, options)
}
