import { beforeAll, describe, expect, it } from 'vitest'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import { leadPageQuery } from './lead-queries'
import type { SearchOptions } from './types'

const leadCount = 5000

describe.each(storeFactories())('the list query’s plans on $engine', (factory) => {
  const context = useStore(factory)

  /**
   * Asks the engine how it would run the list's own SQL (lead-queries.ts). Postgres plans from its
   * statistics, so the table gets a year's worth of leads (mostly `new`, a few `won`) and ANALYZE
   * first: the plans are the ones it would choose, not forced by turning sequential scans off.
   * SQLite gets the same rows and ANALYZE.
   */
  async function plan(options: SearchOptions) {
    const { sql, params } = leadPageQuery(options)
    const explain = factory.engine === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'
    const rows = await factory.sql(`${explain} ${sql}`, params)
    return rows.map((row) => String(row.detail ?? row['QUERY PLAN'])).join('\n')
  }

  beforeAll(async () => {
    await factory.sql(
      `INSERT INTO leads (id, kind, language, client_ip, data, created_at, status, search_text)
       WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${leadCount})
       SELECT 'lead-' || i, CASE i % 3 WHEN 0 THEN 'contact' WHEN 1 THEN 'analysis' ELSE 'booking' END, 'es',
         'unknown', '{}', 1700000000000 + CAST(i AS BIGINT) * 6000000, CASE WHEN i % 20 = 0 THEN 'won' ELSE 'new' END, 'lead ' || i
       FROM n`,
    )
    await factory.sql('ANALYZE')
    expect((await context.store.searchLeads({ limit: leadCount })).leads).toHaveLength(leadCount)
  })

  it.each([
    ['unfiltered', { limit: 50 }, 'leads_created'],
    ['by kind', { kind: 'analysis', limit: 50 }, 'leads_kind_created'],
    ['by status', { status: 'won', limit: 50 }, 'leads_status_created'],
  ] as [string, SearchOptions, string][])(
    'reads the first page %s in order from an index',
    async (_name, options, index) => {
      const text = await plan(options)
      expect(text).toMatch(new RegExp(`\\b${index}\\b`))
      // Newest first straight from the index: no sort of the matching rows.
      expect(text).not.toMatch(/TEMP B-TREE|Sort/)
    },
  )

  it('reads a later, searched page through an index too', async () => {
    const before = { createdAt: new Date(1_720_000_000_000), id: 'lead-9' }
    // Postgres may collect the few rows it expects from the index and sort those: the index bounds
    // both the status and the page's start.
    expect(await plan({ status: 'won', query: 'lead 1', limit: 50, before })).toMatch(/\bleads_status_created\b/)
  })
})
