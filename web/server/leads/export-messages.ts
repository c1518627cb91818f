import type { Language } from '../../src/i18n/language'
import type { LeadKind, LeadStatus } from './types'

type ExportWords = {
  headers: {
    id: string
    date: string
    source: string
    status: string
    owner: string
    followUp: string
    name: string
    business: string
    email: string
    phone: string
    url: string
    service: string
    message: string
    score: string
    outcome: string
    language: string
    page: string
    referrer: string
    campaign: string
    booking: string
    notes: string
    deliveries: string
  }
  kinds: Record<LeadKind, string>
  statuses: Record<LeadStatus, string>
  languages: Record<Language, string>
}

/** The export's words, as the Leads tool says them in each language. */
export const exportMessages: Record<Language, ExportWords> = {
  es: {
    headers: {
      id: 'ID',
      date: 'Fecha',
      source: 'Origen',
      status: 'Estado',
      owner: 'Responsable',
      followUp: 'Próximo seguimiento',
      name: 'Nombre',
      business: 'Negocio',
      email: 'Correo',
      phone: 'Teléfono',
      url: 'Sitio web',
      service: 'Servicio',
      message: 'Mensaje',
      score: 'Puntuación',
      outcome: 'Resultado del análisis',
      language: 'Idioma del visitante',
      page: 'Enviado desde',
      referrer: 'Llegó desde',
      campaign: 'Campaña',
      booking: 'Cita en Calendly',
      notes: 'Notas',
      deliveries: 'Envíos',
    },
    kinds: { contact: 'Contacto', analysis: 'Análisis', booking: 'Cita' },
    statuses: { new: 'Nuevo', contacted: 'Contactado', won: 'Ganado', lost: 'Perdido' },
    languages: { es: 'Español', en: 'Inglés' },
  },
  en: {
    headers: {
      id: 'ID',
      date: 'Date',
      source: 'Source',
      status: 'Status',
      owner: 'Owner',
      followUp: 'Next follow-up',
      name: 'Name',
      business: 'Business',
      email: 'E-mail',
      phone: 'Phone',
      url: 'Website',
      service: 'Service',
      message: 'Message',
      score: 'Score',
      outcome: 'Analysis outcome',
      language: "Visitor's language",
      page: 'Sent from',
      referrer: 'Came from',
      campaign: 'Campaign',
      booking: 'Calendly booking',
      notes: 'Notes',
      deliveries: 'Deliveries',
    },
    kinds: { contact: 'Contact', analysis: 'Analysis', booking: 'Booking' },
    statuses: { new: 'New', contacted: 'Contacted', won: 'Won', lost: 'Lost' },
    languages: { es: 'Spanish', en: 'English' },
  },
}
