import type { Executor } from './executor'

/** Every table of the store and its columns, from the engine's own catalogue. */
const catalogue = {
  sqlite: `SELECT m.name AS table_name, c.name AS column_name
    FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' ORDER BY m.name, c.cid`,
  postgres: `SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * How many rows of each table hold any of the LIKE patterns (lower case, `\` escaping) in any
 * column, whatever its type: every table the store has, those of later migrations included, so an
 * erasure check misses none. A full scan of each table: for an operator's check, not for requests.
 */
export async function rowsHolding(db: Executor, patterns: readonly string[]) {
  const columns = new Map<string, string[]>()
  for (const row of await db.run(catalogue[db.engine])) {
    const table = String(row.table_name)
    columns.set(table, [...(columns.get(table) ?? []), String(row.column_name)])
  }
  const counts: { table: string; rows: number }[] = []
  for (const [table, names] of columns) {
    const matches = names.flatMap((name) =>
      patterns.map(() => `LOWER(CAST(${quoted(name)} AS TEXT)) LIKE ? ESCAPE '\\'`),
    )
    const params = names.flatMap(() => patterns)
    const [row] = await db.run(`SELECT COUNT(*) AS n FROM ${quoted(table)} WHERE ${matches.join(' OR ')}`, params)
    counts.push({ table, rows: Number(row!.n) })
  }
  return counts
}
