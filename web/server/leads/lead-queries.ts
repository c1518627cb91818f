import { searchPatterns } from './match-keys'
import type { SearchOptions } from './types'

/**
 * The Leads list: newest first, the id breaking ties, one row more than the page to tell whether
 * another follows. Only the filters given are in the SQL, so each engine sees a plain condition its
 * indexes answer: `leads_kind_created`, `leads_status_created` or `leads_created` (migration 3;
 * store-plans.test.ts asks both engines for the plan), `leads_owner_created` or `leads_follow_up`
 * (migration 8), `leads_contact` (migration 11). The searched text is a residual filter.
 */
export function leadPageQuery({
  kind,
  status,
  owner,
  contactId,
  dueBefore,
  from,
  to,
  query,
  limit,
  before,
}: SearchOptions) {
  const conditions: string[] = []
  const params: unknown[] = []
  const where = (condition: string, ...values: unknown[]) => {
    conditions.push(condition)
    params.push(...values)
  }
  if (kind) where('kind = ?', kind)
  if (status) where('status = ?', status)
  if (owner === null) where('owner IS NULL')
  else if (owner !== undefined) where('owner = ?', owner)
  if (contactId) where('contact_id = ?', contactId)
  if (dueBefore) where('follow_up_at < ?', dueBefore.getTime())
  if (from) where('created_at >= ?', from.getTime())
  if (to) where('created_at < ?', to.getTime())
  if (before) where('(created_at, id) < (?, ?)', before.createdAt.getTime(), before.id)
  const patterns = query ? searchPatterns(query) : []
  if (patterns.length > 0) where(`(${patterns.map(() => `search_text LIKE ? ESCAPE '\\'`).join(' OR ')})`, ...patterns)
  return {
    sql: `SELECT * FROM leads ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY created_at DESC, id DESC LIMIT ?`,
    params: [...params, limit + 1],
  }
}
