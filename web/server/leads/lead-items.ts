import { whatsappUrl } from 'shared/phone'
import { phoneKey } from './match-keys'
import type { LeadItem } from 'shared/leads'
import type { LeadCursor, LeadWithDeliveries } from './types'

export type { LeadItem }

/**
 * Where each field is in a lead's data: the contact form's names are Spanish
 * (web/src/features/contact/contact-schema.ts), an analysis has `url`, `email`, `mode`, `outcome`
 * and `score` (web/server/analyzer/leads.ts), a booking `eventUri` and `inviteeUri`
 * (web/src/features/booking/booking-event.ts) and may get `name`, `email` or `phone`.
 */
const sources = {
  name: ['nombre', 'name'],
  business: ['negocio'],
  email: ['correo', 'email'],
  phone: ['telefono', 'phone'],
  message: ['necesidades'],
  url: ['url', 'website'],
  service: ['servicio'],
  mode: ['mode'],
  outcome: ['outcome'],
  eventUri: ['eventUri'],
  inviteeUri: ['inviteeUri'],
} as const

/** Salvadoran numbers are eight digits; one typed without its country code gets El Salvador's. */
function whatsappFor(data: Record<string, unknown>) {
  const digits = phoneKey(data)
  if (digits === null) return undefined
  return whatsappUrl(digits.length === 8 ? `503${digits}` : digits)
}

export function toLeadItem(lead: LeadWithDeliveries): LeadItem {
  const texts = Object.entries(sources).flatMap(([field, keys]) => {
    const value = keys.map((key) => lead.data[key]).find((v) => typeof v === 'string' && v.trim() !== '')
    return value === undefined ? [] : [[field, value]]
  })
  const { score } = lead.data
  const whatsapp = whatsappFor(lead.data)
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    createdAt: lead.createdAt.toISOString(),
    language: lead.language,
    ...(Object.fromEntries(texts) as Partial<Record<keyof typeof sources, string>>),
    ...(typeof score === 'number' && { score }),
    ...(whatsapp && { whatsapp }),
    attribution: lead.attribution,
    deliveries: lead.deliveries.map(({ kind, status }) => ({ kind, status })),
    hasReport: lead.hasReport,
    ...(lead.owner !== undefined && { owner: lead.owner }),
    ...(lead.followUpAt && { followUpAt: lead.followUpAt.toISOString() }),
    contactId: lead.contactId,
    ...(lead.personLeads !== undefined && { personLeads: lead.personLeads }),
    ...(lead.data.overRateLimit === true && { overRateLimit: true as const }),
  }
}

/** The list's `next`: opaque to callers, the last row's time and id. */
export const encodeCursor = ({ createdAt, id }: LeadCursor) =>
  Buffer.from(`${createdAt.getTime()}:${id}`).toString('base64url')

/** The cursor a `next` stands for; undefined for text no page gave. */
export function decodeCursor(text: string): LeadCursor | undefined {
  const match = /^(\d{1,15}):([\w-]{1,64})$/.exec(Buffer.from(text, 'base64url').toString('utf8'))
  return match ? { createdAt: new Date(Number(match[1])), id: match[2]! } : undefined
}
