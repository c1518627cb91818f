import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import { EnvError } from 'shared/env-fields'
import { loadEnv } from '../env.server'
import { openLeadStore } from '../leads/create-store'
import { erasureTraces } from '../leads/erasure-check'
import { isLanguage } from '../../src/i18n/language'
import { columnsOf, exportCsv, leadRows } from '../leads/export'
import { leadKinds, type LeadKind } from '../leads/types'

const usage = `npm run leads -- [--json | --csv [--lang es|en]] [--kind contact|analysis|booking] [--limit N] [--since YYYY-MM-DD]
npm run leads -- --erasure-check <e-mail, phone or name> [--erasure-check …] [--log <file> …]

Lists the stored leads, newest first, from the same store the server uses
(DATABASE_URL, else DATA_DIR/leads.sqlite). Each run is in the access record
as an export by this machine's user. --csv writes the file spreadsheets open
(docs/leads-api.md): headers in Spanish, or English with --lang en, dates in
this machine's time zone.

--erasure-check searches everything the site keeps for a person's details, after
their lead was erased: every table of the store, on SQLite its files byte for
byte, the local mail outbox, and the log files given with --log. It prints each
place with the number of traces (never the details) and exits 1 if any is left.`

/** A plain text table that fits a terminal: long values are cut, the export formats have them whole. */
function table(rows: Record<string, string>[], columns: string[]) {
  const cut = (value: string) => (value.length > 40 ? `${value.slice(0, 39)}…` : value).replace(/\s+/g, ' ')
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => cut(row[column] ?? '').length)))
  const line = (values: string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd()
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map((row) => line(columns.map((c) => cut(row[c] ?? '')))),
  ].join('\n')
}

/** Prints every place the check searched, and whether the person's details are anywhere; exit 1 when they are. */
async function erasureCheck(details: string[], logFiles: string[]) {
  const env = loadEnv()
  const store = await openLeadStore(env)
  try {
    const traces = await erasureTraces({ store, dataDir: env.dataDir, details, logFiles })
    for (const { place, count } of traces) console.log(`${String(count).padStart(6)}  ${place}`)
    const left = traces.filter((trace) => trace.count > 0)
    if (left.length === 0)
      return console.log(`\nNo trace of the ${details.length} detail(s) in ${traces.length} places.`)
    console.log(`\nTraces left in ${left.length} of ${traces.length} places.`)
    process.exitCode = 1
  } finally {
    await store.close()
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      lang: { type: 'string', default: 'es' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      since: { type: 'string' },
      'erasure-check': { type: 'string', multiple: true },
      log: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return console.log(usage)
  if (values['erasure-check']) return erasureCheck(values['erasure-check'], values.log ?? [])
  if (values.kind && !leadKinds.includes(values.kind as LeadKind))
    throw new EnvError(`--kind: ${leadKinds.join(', ')}\n\n${usage}`)
  if (!isLanguage(values.lang)) throw new EnvError(`--lang: es, en\n\n${usage}`)
  const language = values.lang
  const since = values.since ? new Date(values.since) : undefined
  if (since && Number.isNaN(since.getTime())) throw new EnvError(`--since: not a date\n\n${usage}`)
  const store = await openLeadStore(loadEnv())
  try {
    const leads = await store.listLeads({
      kind: values.kind as LeadKind | undefined,
      limit: Number(values.limit ?? 1000),
      since,
    })
    const filters = (['kind', 'since'] as const).filter((name) => values[name] !== undefined)
    const by = { name: userInfo().username, via: 'cli' }
    await store.accessRecord.add(by, { action: 'export', leads: leads.length, filters })
    if (values.json) return console.log(JSON.stringify(leads, null, 2))
    if (values.csv) {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
      return process.stdout.write(await exportCsv(store, leads, { language, timeZone }))
    }
    const rows = leadRows(leads)
    console.log(rows.length ? table(rows, columnsOf(rows)) : 'No leads yet.')
  } finally {
    await store.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
