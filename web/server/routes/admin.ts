import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { leadsToCsv } from '../leads/export'
import type { LeadStore } from '../leads/types'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Constant time: hashing first makes both sides the same length whatever was sent. */
export function tokenMatches(header: string | undefined, token: string) {
  const sent = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? ''
  return timingSafeEqual(digest(sent), digest(token))
}

const querySchema = z.object({
  kind: z.enum(['contact', 'analysis']).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).default(1000),
  since: z.coerce.date().optional(),
  format: z.enum(['json', 'csv']).default('json'),
})

/** GET /api/admin/leads: the agency's export. Off (404) unless ADMIN_TOKEN is set. */
export function registerAdmin(app: FastifyInstance, { store, adminToken }: { store: LeadStore; adminToken?: string }) {
  app.get('/api/admin/leads', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (!adminToken) return reply.code(404).send({ error: 'Not Found' })
    if (!tokenMatches(request.headers.authorization, adminToken)) {
      request.log.warn('admin request with a wrong or missing token')
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ error: 'Unauthorized' })
    }
    const query = querySchema.safeParse(request.query)
    if (!query.success)
      return reply.code(400).send({ error: 'Bad Request', issues: query.error.issues.map((i) => i.path.join('.')) })
    const { format, ...options } = query.data
    const leads = await store.listLeads(options)
    if (format === 'csv') return reply.header('Content-Type', 'text/csv; charset=utf-8').send(leadsToCsv(leads))
    return { leads }
  })
}
