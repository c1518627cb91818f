import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadEnv } from '../../web/server/env.server'
import { openPostgresStore } from '../../web/server/leads/postgres'
import { endOfToday } from '../../web/server/leads/due'
import { openSqliteStore } from '../../web/server/leads/sqlite'
import type { LeadStatus, LeadStore, NewLead } from '../../web/server/leads/types'
import { freePort } from '../support/free-port'
import { ServerProcess } from './server-process'

/**
 * The Leads tool's reads on a year of leads: fills a fresh store (SQLite in a temporary folder, and
 * Postgres in a schema of its own when DATABASE_URL or TEST_DATABASE_URL is set) with realistic
 * leads, their deliveries, status changes, notes and attribution, then times the first page of the
 * list, a filtered and searched page, the funnel of the last 12 weeks and one person's timeline, first
 * from the store, then as the Studio's Leads tool asks for them: through the production server's API
 * (`npm run build` first). Budgets (p95, both ways): the first page plus the funnel within 1 s; the
 * "Due today or overdue" view (a lead in ten has a follow-up), "People" (one row per person) and a contact's
 * timeline (about 2,000 people sent more than one lead) each within 300 ms; exits non-zero over any.
 *   npm run bench:leads -- [--leads 10000] [--runs 30]
 */
const { values: args } = parseArgs({
  options: { leads: { type: 'string', default: '10000' }, runs: { type: 'string', default: '30' } },
})
const leadCount = Number(args.leads)
const runs = Number(args.runs)
const budgetMs = 1000
/**
 * The "Due today or overdue" view, the one the tool opens on, "People" (one row per person), and one person's
 * timeline in the dialog.
 */
const viewBudgetMs = 300
const dayMs = 86_400_000

/** A fixed seed, so every run (and each engine) stores the same leads. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
let random = seededRandom(7204)
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
const chance = (p: number) => random() < p

const names = ['Ana', 'Luis', 'María', 'José', 'Carmen', 'Jorge', 'Sofía', 'Carlos', 'Lucía', 'Andrés', 'Elena']
const surnames = ['Pérez', 'Hernández', 'López', 'Martínez', 'Rivas', 'Flores', 'Castillo', 'Mejía', 'Ramos']
const businesses = ['Café', 'Ferretería', 'Clínica', 'Hotel', 'Tienda', 'Panadería', 'Taller', 'Estudio', 'Academia']
const places = ['Sol', 'Centro', 'Los Volcanes', 'La Libertad', 'Santa Ana', 'del Puerto', 'Escalón']
const needs = [
  'Necesitamos una web nueva que cargue rápido en el teléfono y reciba reservas.',
  'Queremos aparecer en Google cuando buscan nuestro servicio en San Salvador.',
  'Nuestra tienda en línea vende poco; queremos saber por qué y mejorarla.',
  'Buscamos un asistente que conteste WhatsApp fuera de horario.',
]
const pages = ['/', '/', '/servicios', '/analisis', '/precios', '/nosotros', '/blog/velocidad-web']
const referrers = [undefined, undefined, 'www.google.com', 'www.google.com', 'l.instagram.com', 'm.facebook.com']
const utmSources = ['google', 'facebook', 'instagram', 'newsletter']

const person = () => {
  const name = `${pick(names)} ${pick(surnames)}`
  const email = `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}${Math.floor(random() * 1000)}@${pick(['gmail.com', 'hotmail.com', 'empresa.com.sv'])}`
  const phone = `+503 7${String(Math.floor(random() * 1000)).padStart(3, '0')}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`
  return { name, email, phone }
}

/** `again`: the lead is from someone who sent one before, so it joins their contact. */
type Planned = { at: number; lead: NewLead; status: LeadStatus[]; notes: number; again?: boolean }

