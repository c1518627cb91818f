import { execFile, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import { promisify } from 'node:util'
import pg from 'pg'
import {
  hostileSites,
  listProcesses,
  scriptlessSite,
  startFixtureSite,
  wellBuiltSite,
  type FixtureSite,
} from 'site-analyzer/testing'
import { loadEnv } from '../../web/server/env.server'
import { createFakeSmtp } from '../support/server/fake-smtp'
import { freePort } from '../support/free-port'
import { ServerProcess } from './server-process'

/**
 * `npm run build && npm run bench:faults`: the production build under the faults a real day and a
 * real outage bring (docs/deploy/README.md, docs/analysis.md), each in a server of its own. Per fault
 * it prints requests answered, leads stored, leads lost (acknowledged but not stored: must be 0),
 * duplicates (must be 0), seconds until the site answered again, Chromium processes left 5 s after,
 * and whether the next analysis was measured on the phone. The Postgres faults need DATABASE_URL or
 * TEST_DATABASE_URL (and, for the restart, this machine's own Postgres cluster); nothing is asserted,
 * the machine is noisy: the budgets are read from the table. `-- <word>` runs only the faults whose
 * name holds it (`worker`, `postgres`, `burst`…).
 */
type Row = {
  fault: string
  mode: 'embedded' | 'postgres'
  requests: number
  answered: number
  stored?: number
  lost?: number
  duplicates?: number
  backInSeconds?: number
  chromiumAfter5s?: number
  nextMeasured?: boolean
  note?: string
}
const rows: Row[] = []
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10
const postgresBase = process.env.DATABASE_URL ?? loadEnv().testDatabaseUrl

let visitors = 0
const visitor = () => ((visitors += 1), `10.66.${visitors >> 8}.${visitors & 255}`)

// --- the lead store ----------------------------------------------------------------------------------
async function query<T extends pg.QueryResultRow>(connectionString: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  return (await client.query<T>(sql, params).finally(() => client.end())).rows
}

/** A private schema for one fault's server, its connections named so they can be ended. */
async function privateDatabase(name: string) {
  const schema = `faults_${name}_${randomUUID().slice(0, 8)}`
  await query(postgresBase!, `CREATE SCHEMA ${schema}`)
  const url = new URL(postgresBase!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  url.searchParams.set('application_name', schema)
  return { url: url.toString(), schema, drop: () => query(postgresBase!, `DROP SCHEMA ${schema} CASCADE`) }
}
const endConnections = async (applicationName: string) =>
  (
    await query(postgresBase!, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
      applicationName,
    ])
  ).length

/** The contact leads stored, by the visitor's name (one name per request), from the server's admin API. */
async function storedContacts(server: ServerProcess, token: string) {
  const response = await fetch(`${server.url}/api/admin/leads?kind=contact&limit=5000`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { leads } = (await response.json()) as { leads: { data: { nombre: string } }[] }
  const byName = new Map<string, number>()
  for (const lead of leads) byName.set(lead.data.nombre, (byName.get(lead.data.nombre) ?? 0) + 1)
  return byName
}

// --- visitors -------------------------------------------------------------------------------------
/**
 * `count` contact requests, 20 at a time, each as the form sends it (an idempotency key) and sends it
 * again once after a short `Retry-After`. `during` runs beside them once the first 20 are sent.
 */
async function contactBurst(server: ServerProcess, count: number, during: () => Promise<void>) {
  const acknowledged = new Set<string>()
  let answered = 0
  const send = async (index: number) => {
    const name = `Visitante ${index} ${randomUUID().slice(0, 6)}`
    const key = `fault-${randomUUID()}`
    const from = visitor()
    const post = () =>
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': from },
        body: JSON.stringify({
          nombre: name,
          negocio: 'Negocio',
          telefono: '+503 7000 0000',
          correo: 'visitante@example.test',
          website: '',
          servicio: '',
          necesidades: 'Una web',
          tool_id: 'website',
        }),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined)
    let response = await post()
    const wait = Number(response?.headers.get('retry-after'))
    if (response?.status === 503 && wait > 0 && wait <= 10) {
      await sleep(wait * 1000)
      response = await post()
    }
    if (response) answered += 1
    if (response?.ok) acknowledged.add(name)
  }
  let next = 0
  const lanes = Array.from({ length: 20 }, async () => {
    while (next < count) await send(next++)
  })
  await sleep(50)
  await Promise.all([...lanes, during()])
  return { answered, acknowledged }
}

async function contactRow(
  fault: string,
  server: ServerProcess,
  token: string,
  burst: Awaited<ReturnType<typeof contactBurst>>,
  count: number,
  backInSeconds?: number,
): Promise<Row> {
  const stored = await storedContacts(server, token)
  return {
    fault,
    mode: 'postgres',
    requests: count,
    answered: burst.answered,
    stored: stored.size,
    lost: [...burst.acknowledged].filter((name) => !stored.has(name)).length,
    duplicates: [...stored.values()].reduce((sum, times) => sum + times - 1, 0),
    backInSeconds,
    note: `${count - burst.acknowledged.size} told to try again after the form's one retry`,
  }
}

/** Seconds from now until /healthz answers 200 and a contact request is stored. */
async function backIn(server: ServerProcess) {
  const started = performance.now()
  for (;;) {
    const health = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined)
    const burst = health?.ok ? await contactBurst(server, 1, async () => {}) : undefined
    if (burst?.acknowledged.size) return seconds(started)
    if (seconds(started) > 120) return Infinity
    await sleep(100)
  }
}

