import { describe, expect, it } from 'vitest'
import { analysisData, bookingData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { agencyNotification } from './agency-notification'
import type { Attribution, Lead, NewLead } from './types'

const stored = (lead: NewLead): Lead => ({
  ...lead,
  id: 'lead-1',
  contactId: 'lead-1',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  status: 'new',
  attribution: lead.attribution ?? {},
})

const fromNewsletter: Attribution = {
  page: '/servicios',
  referrerHost: 'mail.example',
  utm: { utm_source: 'newsletter', utm_campaign: 'verano' },
}
const contact = stored(newLead('contact', contactData(), fromNewsletter))
const analysis = stored(newLead('analysis', { ...analysisData(), score: 72 }, { page: '/' }))
const unreachable = stored(newLead('analysis', analysisData({ outcome: 'unreachable' })))
const booking = stored(
  newLead(
    'booking',
    bookingData({
      path: '/contacto',
      eventUri: 'https://api.calendly.com/scheduled_events/evt-1',
      inviteeUri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
    }),
    { page: '/contacto', referrerHost: 'l.facebook.com' },
  ),
)

const mail = (lead: Lead, language: 'es' | 'en') => agencyNotification(lead, 'agency@example.test', language)

describe('the agency’s notice of a lead', () => {
  it('says in its subject what happened, in Spanish', () => {
    expect(mail(contact, 'es').subject).toBe('Nueva solicitud de contacto: Café Sol')
    expect(mail(analysis, 'es').subject).toBe('Análisis pedido por correo: tienda.example.test (72/100)')
    expect(mail(unreachable, 'es').subject).toBe(
      'Análisis pedido por correo: tienda.example.test (el sitio no respondió)',
    )
    expect(mail(booking, 'es').subject).toBe('Nueva consulta agendada desde /contacto')
  })

  it('says in its subject what happened, in English', () => {
    expect(mail(contact, 'en').subject).toBe('New contact request: Café Sol')
    expect(mail(analysis, 'en').subject).toBe('Analysis requested by e-mail: tienda.example.test (72/100)')
    expect(mail(unreachable, 'en').subject).toBe(
      'Analysis requested by e-mail: tienda.example.test (the site did not answer)',
    )
    expect(mail(booking, 'en').subject).toBe('New consultation booked from /contacto')
  })

  it('lists the fields and where the visit came from, in the agency’s language', () => {
    expect(mail(contact, 'es').text.split('\n')).toEqual([
      'Nombre: Ana Pérez',
      'Negocio: Café Sol',
      'Teléfono: +503 7654-3210',
      'Correo: ana@example.test',
      'Necesidades: Una web para el café',
      '',
      'Enviada desde: /servicios',
      'Llegó desde: mail.example',
      'Campaña: utm_source=newsletter, utm_campaign=verano',
      'Idioma: es',
      'Recibida: 2026-11-27T10:00:00.000Z',
      'Id: lead-1',
    ])
    expect(mail(analysis, 'en').text).toContain(
      [
        'Site analysed: https://tienda.example.test',
        'Report: by e-mail (PDF)',
        'Outcome: done',
        'E-mail: dueno@example.test',
        'Score: 72',
        '',
        'Sent from: /',
      ].join('\n'),
    )
    expect(mail(booking, 'en').text).toContain(
      [
        'Calendly event: https://api.calendly.com/scheduled_events/evt-1',
        'Calendly invitee: https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
        '',
        'Sent from: /contacto',
        'Came from: l.facebook.com',
      ].join('\n'),
    )
  })

  it('answers to the visitor: the contact’s address, the analysis’s, the booking’s invitee once known', () => {
    expect(mail(contact, 'es').replyTo).toBe('ana@example.test')
    expect(mail(analysis, 'es').replyTo).toBe('dueno@example.test')
    expect(mail(booking, 'es')).not.toHaveProperty('replyTo')
    const invitee = { ...booking, data: { ...booking.data, name: 'Luis Gómez', email: 'luis@example.test' } }
    expect(mail(invitee, 'es')).toMatchObject({ replyTo: 'luis@example.test', to: 'agency@example.test' })
    expect(mail(invitee, 'es').text).toContain('Nombre: Luis Gómez\nCorreo: luis@example.test')
  })

  it('never lets what a visitor typed start a line of its own, in the body or the subject', () => {
    const typed = contactData({
      nombre: 'Ana\r\nBcc: all@evil.example',
      negocio: 'Café\u2028Subject: gratis',
      telefono: '7654\u000b3210\u0000',
      necesidades: 'Una web\nTo: otro@evil.example\r\n\nGracias',
    })
    const injected = stored(newLead('contact', typed, { page: '/\nReply-To: x@evil.example' }))
    const { subject, text } = mail(injected, 'es')
    expect(subject).toBe('Nueva solicitud de contacto: Café Subject: gratis')
    const lines = text.split('\n')
    expect(lines.filter((line) => /^(Bcc|Subject|To|Reply-To):/i.test(line))).toEqual([])
    expect(lines).toEqual(
      expect.arrayContaining([
        'Nombre: Ana Bcc: all@evil.example',
        'Teléfono: 7654 3210',
        'Necesidades: Una web',
        '  To: otro@evil.example',
        '  ',
        '  Gracias',
        'Enviada desde: / Reply-To: x@evil.example',
      ]),
    )
  })
})
