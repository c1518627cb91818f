import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import { EnvError, loadEnv } from '../env.server'
import { openLeadStore } from '../leads/create-store'
import { columnsOf, leadRows, leadsToCsv } from '../leads/export'
import { leadKinds, type LeadKind } from '../leads/types'

const usage = `npm run leads -- [--json | --csv] [--kind contact|analysis|booking] [--limit N] [--since YYYY-MM-DD]

Lists the stored leads, newest first, from the same store the server uses
(DATABASE_URL, else DATA_DIR/leads.sqlite). Each run is in the access record
as an export by this machine's user.`

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

async function main() {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      kind: { type: 'string' },
      limit: { type: 'string' },
      since: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return console.log(usage)
  if (values.kind && !leadKinds.includes(values.kind as LeadKind))
    throw new EnvError(`--kind: ${leadKinds.join(', ')}\n\n${usage}`)
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
    if (values.csv) return process.stdout.write(leadsToCsv(leads))
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
