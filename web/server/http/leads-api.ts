import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ApiErrorBody } from '../../src/lib/api-error'
import { answerError, sendError, sendGenericError } from '../api-errors'
import type { ReportRenderers } from '../analyzer/report-renderers'
import { requestLanguage } from '../html'
import type { Callers } from '../leads-access/callers'
import { exportCsv } from '../leads/export'
import { endOfToday } from '../leads/due'
import { encodeCursor, toLeadItem } from '../leads/lead-items'
import type { LeadStore, LeadWithDeliveries, SearchOptions } from '../leads/types'
import { removeDeliveryMail } from '../mail/outbox-files'
import { registerLeadReports } from './lead-reports'
import { callerOf, guardLeadsApi } from './leads-api-access'
import {
  accessQuery,
  eraseQuery,
  exportQuery,
  followUpBody,
  funnelQuery,
  leadParams,
  listQuery,
  mergeBody,
  noteBody,
  ownerBody,
  statusBody,
} from './leads-api-input'
import { leadsApiMessages, type LeadsApiField } from './leads-api-messages'

export type LeadsApiDeps = {
  store: LeadStore
  callers: Callers
  /** The Studio's origins, which get CORS. */
  studioOrigins: readonly string[]
  reports: ReportRenderers
  /** Where the local mail outbox is: an erased lead's mail files go too. */
  dataDir: string
}

/** Input that fails its schema; the scope's error handler answers it with a 400 naming the fields. */
class InvalidInput extends Error {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('invalid input')
  }
}

function valid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InvalidInput(parsed.error.issues)
  return parsed.data
}

/** The API's error body, `fields` naming what each wrong field takes (none when the whole body is wrong). */
function invalidAnswer(request: FastifyRequest, issues: z.core.$ZodIssue[]): ApiErrorBody {
  const messages = leadsApiMessages[requestLanguage(request)]
  const fields: Record<string, string> = {}
  for (const { path, message } of issues) {
    const field = path[0] as LeadsApiField | undefined
    if (field === undefined) continue
    fields[field] ??= message === 'range' ? messages.range : messages.fields[field]
  }
  return { error: 'invalid', message: messages.invalid, ...(Object.keys(fields).length > 0 && { fields }) }
}

const bodyLimit = 16 * 1024
/** Rows per store page while the export gathers every matching lead. */
const exportPage = 500

/**
 * The Leads API (docs/leads-api.md): what the Studio's Leads tool and scripts call to list, search,
 * export, follow up, assign and erase leads, and to open an analysis report as it was sent. Every route is
 * behind `guardLeadsApi` (CORS, `no-store`, the caller). A lead's detail, a report, an export and an
 * erasure are answered only once the access record holds who asked (a store that cannot take it
 * fails the request, 503).
 */
