import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { loadEnv } from '../../web/server/env.server'
import { createFakeAutomation } from '../support/server/fake-automation'
import { createFakeSmtp } from '../support/server/fake-smtp'
import { freePort } from '../support/free-port'
import { ServerProcess } from './server-process'
import { hostileCases } from '../support/server/hostile-cases'

/**
 * The judged figures, repeatable: a burst of contact submissions while the mail server and the
 * automation are down, a server SIGKILLed mid-burst and restarted, then both brought back; every
 * acknowledged lead must be stored once and delivered. Then hostile input. Needs `npm run build`.
 *   npm run bench:contact -- [--count 200] [--concurrency 25] [--instances 1] [--postgres]
 */
const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '25' },
    instances: { type: 'string', default: '1' },
    postgres: { type: 'boolean', default: false },
  },
})
const count = Number(args.count)
const token = 'burst-admin-token-0123456789abcdef'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const postgresBase = loadEnv().testDatabaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test'
const schema = `burst_${randomUUID().replaceAll('-', '')}`

async function inPostgres(sql: string) {
  const client = new pg.Client({ connectionString: postgresBase })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

/** A private schema in the test database, dropped at the end. */
async function postgresSchema() {
  await inPostgres(`CREATE SCHEMA ${schema}`)
  const url = new URL(postgresBase)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

async function main() {
  const smtp = createFakeSmtp()
  await smtp.start(0)
  await smtp.stop() // down: connections are refused
  const automation = await createFakeAutomation().start()
  automation.down = true // down: answers 503
  const env: Record<string, string> = {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'contact-burst-')),
    SMTP_URL: smtp.url,
    AGENCY_EMAIL: 'agency@example.test',
    LEAD_FORWARD_URL: automation.url,
    ADMIN_TOKEN: token,
    TRUST_PROXY: '127.0.0.1', // each simulated visitor has its own X-Forwarded-For address
    LOG_LEVEL: 'info',
    ...(args.postgres && { DATABASE_URL: await postgresSchema() }),
  }
  const servers = await Promise.all(
    Array.from({ length: Number(args.instances) }, async () => new ServerProcess(await freePort(), env)),
  )
  await Promise.all(servers.map((server) => server.start()))
  const logs = () => servers.flatMap((server) => server.output).join('')

  // Each visitor retries with the same idempotency key until acknowledged, as the form does.
  const acked = new Map<number, string>()
  let attempts = 0
  let killedAt = -1
  const submit = async (index: number) => {
    const key = `burst-${index}-${randomUUID()}`
    const body = JSON.stringify({
      nombre: `Visitante Burst${index}`,
      negocio: `Negocio ${index}`,
      telefono: `+503 7${String(index).padStart(7, '0')}`,
      correo: `visitante${index}@example.test`,
      website: '',
      servicio: 'automation',
      necesidades: `Solicitud número ${index}`,
      tool_id: 'website',
    })
    const headers = {
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      'X-Forwarded-For': `10.9.${index >> 8}.${index & 255}`,
    }
    for (let attempt = 0; ; attempt++) {
      const server = servers[(index + attempt) % servers.length]!
      attempts++
      // Every tenth visitor double-clicks: two requests at once with one key.
      const sends = index % 10 === 0 && attempt === 0 ? 2 : 1
      const answers = await Promise.all(
        Array.from({ length: sends }, () =>
          fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(10_000),
          }).then(
            async (r) => (r.ok ? ((await r.json()) as { id: string }).id : undefined),
            () => undefined,
          ),
        ),
      )
      const id = answers.find(Boolean)
      if (id) return void acked.set(index, id)
      await sleep(200)
    }
  }
  const started = Date.now()
  const queue = Array.from({ length: count }, (_, index) => index)
  const killer = (async () => {
    while (acked.size < count / 2) await sleep(5)
    killedAt = acked.size
    await servers[0]!.kill()
    await servers[0]!.start()
  })()
  await Promise.all(
    Array.from({ length: Number(args.concurrency) }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) await submit(index)
    }),
  )
  await killer
  const burstMs = Date.now() - started

  // Both peers come back; the outbox must now deliver everything.
  const pendingBefore = await deliveryStates(servers[0]!.url)
  await smtp.start()
  automation.down = false
  const recovered = Date.now()
  let states = pendingBefore
  while (states.pending > 0 && Date.now() - recovered < 180_000) {
    await sleep(500)
    states = await deliveryStates(servers[0]!.url)
  }
  const drainMs = Date.now() - recovered

  const leads = await listLeads(servers[0]!.url)
  const perVisitor = new Map<string, number>()
  for (const lead of leads)
    perVisitor.set(String(lead.data.nombre), (perVisitor.get(String(lead.data.nombre)) ?? 0) + 1)
  const ackedIds = new Set(acked.values())
  const mailIds = smtp.messages.map((mail) => mail.messageId)
  const forwardKeys = automation.received.map((entry) => entry.key)
  const hostile = await runHostile(servers[0]!.url)
  const personal = ['example.test', 'Burst1', '+503 7', '10.9.'].filter((marker) => logs().includes(marker))

  const figures = {
    engine: args.postgres ? 'postgres' : 'sqlite',
    instances: servers.length,
    submissions: count,
    requestsSent: attempts,
    acknowledged: acked.size,
    serverKilledAfterAcks: killedAt,
    leadsStored: leads.length,
    visitorsStoredMoreThanOnce: [...perVisitor.values()].filter((n) => n > 1).length,
    acknowledgedButMissing: [...ackedIds].filter((id) => !leads.some((lead) => lead.id === id)).length,
    deliveriesPendingWhilePeersDown: pendingBefore.pending,
    deliveriesPendingAfterRecovery: states.pending,
    agencyEmailsReceived: new Set(mailIds).size,
    agencyEmailResends: mailIds.length - new Set(mailIds).size,
    forwardsReceived: new Set(forwardKeys).size,
    forwardResends: forwardKeys.length - new Set(forwardKeys).size,
    burstSeconds: burstMs / 1000,
    recoverySeconds: drainMs / 1000,
    hostile,
    personalDataInLogs: personal,
  }
  console.log(JSON.stringify(figures, null, 2))
  await Promise.all(servers.map((server) => server.stop()))
  await smtp.stop()
  await automation.stop()
  if (args.postgres) await inPostgres(`DROP SCHEMA ${schema} CASCADE`)
  const ok =
    figures.leadsStored === count &&
    figures.visitorsStoredMoreThanOnce === 0 &&
    figures.acknowledgedButMissing === 0 &&
    figures.deliveriesPendingAfterRecovery === 0 &&
    figures.agencyEmailsReceived === count &&
    figures.forwardsReceived === count &&
    hostile.every((entry) => entry.ok) &&
    personal.length === 0
  console.log(ok ? 'PASS' : 'FAIL')
  process.exit(ok ? 0 : 1)
}