/** Leads over the past year, oldest first: about half analyses, a third contact requests, the rest bookings. */
function planLeads(now: number): Planned[] {
  const times = Array.from({ length: leadCount }, () => now - Math.floor(random() * 365 * dayMs)).sort((a, b) => a - b)
  const recent: ReturnType<typeof person>[] = []
  return times.map((at) => {
    const attribution = {
      page: pick(pages),
      referrerHost: pick(referrers),
      ...(chance(0.2) && { utm: { utm_source: pick(utmSources), utm_medium: 'cpc', utm_campaign: 'temporada' } }),
    }
    const base = { language: chance(0.8) ? 'es' : 'en', clientIp: '203.0.113.7', attribution }
    const roll = random()
    if (roll < 0.5) {
      const who = person()
      recent.push(who)
      if (recent.length > 50) recent.shift()
      const mode = chance(0.6) ? 'email' : 'inline'
      const data = {
        url: `https://${pick(businesses).toLowerCase()}-${Math.floor(random() * 5000)}.example.com`,
        mode,
        outcome: chance(0.8) ? 'done' : pick(['refused', 'unreachable', 'busy', 'failed']),
        ...(mode === 'email' && { email: who.email }),
      }
      return { at, lead: { ...base, kind: 'analysis', data }, status: chance(0.1) ? ['contacted'] : [], notes: 0 }
    }
    if (roll < 0.85) {
      // Some write after their analysis, with the e-mail they gave it.
      const earlier = recent.length > 0 && chance(0.35) ? pick(recent) : undefined
      const who = earlier ?? person()
      const data = {
        nombre: who.name,
        negocio: `${pick(businesses)} ${pick(places)}`,
        telefono: who.phone,
        correo: who.email,
        website: chance(0.5) ? `https://${pick(businesses).toLowerCase()}${Math.floor(random() * 900)}.com` : '',
        servicio: pick(['', 'web', 'seo', 'ecommerce', 'ia']),
        necesidades: pick(needs),
        tool_id: 'website',
      }
      const status: LeadStatus[] = chance(0.6)
        ? ['contacted', ...(chance(0.5) ? [pick(['won', 'lost'] as const)] : [])]
        : []
      return {
        at,
        lead: { ...base, kind: 'contact', data },
        status,
        notes: chance(0.4) ? 1 + Math.floor(random() * 3) : 0,
        again: earlier !== undefined,
      }
    }
    // Often someone who asked for an analysis shortly before, found by e-mail or phone.
    const earlier = recent.length > 0 && chance(0.4) ? pick(recent) : undefined
    const data = {
      event: 'calendly.event_scheduled',
      path: '/agenda',
      ...(earlier && (chance(0.7) ? { email: earlier.email } : { phone: earlier.phone })),
    }
    const status: LeadStatus[] = chance(0.5) ? [pick(['won', 'lost'] as const)] : []
    return { at, lead: { ...base, kind: 'booking', data }, status, notes: chance(0.3) ? 1 : 0, again: !!earlier }
  })
}

/**
 * The store stamps what it writes with Date.now(); the fill sets it to each lead's time, one call
 * at a time, so the year is written through the store's own methods.
 */
const realNow = Date.now
async function at<T>(ms: number, work: () => Promise<T>): Promise<T> {
  Date.now = () => ms
  try {
    return await work()
  } finally {
    Date.now = realNow
  }
}

