import type { Funnel, FunnelCount, FunnelOptions, FunnelWeek, LeadKind } from './types'

const dayMs = 86_400_000

/** An analysis counts as converted when a booking with its e-mail or phone follows within this. */
export const conversionWindowMs = 30 * dayMs

/** What the funnel reads of each lead created in [from, to). */
export type FunnelLead = {
  kind: LeadKind
  createdAt: number
  /** Analyses only: how the analysis ended (`data.outcome`). */
  outcome?: unknown
  sourcePage: string | null
  referrerHost: string | null
  utmSource: string | null
}

/** The calendar date `YYYY-MM-DD` of an instant in a time zone. */
function localDate(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return (ms: number) => format.format(ms)
}

const dateAt = (date: string) => Date.parse(`${date}T00:00:00Z`)
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The Monday on or before a calendar date. */
const mondayOf = (date: string) => {
  const ms = dateAt(date)
  return isoDate(ms - ((new Date(ms).getUTCDay() + 6) % 7) * dayMs)
}

/** ISO 8601 week of the week starting on `monday`: its year is its Thursday's. */
function isoWeek(monday: string) {
  const thursday = new Date(dateAt(monday) + 3 * dayMs)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * dayMs)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

function counts(values: (string | null)[]): FunnelCount[] {
  const tally = new Map<string | null, number>()
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1)
  return [...tally]
    .map(([value, leads]) => ({ value, leads }))
    .sort((a, b) => b.leads - a.leads || String(a.value ?? '').localeCompare(String(b.value ?? '')))
}

/**
 * Buckets what the store read into weeks (Monday to Sunday in `timeZone`, UTC by default) and
 * counts the leads' sources. `wonAt`: the times of status changes to `won` in [from, to).
 */
export function buildFunnel(
  { from, to, timeZone = 'UTC' }: FunnelOptions,
  leads: FunnelLead[],
  wonAt: number[],
  analysisToBooking: Funnel['analysisToBooking'],
): Funnel {
  const dateOf = localDate(timeZone)
  const weeks = new Map<string, FunnelWeek>()
  const last = mondayOf(dateOf(Math.max(from.getTime(), to.getTime() - 1)))
  for (let monday = mondayOf(dateOf(from.getTime())); monday <= last; monday = isoDate(dateAt(monday) + 7 * dayMs)) {
    weeks.set(monday, {
      week: isoWeek(monday),
      start: monday,
      analysesRequested: 0,
      analysesCompleted: 0,
      contactRequests: 0,
      bookings: 0,
      won: 0,
    })
  }
  const weekAt = (ms: number) => weeks.get(mondayOf(dateOf(ms)))!
  for (const lead of leads) {
    const week = weekAt(lead.createdAt)
    if (lead.kind === 'analysis') {
      week.analysesRequested++
      if (lead.outcome === 'done') week.analysesCompleted++
    } else if (lead.kind === 'contact') week.contactRequests++
    else week.bookings++
  }
  for (const at of wonAt) weekAt(at).won++
  return {
    timeZone,
    weeks: [...weeks.values()],
    analysisToBooking,
    bySourcePage: counts(leads.map((lead) => lead.sourcePage)),
    byReferrerHost: counts(leads.map((lead) => lead.referrerHost)),
    byUtmSource: counts(leads.map((lead) => lead.utmSource)),
  }
}