export function registerLeadsApi(app: FastifyInstance, deps: LeadsApiDeps) {
  const { store } = deps
  const leadId = (params: unknown) => valid(leadParams, params)

  void app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      error instanceof InvalidInput
        ? sendError(reply, 400, invalidAnswer(request, error.issues))
        : answerError(error, request, reply),
    )
    guardLeadsApi(scope, deps)

    scope.get('/api/leads/me', async (request) => callerOf(request))

    /**
     * A view's store options: whose leads (`me` the caller, `none` nobody's), due before when, one row
     * per person.
     */
    const viewOf = (
      request: FastifyRequest,
      { due, owner, tz, people }: { due?: 'today' | 'overdue'; owner?: string; tz?: string; people?: boolean },
    ) => {
      const now = new Date()
      return {
        ...(people && { perPerson: true }),
        ...(owner !== undefined && {
          owner: owner === 'me' ? callerOf(request).name : owner === 'none' ? null : owner,
        }),
        ...(due && { dueBefore: due === 'today' ? endOfToday(now, tz) : now }),
      }
    }

    scope.get('/api/leads', async (request) => {
      const { q, before, due, owner, tz, people, ...filters } = valid(listQuery, request.query)
      const view = viewOf(request, { due, owner, tz, people })
      const page = await store.searchLeads({ ...filters, ...view, query: q, before })
      return { leads: page.leads.map(toLeadItem), ...(page.next && { next: encodeCursor(page.next) }) }
    })

    // Whom a lead may be assigned to: the caller and every editor the lead store names (docs/leads-api.md).
    scope.get('/api/leads/owners', async (request) => {
      const caller = callerOf(request)
      const names = new Set([...(caller.via === 'admin-token' ? [] : [caller.name]), ...(await store.editorNames())])
      names.delete('admin-token')
      return { owners: [...names].sort((a, b) => a.localeCompare(b)) }
    })

    scope.get('/api/leads/funnel', async (request) => store.funnel(valid(funnelQuery, request.query)))

    scope.get('/api/leads/export.csv', async (request, reply) => {
      const { q, due, owner, tz, people, ...filters } = valid(exportQuery, request.query)
      const view = viewOf(request, { due, owner, tz, people })
      const leads: LeadWithDeliveries[] = []
      let before: SearchOptions['before']
      do {
        const page = await store.searchLeads({ ...filters, ...view, query: q, limit: exportPage, before })
        leads.push(...page.leads)
        before = page.next
      } while (before)
      // The filters' names only: a search's text may name the person looked for.
      const given = Object.entries({ ...filters, q, due, owner, people }).flatMap(([name, value]) =>
        value === undefined ? [] : [name],
      )
      await store.accessRecord.add(callerOf(request), { action: 'export', leads: leads.length, filters: given })
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(await exportCsv(store, leads, { language: requestLanguage(request), timeZone: tz }))
    })

    scope.get('/api/leads/access-record', async (request) => {
      const { before, limit } = valid(accessQuery, request.query)
      const page = await store.accessRecord.page({ limit, before })
      return { events: page.events, ...(page.next && { next: encodeCursor(page.next) }) }
    })

    scope.get('/api/leads/:id', async (request, reply) => {
      const { id } = leadId(request.params)
      const detail = await store.getLeadDetail(id)
      if (!detail) return sendGenericError(request, reply, 404, 'not_found')
      await store.accessRecord.add(callerOf(request), { action: 'read-lead', leadId: id })
      const { lead, deliveries, events, hasReport } = detail
      return { lead: toLeadItem({ ...lead, deliveries, hasReport }), deliveries, events }
    })

    // One person: every lead of the lead's contact with their history (a read of each, as opening them).
    scope.get('/api/leads/:id/contact', async (request, reply) => {
      const { id } = leadId(request.params)
      const contact = await store.contactOf(id)
      if (!contact) return sendGenericError(request, reply, 404, 'not_found')
      for (const lead of contact.leads)
        await store.accessRecord.add(callerOf(request), { action: 'read-lead', leadId: lead.id })
      return { leads: contact.leads.map(toLeadItem), events: contact.events }
    })

    scope.post('/api/leads/:id/merge', { bodyLimit }, async (request, reply) => {
      const { id } = leadId(request.params)
      const { with: other } = valid(mergeBody, request.body)
      const changed = await store.mergeContacts(id, other, callerOf(request).name)
      return changed ?? sendGenericError(request, reply, 404, 'not_found')
    })

    scope.post('/api/leads/:id/split', async (request, reply) => {
      const { id } = leadId(request.params)
      const changed = await store.splitLead(id, callerOf(request).name)
      return changed ?? sendGenericError(request, reply, 404, 'not_found')
    })

    scope.post('/api/leads/:id/status', { bodyLimit }, async (request, reply) => {
      const { id } = leadId(request.params)
      const { status } = valid(statusBody, request.body)
      const changed = await store.setStatus(id, status, callerOf(request).name)
      return changed ?? sendGenericError(request, reply, 404, 'not_found')
    })

    scope.post('/api/leads/:id/follow-up', { bodyLimit }, async (request, reply) => {
      const { id } = leadId(request.params)
      const { at } = valid(followUpBody, request.body)
      const changed = await store.setFollowUp(id, at, callerOf(request).name)
      return changed ?? sendGenericError(request, reply, 404, 'not_found')
    })

    scope.post('/api/leads/:id/owner', { bodyLimit }, async (request, reply) => {
      const { id } = leadId(request.params)
      const { owner } = valid(ownerBody, request.body)
      const changed = await store.setOwner(id, owner, callerOf(request).name)
      return changed ?? sendGenericError(request, reply, 404, 'not_found')
    })

    scope.post('/api/leads/:id/notes', { bodyLimit }, async (request, reply) => {
      const { id } = leadId(request.params)
      const { note, channel } = valid(noteBody, request.body)
      const event = await store.addNote(id, note, callerOf(request).name, channel)
      if (!event) return sendGenericError(request, reply, 404, 'not_found')
      return reply.code(201).send(event)
    })

    scope.delete('/api/leads/:id', async (request, reply) => {
      const { id } = leadId(request.params)
      const { reason } = valid(eraseQuery, request.query)
      const caller = callerOf(request)
      const deliveryIds = await store.eraseLead(id, caller, reason)
      if (!deliveryIds) return sendGenericError(request, reply, 404, 'not_found')
      const mailFiles = await removeDeliveryMail(deps.dataDir, deliveryIds)
      // Ids, a closed reason and counts: nothing the lead held.
      request.log.info(
        { leadId: id, by: caller.name, reason, deliveries: deliveryIds.length, mailFiles },
        'lead erased',
      )
      return reply.code(204).send()
    })

    registerLeadReports(scope, { store, reports: deps.reports, valid: leadId })
  })
}
