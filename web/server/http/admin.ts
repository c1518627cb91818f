import { sameSecret } from 'content-lake'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { sendError, sendGenericError } from '../api-errors'
import { requestLanguage } from '../html'
import { exportCsv } from '../leads/export'
import { leadKinds, type LeadStore } from '../leads/types'

/** In constant time, whatever was sent (`sameSecret`). */
export function tokenMatches(header: string | undefined, token: string) {
  return sameSecret(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '', token)
}

const querySchema = z.object({
  kind: z.enum(leadKinds).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(1000),
  since: z.coerce.date().optional(),
  format: z.enum(['json', 'csv']).default('json'),
})

/**
 * GET /api/admin/leads: the agency's export. Off (404) unless ADMIN_TOKEN is set. Each export is in
 * the access record (as the Leads API's are) before it is sent.
 */
export function registerAdmin(app: FastifyInstance, { store, adminToken }: { store: LeadStore; adminToken?: string }) {
  app.get('/api/admin/leads', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!adminToken) return sendGenericError(request, reply, 404, 'not_found')
    if (!tokenMatches(request.headers.authorization, adminToken)) {
      request.log.warn('admin request with a wrong or missing token')
      return sendGenericError(request, reply.header('WWW-Authenticate', 'Bearer'), 401, 'unauthorized')
    }
    const query = querySchema.safeParse(request.query)
    if (!query.success)
      return sendError(reply, 400, {
        error: 'invalid',
        message: `kind: ${leadKinds.join('|')}, limit: 1–10000, since: a date, format: json|csv`,
        fields: Object.fromEntries(query.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      })
    const { format, ...options } = query.data
    const leads = await store.listLeads(options)
    const filters = (['kind', 'since'] as const).filter((name) => options[name] !== undefined)
    await store.accessRecord.add(
      { name: 'admin-token', via: 'admin-token' },
      { action: 'export', leads: leads.length, filters },
    )
    if (format === 'csv')
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .send(await exportCsv(store, leads, { language: requestLanguage(request) }))
    return { leads }
  })
}