/** Fills the store; returns how many events it recorded and the ids of the leads from returning people. */
async function fill(store: LeadStore, plan: Planned[], now: number) {
  let events = 0
  const returning: string[] = []
  for (const [index, { at: createdAt, lead, status, notes, again }] of plan.entries()) {
    const { lead: stored } = await at(createdAt, () => store.addLead(lead, [{ kind: 'agency-email' }]))
    if (again) returning.push(stored.id)
    // One lead in ten has its next call planned, within ten days either side of today, and an owner.
    if (index % 10 === 0) {
      const editor = pick(['María López', 'José Rivas'])
      await store.setFollowUp(stored.id, new Date(now + Math.floor((random() - 0.5) * 20 * dayMs)), editor)
      await store.setOwner(stored.id, editor, editor)
      events += 2
    }
    let when = createdAt
    for (const next of status) {
      when = Math.min(now, when + Math.floor(random() * 5 * dayMs))
      await at(when, () => store.setStatus(stored.id, next, pick(['María López', 'José Rivas'])))
      events++
    }
    for (let i = 0; i < notes; i++) {
      when = Math.min(now, when + Math.floor(random() * 2 * dayMs))
      await at(when, () => store.addNote(stored.id, pick(needs), pick(['María López', 'José Rivas'])))
      events++
    }
  }
  // Sent long ago, as in a live store.
  for (let batch; (batch = await store.claimDeliveries(['agency-email'], 500, 60_000)).length > 0;) {
    for (const delivery of batch) await store.markDelivered(delivery.id)
  }
  return { events, returning }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function time(work: () => Promise<unknown>) {
  const start = performance.now()
  await work()
  return performance.now() - start
}

/** Monday 00:00 UTC of the week `weeksBack` weeks before this one. */
function mondayUtc(now: number, weeksBack: number) {
  const today = Math.floor(now / dayMs) * dayMs
  return new Date(today - ((new Date(today).getUTCDay() + 6) % 7) * dayMs - weeksBack * 7 * dayMs)
}

async function measure(engine: string, open: () => Promise<LeadStore>) {
  const store = await open()
  try {
    const now = realNow()
    random = seededRandom(7204)
    const plan = planLeads(now)
    const fillStart = performance.now()
    const { events, returning } = await fill(store, plan, now)
    const fillSeconds = (performance.now() - fillStart) / 1000
    const funnelOptions = { from: mondayUtc(now, 11), to: new Date(now + 1) }
    const firstPage = () => store.searchLeads({ limit: 50 })
    const searched = () => store.searchLeads({ kind: 'contact', status: 'contacted', query: 'gmail', limit: 50 })
    const funnel = () => store.funnel(funnelOptions)
    const dueToday = () => store.searchLeads({ dueBefore: endOfToday(new Date(now), 'America/El_Salvador'), limit: 50 })
    const people = () => store.searchLeads({ perPerson: true, limit: 50 })
    // A different returning person's timeline on each call.
    let person = 0
    const timeline = () => store.contactOf(returning[person++ % returning.length]!)
    for (let i = 0; i < 2; i++) await Promise.all([firstPage(), searched(), funnel(), dueToday(), people(), timeline()]) // warm-up
    const samples = {
      firstPage: [] as number[],
      searched: [] as number[],
      funnel: [] as number[],
      both: [] as number[],
      dueToday: [] as number[],
      onePerPerson: [] as number[],
      contactTimeline: [] as number[],
    }
    for (let i = 0; i < runs; i++) {
      const page = await time(firstPage)
      const weeks = await time(funnel)
      samples.firstPage.push(page)
      samples.funnel.push(weeks)
      samples.both.push(page + weeks)
      samples.searched.push(await time(searched))
      samples.dueToday.push(await time(dueToday))
      samples.onePerPerson.push(await time(people))
      samples.contactTimeline.push(await time(timeline))
    }
    const timelines = await Promise.all(returning.slice(0, runs).map((id) => store.contactOf(id)))
    const last = await funnel()
    const figures = Object.fromEntries(
      Object.entries(samples).map(([name, values]) => [
        name,
        { p50Ms: +percentile(values, 50).toFixed(1), p95Ms: +percentile(values, 95).toFixed(1) },
      ]),
    )
    console.log(
      JSON.stringify(
        {
          engine,
          leads: plan.length,
          events,
          fillSeconds: +fillSeconds.toFixed(1),
          runs,
          ...figures,
          funnelWeeks: last.weeks.length,
          analysisToBooking: last.analysisToBooking,
          searchedRows: (await searched()).leads.length,
          dueTodayRows: (await dueToday()).leads.length,
          returningLeads: returning.length,
          leadsPerTimedContact: +(
            timelines.reduce((sum, contact) => sum + (contact?.leads.length ?? 0), 0) / timelines.length
          ).toFixed(1),
        },
        null,
        2,
      ),
    )
    const within =
      percentile(samples.both, 95) <= budgetMs &&
      percentile(samples.dueToday, 95) <= viewBudgetMs &&
      percentile(samples.onePerPerson, 95) <= viewBudgetMs &&
      percentile(samples.contactTimeline, 95) <= viewBudgetMs
    return { within, returning }
  } finally {
    await store.close()
  }
}

/**
 * The tool's two first calls, `GET /api/leads` (the list's first page) and `GET /api/leads/funnel`
 * (12 weeks), the due view, and `GET /api/leads/:id/contact` (the dialog's person) for the returning
 * people's leads, through the production server on the store just filled, with a script's credential.
 */
async function measureHttp(engine: string, env: Record<string, string>, returning: string[]) {
  const token = randomUUID()
  const server = await new ServerProcess(await freePort(), { ...env, ADMIN_TOKEN: token, LOG_LEVEL: 'error' }).start()
  try {
    const get = async (url: string) => {
      const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } })
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      await response.arrayBuffer()
    }
    const from = mondayUtc(realNow(), 11).toISOString()
    const list = () => get('/api/leads?limit=50')
    const funnel = () => get(`/api/leads/funnel?from=${from}`)
    const due = () => get('/api/leads?due=today&limit=50&tz=America/El_Salvador')
    const people = () => get('/api/leads?people=1&limit=50')
    let person = 0
    const contact = () => get(`/api/leads/${encodeURIComponent(returning[person++ % returning.length]!)}/contact`)
    for (let i = 0; i < 2; i++) await Promise.all([list(), funnel(), due(), people(), contact()]) // warm-up
    const both: number[] = []
    const dueToday: number[] = []
    const onePerPerson: number[] = []
    const contactTimeline: number[] = []
    for (let i = 0; i < runs; i++) {
      both.push((await time(list)) + (await time(funnel)))
      dueToday.push(await time(due))
      onePerPerson.push(await time(people))
      contactTimeline.push(await time(contact))
    }
    const figures = (values: number[]) => ({
      p50Ms: +percentile(values, 50).toFixed(1),
      p95Ms: +percentile(values, 95).toFixed(1),
    })
    console.log(
      JSON.stringify({
        engine,
        through: 'the API',
        runs,
        firstPagePlusFunnel: figures(both),
        dueToday: figures(dueToday),
        onePerPerson: figures(onePerPerson),
        contactTimeline: figures(contactTimeline),
      }),
    )
    return (
      percentile(both, 95) <= budgetMs &&
      percentile(dueToday, 95) <= viewBudgetMs &&
      percentile(onePerPerson, 95) <= viewBudgetMs &&
      percentile(contactTimeline, 95) <= viewBudgetMs
    )
  } finally {
    await server.stop()
  }
}