type Listed = { id: string; data: Record<string, unknown>; deliveries: { status: string }[] }

async function listLeads(url: string): Promise<Listed[]> {
  const response = await fetch(`${url}/api/admin/leads?limit=10000`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await response.json()) as { leads: Listed[] }).leads
}

async function deliveryStates(url: string) {
  const deliveries = (await listLeads(url)).flatMap((lead) => lead.deliveries)
  return {
    pending: deliveries.filter((d) => d.status === 'pending').length,
    done: deliveries.filter((d) => d.status === 'done').length,
  }
}

async function runHostile(url: string) {
  const results = []
  for (const [index, entry] of hostileCases.entries()) {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': `10.200.0.${index}`, ...entry.headers },
      body: entry.body,
    }).catch(() => undefined)
    const status = response?.status ?? 0
    results.push({ case: entry.name, status, ok: entry.expect.includes(status) })
  }
  // One address sending more than CONTACT_RATE_LIMIT (10) in ten minutes.
  const flood = []
  for (let i = 0; i < 12; i++) {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.201.0.1' },
      body: JSON.stringify({ nombre: 'A', negocio: 'B', telefono: '1', correo: 'a@b.test', necesidades: 'x' }),
    })
    flood.push(response.status)
  }
  results.push({
    case: `12 submissions from one address: ${flood.join(' ')}`,
    status: flood.at(-1)!,
    ok: flood.slice(10).every((s) => s === 429),
  })
  const healthy = (await fetch(`${url}/healthz`)).ok
  results.push({ case: 'server still healthy afterwards', status: healthy ? 200 : 0, ok: healthy })
  return results
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