/** An analysis as the page asks for it, from a visitor of its own; 90 s as the page allows. */
async function analyse(server: ServerProcess, url: string) {
  const response = await fetch(`${server.url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
    body: JSON.stringify({ url, mode: 'inline', ip: 'unknown' }),
    signal: AbortSignal.timeout(90_000),
  }).catch(() => undefined)
  const body = response ? ((await response.json().catch(() => ({}))) as Record<string, never>) : {}
  const content = (body.message as { content?: string } | undefined)?.content ?? ''
  return {
    status: response?.status ?? 0,
    queued: body.queued as { ticket: string; position: number } | undefined,
    measured: /rendimiento \d+\/100/.test(content),
    why: /Esta vez no pudimos medir[^<]*<\/p>/.exec(content)?.[0],
  }
}

/** Browser processes of the phone pass: all of them, or those a given worker started. */
const browsers = async (owner?: number) =>
  (await listProcesses()).filter((info) => info.cmdline.includes(`site-analyzer-${owner ?? ''}`)).length
const workerOf = async (server: ServerProcess) =>
  (await listProcesses()).find((info) => info.ppid === server.pid && info.cmdline.includes('analysis-worker'))?.pid
async function chromiumAfter5s(owner?: number) {
  await sleep(5_000)
  return browsers(owner)
}
async function waitForStage(server: ServerProcess, predicate: () => Promise<boolean>) {
  for (let i = 0; i < 600 && !(await predicate()); i++) await sleep(100)
}

// --- the faults -------------------------------------------------------------------------------------
const token = 'faults-admin-token-0123456789abcdef'
const sites = {
  plain: await startFixtureSite(scriptlessSite),
  wellBuilt: await startFixtureSite(wellBuiltSite),
  storm: await startFixtureSite(hostileSites.popupStorm!),
} satisfies Record<string, FixtureSite>
const allowHosts = Object.values(sites)
  .map((site) => site.host)
  .join(',')

async function server(name: string, env: Record<string, string> = {}) {
  return new ServerProcess(
    await freePort(),
    { ADMIN_TOKEN: token, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error', ANALYZER_ALLOW_HOSTS: allowHosts, ...env },
    { name: `bench-faults-${name}` },
  ).start()
}

async function connectionsKilledDuringContacts() {
  const database = await privateDatabase('contacts')
  const site = await server('contacts', { DATABASE_URL: database.url, ANALYZER_PHONE_PASS: 'off' })
  const burst = await contactBurst(site, 200, async () => {
    for (let round = 0; round < 5; round += 1) {
      await sleep(150)
      await endConnections(database.schema)
    }
  })
  const back = await backIn(site)
  rows.push(
    await contactRow('Postgres connections ended 5 times during 200 contact requests', site, token, burst, 200, back),
  )
  await site.stop()
  await database.drop()
}

async function postgresRestartedDuringContacts() {
  const cluster = (await promisify(execFile)('ls', ['/etc/postgresql']).catch(() => ({ stdout: '' }))).stdout.trim()
  if (!cluster)
    return void rows.push({
      fault: 'Postgres restarted',
      mode: 'postgres',
      requests: 0,
      answered: 0,
      note: 'no local cluster: skipped',
    })
  const database = await privateDatabase('restart')
  const site = await server('restart', { DATABASE_URL: database.url, ANALYZER_PHONE_PASS: 'off' })
  let back = Infinity
  const burst = await contactBurst(site, 200, async () => {
    await sleep(200)
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', cluster, 'main', 'restart'])
    // Postgres is back once the restart returns: from then on, until the site stores a lead again.
    back = await backIn(site)
  })
  rows.push(await contactRow('Postgres restarted during 200 contact requests', site, token, burst, 200, back))
  rows.at(-1)!.note += `; the server ${site.child?.exitCode === null ? 'kept running' : 'ended'}`
  await site.stop()
  await database.drop()
}

async function connectionsKilledDuringAnalyses() {
  const database = await privateDatabase('analyses')
  const site = await server('analyses', {
    DATABASE_URL: database.url,
    ANALYZER_PHONE_PASS: 'off',
    ANALYZER_WORKERS: '0',
  })
  const worker = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'web/server/cli/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      ANALYZER_WORKERS: '1',
      ANALYZER_ALLOW_HOSTS: allowHosts,
      ANALYZER_PHONE_PASS: 'off',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  })
  await sleep(3_000)
  const answers = Promise.all(Array.from({ length: 10 }, () => analyse(site, sites.wellBuilt.url())))
  for (let round = 0; round < 3; round += 1) {
    await sleep(400)
    await endConnections(database.schema)
  }
  const settled = await answers
  const leads = await query<{ n: string }>(database.url, `SELECT count(*) AS n FROM leads WHERE kind = 'analysis'`)
  const stored = Number(leads[0]!.n)
  const next = await analyse(site, sites.plain.url())
  rows.push({
    fault: 'Postgres connections ended 3 times during 10 analyses (npm run worker)',
    mode: 'postgres',
    requests: 10,
    answered: settled.filter((answer) => answer.status > 0).length,
    stored,
    lost: 10 - stored,
    note: `answers ${JSON.stringify(countBy(settled.map((answer) => answer.status)))}; worker ${worker.exitCode === null ? 'kept running' : 'ended'}; next analysis ${next.status}`,
  })
  worker.kill('SIGTERM')
  await site.stop()
  await database.drop()
}

async function smtpDownThenBack() {
  const smtp = createFakeSmtp()
  await smtp.start(0)
  await smtp.stop()
  const site = await server('smtp', {
    SMTP_URL: smtp.url,
    AGENCY_EMAIL: 'agency@example.test',
    ANALYZER_PHONE_PASS: 'off',
  })
  const burst = await contactBurst(site, 50, async () => {})
  const cameBack = performance.now()
  await smtp.start()
  while (smtp.messages.length < burst.acknowledged.size && seconds(cameBack) < 300) await sleep(200)
  const stored = await storedContacts(site, token)
  rows.push({
    fault: 'SMTP down during 50 contact requests, then back',
    mode: 'embedded',
    requests: 50,
    answered: burst.answered,
    stored: stored.size,
    lost: [...burst.acknowledged].filter((name) => !stored.has(name)).length,
    duplicates: [...stored.values()].reduce((sum, times) => sum + times - 1, 0),
    backInSeconds: seconds(cameBack),
    note: `${smtp.messages.length} agency e-mails delivered once the mail server was back`,
  })
  await site.stop()
  await smtp.stop()
}

async function workerKilledMidAnalysis() {
  const site = await server('worker-kill')
  await analyse(site, sites.plain.url()) // The worker's first analysis loads its code.
  const answer = analyse(site, sites.wellBuilt.url())
  const owner = await workerOf(site)
  await waitForStage(site, async () => (await browsers()) > 0)
  process.kill(owner!, 'SIGKILL')
  // Its own browser's processes: the visitor's analysis runs again meanwhile, in a fresh worker's.
  const left = await chromiumAfter5s(owner)
  const visitor = await answer
  const next = await analyse(site, sites.plain.url())
  rows.push({
    fault: 'kill -9 of the analysis worker mid-analysis',
    mode: 'embedded',
    requests: 1,
    answered: visitor.status > 0 ? 1 : 0,
    chromiumAfter5s: left,
    nextMeasured: next.measured,
    note: `the visitor's answer: ${visitor.status}${visitor.measured ? ', measured' : ''}`,
  })
  await site.stop()
}