async function main() {
  const results: boolean[] = []
  // The fill commits every lead on its own; on tmpfs those commits cost no disk flush. Reads, which
  // are what is timed, come from memory either way.
  const dir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'bench-leads-'))
  try {
    const { within, returning } = await measure('sqlite', () => openSqliteStore(path.join(dir, 'leads.sqlite')))
    results.push(within, await measureHttp('sqlite', { DATA_DIR: dir }, returning))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const env = loadEnv()
  const base = env.databaseUrl ?? env.testDatabaseUrl
  if (base) {
    const schema = `bench_leads_${randomUUID().replaceAll('-', '')}`
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(sql).finally(() => client.end())
    }
    await admin(`CREATE SCHEMA ${schema}`)
    const url = new URL(base)
    // synchronous_commit off: the fill's commits do not wait for the disk; reads are unchanged.
    url.searchParams.set('options', `-c search_path=${schema} -c synchronous_commit=off`)
    try {
      const { within, returning } = await measure('postgres', () => openPostgresStore(url.toString()))
      results.push(within, await measureHttp('postgres', { DATABASE_URL: url.toString() }, returning))
    } finally {
      await admin(`DROP SCHEMA ${schema} CASCADE`)
    }
  }
  const ok = results.every(Boolean)
  const budgets = `first page + funnel p95 within ${budgetMs} ms, due today, one row per person and a contact's timeline within ${viewBudgetMs} ms`
  console.log(ok ? `PASS: ${budgets}` : `FAIL: not all of ${budgets}`)
  process.exit(ok ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
