import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '../../src/i18n/language'
import type { Mailer } from '../mail/mailer'
import { endOfToday } from './due'
import { registerEmailKind } from './deliveries'
import { toLeadItem, type LeadItem } from './lead-items'
import { errorCode, type Outbox } from './outbox'
import type { LeadStore, LeadWithDeliveries } from './types'

export const morningDigestKind = 'morning-digest'

/** The most leads one digest lists in each part; past it, the digest says how many more there are. */
const listed = 50

const words = {
  es: {
    subject: (due: string, fresh: string) => `Prospectos de hoy: ${due} por seguir, ${fresh} nuevos`,
    due: 'Por seguir hoy o atrasados',
    fresh: 'Nuevos en las últimas 24 horas',
    nobody: 'Sin asignar',
    more: '… y más en la herramienta Prospectos.',
    kinds: { contact: 'contacto', analysis: 'análisis', booking: 'cita' },
    open: 'Ábrelos en el Studio, herramienta Prospectos',
  },
  en: {
    subject: (due: string, fresh: string) => `Today’s leads: ${due} to follow up, ${fresh} new`,
    due: 'To follow up today or overdue',
    fresh: 'New in the last 24 hours',
    nobody: 'Unassigned',
    more: '… and more in the Leads tool.',
    kinds: { contact: 'contact', analysis: 'analysis', booking: 'booking' },
    open: 'Open them in the Studio’s Leads tool',
  },
} satisfies Record<Language, unknown>

/** The agency's date and hour at `now` in `timeZone`. */
export function wallClock(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return { day: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

export type DigestConfig = {
  store: Pick<LeadStore, 'searchLeads'>
  to: string
  language: Language
  timeZone: string
  /** The Studio's address, linked at the end when known. */
  studioOrigin?: string
}

/** One line of a lead: when, what, who and how to reach them; each part on one line. */
function leadLine(item: LeadItem, when: string, text: (typeof words)[Language]) {
  const who = item.name ?? item.email ?? item.phone ?? item.url ?? item.id
  const reach = [item.name && item.email, item.phone].filter(Boolean).join(' · ')
  return `- ${when} · ${text.kinds[item.kind]} · ${[who, item.business, reach].filter(Boolean).join(' · ')}`.replace(
    /[\r\n]+/g,
    ' ',
  )
}

/** How many a part holds, `50+` past what one digest lists, and the lines that say so. */
const counted = (page: { leads: unknown[]; next?: unknown }) => (page.next ? `${listed}+` : String(page.leads.length))
const moreLine = (page: { next?: unknown }, text: (typeof words)[Language]) => (page.next ? [text.more] : [])

/**
 * The agency's morning: the follow-ups due today or overdue, grouped by owner (unassigned last), and
 * the leads of the last 24 hours, in the agency's language and time zone. Undefined when there is
 * nothing to say, so no empty mail is sent. Built at send time from the store: an erased lead is
 * never in it.
 */
export async function morningDigest({ store, to, language, timeZone, studioOrigin }: DigestConfig, now: Date) {
  const text = words[language]
  const [due, fresh] = await Promise.all([
    store.searchLeads({ dueBefore: endOfToday(now, timeZone), limit: listed + 1 }),
    store.searchLeads({ from: new Date(now.getTime() - 86_400_000), limit: listed + 1 }),
  ])
  if (due.leads.length === 0 && fresh.leads.length === 0) return undefined
  const time = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'short', timeStyle: 'short' })
  const byOwner = new Map<string, LeadWithDeliveries[]>()
  const soonest = [...due.leads.slice(0, listed)].sort((a, b) => a.followUpAt!.getTime() - b.followUpAt!.getTime())
  for (const lead of soonest) byOwner.set(lead.owner ?? '', [...(byOwner.get(lead.owner ?? '') ?? []), lead])
  const owners = [...byOwner.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
  const dueLines = owners.flatMap((owner) => [
    `${owner || text.nobody}:`,
    ...byOwner.get(owner)!.map((lead) => leadLine(toLeadItem(lead), time.format(lead.followUpAt!), text)),
  ])
  const freshLines = fresh.leads
    .slice(0, listed)
    .map((lead) => leadLine(toLeadItem(lead), time.format(lead.createdAt), text))
  return {
    to,
    subject: text.subject(counted(due), counted(fresh)),
    text: [
      ...(dueLines.length > 0 ? [text.due, '', ...dueLines, ...moreLine(due, text), ''] : []),
      ...(freshLines.length > 0 ? [text.fresh, '', ...freshLines, ...moreLine(fresh, text), ''] : []),
      ...(studioOrigin ? [`${text.open}: ${studioOrigin}/leads`] : []),
    ].join('\n'),
  }
}

/** The digest's mail, built when the outbox sends it. */
export function registerMorningDigest(outbox: Outbox, mailer: Mailer, config: DigestConfig, now = () => new Date()) {
  registerEmailKind(outbox, mailer, morningDigestKind, () => morningDigest(config, now()))
}

export type MorningDigestClock = {
  store: Pick<LeadStore, 'claimMorningDigest' | 'enqueue'>
  log: FastifyBaseLogger
  timeZone: string
  /** The agency's hour from which the day's digest goes out. */
  hour: number
  /** Between looks at the clock: a minute. */
  intervalMs?: number
  now?: () => Date
}

/**
 * Each morning from `hour` in the agency's time zone, queues the day's digest through the outbox
 * once (whichever server claims the day first), so a failed send is retried like any other mail.
 * The delivery holds only the day. Returns the stop.
 */
export function startMorningDigest({
  store,
  log,
  timeZone,
  hour,
  intervalMs = 60_000,
  now = () => new Date(),
}: MorningDigestClock): () => Promise<void> {
  const look = async () => {
    const clock = wallClock(now(), timeZone)
    try {
      if (clock.hour < hour || !(await store.claimMorningDigest(clock.day))) return
      await store.enqueue({ kind: morningDigestKind, payload: { day: clock.day } })
    } catch (error) {
      log.error({ reason: errorCode(error) }, 'morning digest not queued; tried again in a minute')
    }
  }
  let running = look()
  const timer = setInterval(() => void (running = running.then(look)), intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
