import { vi } from 'vitest'
import type { Attribution, LeadKind, NewLead } from '../../../web/server/leads/types'

/** Test helper: leads as the site stores them (field names from the forms), at any time. */
export function newLead(kind: LeadKind, data: Record<string, unknown>, attribution?: Attribution): NewLead {
  return { kind, language: 'es', clientIp: '203.0.113.9', data, ...(attribution && { attribution }) }
}

/** The contact form's fields (web/src/features/contact/contact-schema.ts). */
export const contactData = (fields: Record<string, string> = {}) => ({
  nombre: 'Ana Pérez',
  negocio: 'Café Sol',
  telefono: '+503 7654-3210',
  correo: 'ana@example.test',
  website: '',
  servicio: '',
  necesidades: 'Una web para el café',
  tool_id: 'website',
  ...fields,
})

/** An analysis request as web/server/analyzer/leads.ts records it. */
export const analysisData = (fields: Record<string, unknown> = {}) => ({
  url: 'https://tienda.example.test',
  mode: 'email',
  outcome: 'done',
  email: 'dueno@example.test',
  ...fields,
})

/** A booking as web/server/http/booking-events.ts records it, with e-mail or phone when given. */
export const bookingData = (fields: Record<string, unknown> = {}) => ({
  event: 'calendly.event_scheduled',
  path: '/agenda',
  ...fields,
})

export const dayMs = 86_400_000

/**
 * Runs `work` as if it were `when`: only Date is faked (timers and I/O run as usual), and the clock
 * stands still meanwhile, so everything `work` stores carries that very millisecond.
 */
export async function atTime<T>(when: Date | string | number, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(when)
  try {
    return await work()
  } finally {
    vi.useRealTimers()
  }
}
