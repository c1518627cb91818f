import { z } from 'zod'
import { isTimeZone } from '../leads/due'
import { decodeCursor } from '../leads/lead-items'
import { leadKinds, leadStatuses, replyChannels } from '../leads/types'
import { oneLine, withLines } from '../plain-text'

/**
 * What the Leads API accepts (docs/leads-api.md). Every issue's path starts with the field's name,
 * which leads-api-messages.ts describes; `range` marks a funnel range that is the wrong way round or
 * too long.
 */

/** `2026-05-04` (midnight UTC) or a full ISO time with its offset. */
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value))

const filters = {
  kind: z.enum(leadKinds).optional(),
  status: z.enum(leadStatuses).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  q: z
    .string()
    .max(200)
    .transform((value) => value.trim() || undefined)
    .optional(),
}

/** A page of a newest-first list: `before` is the previous page's opaque `next`. */
const paging = {
  before: z
    .string()
    .max(200)
    .transform(
      (text, context) => decodeCursor(text) ?? (context.addIssue({ code: 'custom', message: 'cursor' }), z.NEVER),
    )
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}

/** An editor's name as the Leads API knows them (a lake editor's, a Sanity member's): one line. */
const editorName = z
  .string()
  .transform((value) => oneLine(value).trim())
  .pipe(z.string().min(1).max(100))

/**
 * The list's views: `due` the leads to follow up today (`today`, overdue included: before the end
 * of today in `tz`) or already late (`overdue`: before now); `owner` the caller's (`me`), nobody's
 * (`none`) or an editor's by name; `people=1` one row per person, their newest lead that matches.
 */
const views = {
  due: z.enum(['today', 'overdue']).optional(),
  people: z
    .literal('1')
    .transform(() => true)
    .optional(),
  owner: editorName.optional(),
  tz: z.string().max(64).refine(isTimeZone).optional(),
}

export const listQuery = z.object({ ...filters, ...paging, ...views })

export const accessQuery = z.object(paging)

const dayMs = 86_400_000
/** The funnel's default: the last 12 weeks. */
const defaultFunnelDays = 12 * 7
/** Two years: everything a default retention keeps (LEAD_RETENTION_DAYS). */
const maxFunnelDays = 731

/**
 * The list's filters and views (the file holds what the list shows), and the zone the file's dates
 * are written in (the editor's; UTC by default).
 */
export const exportQuery = z.object({ ...filters, ...views })

export const funnelQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    tz: z.string().max(64).refine(isTimeZone).optional(),
  })
  .transform(({ from, to = new Date(), tz }) => ({
    from: from ?? new Date(to.getTime() - defaultFunnelDays * dayMs),
    to,
    timeZone: tz,
  }))
  .refine(({ from, to }) => from < to && to.getTime() - from.getTime() <= maxFunnelDays * dayMs, {
    path: ['to'],
    message: 'range',
  })

export const leadParams = z.object({ id: z.uuid() })

export const statusBody = z.object({ status: z.enum(leadStatuses) })

/** The lead whose contact joins this lead's. */
export const mergeBody = z.object({ with: z.uuid() })

/** A note; with `channel`, the reply the editor sent the person there. */
export const noteBody = z.object({
  note: z
    .string()
    .transform((value) => withLines(value).trim())
    .pipe(z.string().min(1).max(4000)),
  channel: z.enum(replyChannels).optional(),
})

/** A follow-up's time, ISO with its offset; `null` clears it. */
export const followUpBody = z.object({
  at: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .nullable(),
})

/** Whom the lead is assigned to; `null`: nobody. */
export const ownerBody = z.object({ owner: editorName.nullable() })

/** `retention` is the server's own reason, never a caller's. */
export const eraseQuery = z.object({ reason: z.enum(['request', 'spam', 'test']) })
