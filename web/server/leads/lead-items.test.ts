import { describe, expect, it } from 'vitest'
import { toLeadItem } from './lead-items'
import type { LeadWithDeliveries } from './types'

const stored = (kind: LeadWithDeliveries['kind'], data: Record<string, unknown>): LeadWithDeliveries => ({
  id: 'lead-1',
  kind,
  language: 'es',
  clientIp: '203.0.113.7',
  data,
  createdAt: new Date('2026-11-30T15:00:00Z'),
  status: 'new',
  attribution: { page: '/contacto' },
  contactId: 'lead-1',
  deliveries: [],
  hasReport: false,
})

describe('a lead as the Leads API shows it', () => {
  it('names a contact request’s Spanish fields in English, with its WhatsApp link', () => {
    const item = toLeadItem(
      stored('contact', {
        nombre: 'Begoña Muñoz',
        negocio: 'Panadería Sol',
        correo: 'begona@sol.test',
        telefono: '7222 3333',
        necesidades: 'Una web nueva',
        website: '',
        servicio: 'web',
      }),
    )
    expect(item).toMatchObject({
      name: 'Begoña Muñoz',
      business: 'Panadería Sol',
      email: 'begona@sol.test',
      phone: '7222 3333',
      whatsapp: 'https://wa.me/50372223333',
      message: 'Una web nueva',
      service: 'web',
      createdAt: '2026-11-30T15:00:00.000Z',
    })
    expect(item).not.toHaveProperty('url')
    expect(item).not.toHaveProperty('overRateLimit')
  })

  it('says when a booking was kept past its address’s rate limit, and only then', () => {
    const event = { event: 'calendly.event_scheduled', eventUri: 'https://api.calendly.com/scheduled_events/e1' }
    expect(toLeadItem(stored('booking', { ...event, overRateLimit: true }))).toMatchObject({ overRateLimit: true })
    expect(toLeadItem(stored('booking', event))).not.toHaveProperty('overRateLimit')
    expect(toLeadItem(stored('booking', { ...event, overRateLimit: 'yes' }))).not.toHaveProperty('overRateLimit')
  })
})
