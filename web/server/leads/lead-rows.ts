import type { Row } from './executor'
import type { FunnelLead } from './funnel'
import type {
  Attribution,
  Delivery,
  DeliveryState,
  DeliveryStatus,
  Lead,
  LeadEvent,
  LeadReport,
  LeadStatus,
  LeadWithDeliveries,
  ReplyChannel,
} from './types'
import { utmKeys } from '../../src/lib/attribution/limits'

/** Between the store's rows (snake_case, epoch ms, JSON as text) and its types. */

const time = (value: unknown) => new Date(Number(value))
const text = (value: unknown) => (value == null ? undefined : String(value))

/** The attribution columns of a new lead; utm holds the utm_* keys given, or is NULL. */
export function attributionColumns({ page, referrerHost, utm = {} }: Attribution = {}) {
  const kept = Object.fromEntries(utmKeys.flatMap((key) => (utm[key] ? [[key, utm[key]]] : [])))
  return [page ?? null, referrerHost ?? null, Object.keys(kept).length > 0 ? JSON.stringify(kept) : null]
}

function toAttribution(row: Row): Attribution {
  const page = text(row.source_page)
  const referrerHost = text(row.referrer_host)
  const utm = text(row.utm)
  return {
    ...(page !== undefined && { page }),
    ...(referrerHost !== undefined && { referrerHost }),
    ...(utm !== undefined && { utm: JSON.parse(utm) as Record<string, string> }),
  }
}

export function toLead(row: Row): Lead {
  return {
    id: String(row.id),
    kind: row.kind as Lead['kind'],
    ...(row.idempotency_key != null && { idempotencyKey: String(row.idempotency_key) }),
    language: String(row.language),
    clientIp: String(row.client_ip),
    data: JSON.parse(String(row.data)) as Record<string, unknown>,
    createdAt: time(row.created_at),
    status: row.status as LeadStatus,
    attribution: toAttribution(row),
    ...(row.owner != null && { owner: String(row.owner) }),
    ...(row.follow_up_at != null && { followUpAt: time(row.follow_up_at) }),
    contactId: String(row.contact_id ?? row.id),
  }
}

/** What the list shows of a delivery. */
export function toDeliverySummary(row: Row): LeadWithDeliveries['deliveries'][number] {
  return {
    kind: String(row.kind),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    lastError: text(row.last_error) ?? null,
  }
}

export function toDeliveryState(row: Row): DeliveryState {
  return {
    id: String(row.id),
    kind: String(row.kind),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: time(row.next_attempt_at),
    lastError: text(row.last_error) ?? null,
    deliveredAt: row.delivered_at == null ? null : time(row.delivered_at),
  }
}

export function toDelivery(row: Row): Delivery {
  return {
    ...toDeliveryState(row),
    leadId: text(row.lead_id) ?? null,
    payload: JSON.parse(String(row.payload)) as Record<string, unknown>,
  }
}

export function toEvent(row: Row): LeadEvent {
  const base = { id: String(row.id), leadId: String(row.lead_id), at: time(row.at), editor: String(row.editor) }
  switch (row.type) {
    case 'status':
      return { ...base, type: 'status', status: row.status as LeadStatus }
    case 'follow-up':
      return { ...base, type: 'follow-up', followUpAt: row.follow_up_at == null ? null : time(row.follow_up_at) }
    case 'owner':
      return { ...base, type: 'owner', owner: text(row.owner) ?? null }
    case 'merged':
      return { ...base, type: 'merged', with: String(row.note) }
    case 'split':
      return { ...base, type: 'split' }
    case 'reply':
      return { ...base, type: 'reply', channel: row.channel as ReplyChannel, note: String(row.note) }
    default:
      return { ...base, type: 'note', note: String(row.note) }
  }
}

export function toReport(row: Row): LeadReport {
  return {
    leadId: String(row.lead_id),
    language: String(row.language),
    result: JSON.parse(String(row.result)) as Record<string, unknown>,
    createdAt: time(row.created_at),
  }
}

/** A row of the funnel's query: `data` only for analyses, whose outcome it reads. */
export function toFunnelLead(row: Row): FunnelLead {
  const utm = text(row.utm)
  return {
    kind: row.kind as Lead['kind'],
    createdAt: Number(row.created_at),
    outcome: row.data == null ? undefined : (JSON.parse(String(row.data)) as { outcome?: unknown }).outcome,
    sourcePage: text(row.source_page) ?? null,
    referrerHost: text(row.referrer_host) ?? null,
    utmSource: utm === undefined ? null : ((JSON.parse(utm) as Record<string, string>).utm_source ?? null),
  }
}