async function serverKilledMidAnalysis() {
  const site = await server('server-kill')
  await analyse(site, sites.plain.url())
  const answers = Promise.all([analyse(site, sites.wellBuilt.url()), analyse(site, sites.plain.url())])
  await waitForStage(site, async () => (await browsers()) > 0)
  await site.kill()
  const left = await chromiumAfter5s()
  await answers
  const restarted = performance.now()
  await site.start()
  const back = seconds(restarted)
  const response = await fetch(`${site.url}/api/admin/leads?kind=analysis`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { leads } = (await response.json()) as { leads: { data: { outcome: string } }[] }
  const next = await analyse(site, sites.plain.url())
  rows.push({
    fault: 'kill -9 of the server mid-analysis, then started again',
    mode: 'embedded',
    requests: 2,
    answered: 0,
    stored: leads.length - 1,
    lost: 2 - (leads.length - 1),
    backInSeconds: back,
    chromiumAfter5s: left,
    nextMeasured: next.measured,
    note: `the two admitted analyses kept as leads: ${JSON.stringify(countBy(leads.slice(0, 2).map((lead) => lead.data.outcome)))}`,
  })
  await site.stop()
}

async function hostileThenPlain() {
  const site = await server('hostile')
  const hostile = await analyse(site, sites.storm.url())
  const left = await chromiumAfter5s()
  const plain = await analyse(site, sites.plain.url())
  rows.push({
    fault: '200 frames, 100 busy workers and 50 window.open, then a plain page',
    mode: 'embedded',
    requests: 2,
    answered: [hostile, plain].filter((answer) => answer.status > 0).length,
    chromiumAfter5s: left,
    nextMeasured: plain.measured,
    note: `the hostile page: ${hostile.status}, ${hostile.measured ? 'measured' : (hostile.why ?? 'no phone figures')}`,
  })
  await site.stop()
}

async function cpuContention() {
  const site = await server('cpu')
  await analyse(site, sites.plain.url())
  const spinners = Array.from({ length: os.availableParallelism() * 6 }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  )
  await sleep(5_000)
  const loaded = await analyse(site, sites.wellBuilt.url())
  for (const spinner of spinners) spinner.kill('SIGKILL')
  rows.push({
    fault: `CPU contention (${spinners.length} busy processes on ${os.availableParallelism()} cores)`,
    mode: 'embedded',
    requests: 1,
    answered: loaded.status > 0 ? 1 : 0,
    nextMeasured: loaded.measured,
    note: loaded.measured ? 'measured all the same' : (loaded.why ?? `answer ${loaded.status}`),
  })
  await site.stop()
}

async function burstOfThirty() {
  const site = await server('burst')
  await analyse(site, sites.plain.url())
  const started = performance.now()
  const answers = await Promise.all(Array.from({ length: 30 }, () => analyse(site, sites.wellBuilt.url())))
  const answeredIn = seconds(started)
  const queued = answers.flatMap((answer) => (answer.queued ? [answer.queued] : []))
  let done = 0
  for (let i = 0; i < 900 && done < queued.length; i++) {
    await sleep(1_000)
    const states = await Promise.all(
      queued.map(
        async ({ ticket }) =>
          ((await (await fetch(`${site.url}/api/analyze/queue/${ticket}`)).json()) as { status: string }).status,
      ),
    )
    done = states.filter((status) => status === 'done').length
  }
  rows.push({
    fault: 'a burst of 30 analyses from 30 visitors',
    mode: 'embedded',
    requests: 30,
    answered: answers.filter((answer) => answer.status === 200 || answer.queued).length,
    nextMeasured: answers.every((answer) => answer.queued || answer.measured),
    note: `all answered in ${answeredIn} s: ${answers.length - queued.length} reports (${answers.filter((answer) => answer.measured).length} measured), ${queued.length} queued with places ${queued.map((entry) => entry.position).join(',')}; ${done} of them done ${seconds(started)} s after the burst`,
  })
  await site.stop()
}

function countBy(values: (string | number)[]) {
  const counts: Record<string, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}

const postgresFaults = [
  connectionsKilledDuringContacts,
  postgresRestartedDuringContacts,
  connectionsKilledDuringAnalyses,
]
const embeddedFaults = [
  smtpDownThenBack,
  workerKilledMidAnalysis,
  serverKilledMidAnalysis,
  hostileThenPlain,
  cpuContention,
  burstOfThirty,
]
if (!postgresBase) console.log('Postgres faults skipped: set DATABASE_URL or TEST_DATABASE_URL')
// `npm run bench:faults -- worker` runs only the faults whose function's name holds "worker".
const only = process.argv[2]?.toLowerCase()
for (const fault of [...(postgresBase ? postgresFaults : []), ...embeddedFaults])
  if (!only || fault.name.toLowerCase().includes(only)) await fault()

await Promise.all(Object.values(sites).map((site) => site.close()))
console.table(rows)
console.log(JSON.stringify(rows, null, 2))
