import { searchPatterns } from './match-keys'
import type { SearchOptions } from './types'

/**
 * The Leads list: newest first, the id breaking ties, one row more than the page to tell whether
 * another follows. Only the filters given are in the SQL, so each engine sees a plain condition its
 * indexes answer: `leads_kind_created`, `leads_status_created` or `leads_created` (migration 3;
 * store-plans.test.ts asks both engines for the plan), `leads_owner_created` or `leads_follow_up`
 * (migration 8), `leads_contact` (migration 11). The searched text is a residual filter. One row
 * per person (`perPerson`) keeps each person's newest lead of those that match.
 */
export function leadPageQuery({ limit, before, perPerson, ...filters }: SearchOptions) {
  const outer = filterConditions(filters, '')
  if (before) outer.where('(created_at, id) < (?, ?)', before.createdAt.getTime(), before.id)
  if (perPerson) {
    // The person's newest lead among those the filters let through (`leads_contact` finds a newer one).
    const newer = filterConditions(filters, 'n.')
    newer.where('n.contact_id = leads.contact_id')
    newer.where('(n.created_at, n.id) > (leads.created_at, leads.id)')
    outer.where(`NOT EXISTS (SELECT 1 FROM leads n WHERE ${newer.conditions.join(' AND ')})`, ...newer.params)
  }
  const { conditions, params } = outer
  return {
    sql: `SELECT * FROM leads ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC LIMIT ?`,
    params: [...params, limit + 1],
  }
}

/** The filters as SQL conditions on the columns of the table `prefix` names (`''`: the query's own). */
function filterConditions(
  { kind, status, owner, contactId, dueBefore, from, to, query }: Omit<SearchOptions, 'limit' | 'before' | 'perPerson'>,
  prefix: string,
) {
  const conditions: string[] = []
  const params: unknown[] = []
  const where = (condition: string, ...values: unknown[]) => {
    conditions.push(condition)
    params.push(...values)
  }
  if (kind) where(`${prefix}kind = ?`, kind)
  if (status) where(`${prefix}status = ?`, status)
  if (owner === null) where(`${prefix}owner IS NULL`)
  else if (owner !== undefined) where(`${prefix}owner = ?`, owner)
  if (contactId) where(`${prefix}contact_id = ?`, contactId)
  if (dueBefore) where(`${prefix}follow_up_at < ?`, dueBefore.getTime())
  if (from) where(`${prefix}created_at >= ?`, from.getTime())
  if (to) where(`${prefix}created_at < ?`, to.getTime())
  const patterns = query ? searchPatterns(query) : []
  if (patterns.length > 0)
    where(`(${patterns.map(() => `${prefix}search_text LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...patterns)
  return { conditions, params, where }
}
