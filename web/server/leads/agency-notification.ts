import type { Language } from '../../src/i18n/language'
import type { MailMessage } from '../mail/mailer'
import { indentedLines, oneLine } from '../plain-text'
import type { Lead } from './types'

const es = {
  subject: {
    contact: (who: string) => `Nueva solicitud de contacto: ${who}`,
    analysis: (site: string, result: string) => `Análisis pedido por correo: ${site} (${result})`,
    booking: (page: string | undefined) => (page ? `Nueva consulta agendada desde ${page}` : 'Nueva consulta agendada'),
  },
  /** The submitted fields by their names in the forms and the booking widget. */
  labels: {
    nombre: 'Nombre',
    negocio: 'Negocio',
    telefono: 'Teléfono',
    correo: 'Correo',
    website: 'Sitio web',
    servicio: 'Servicio',
    necesidades: 'Necesidades',
    url: 'Sitio analizado',
    email: 'Correo',
    mode: 'Informe',
    outcome: 'Resultado',
    score: 'Puntuación',
    eventUri: 'Evento en Calendly',
    inviteeUri: 'Invitado en Calendly',
    name: 'Nombre',
    phone: 'Teléfono',
  } as Record<string, string>,
  modes: { inline: 'en pantalla', email: 'por correo (PDF)' } as Record<string, string>,
  /** How an analysis ended (web/server/analyzer/leads.ts). */
  outcomes: {
    done: 'hecho',
    refused: 'dirección no permitida',
    unreachable: 'el sitio no respondió',
    busy: 'el analizador estaba ocupado',
    queued: 'en la fila de espera',
    running: 'en curso',
    failed: 'falló el análisis',
  } as Record<string, string>,
  sentFrom: 'Enviada desde',
  referrer: 'Llegó desde',
  campaign: 'Campaña',
  language: 'Idioma',
  received: 'Recibida',
}

const en: typeof es = {
  subject: {
    contact: (who) => `New contact request: ${who}`,
    analysis: (site, result) => `Analysis requested by e-mail: ${site} (${result})`,
    booking: (page) => (page ? `New consultation booked from ${page}` : 'New consultation booked'),
  },
  labels: {
    nombre: 'Name',
    negocio: 'Business',
    telefono: 'Phone',
    correo: 'E-mail',
    website: 'Website',
    servicio: 'Service',
    necesidades: 'Needs',
    url: 'Site analysed',
    email: 'E-mail',
    mode: 'Report',
    outcome: 'Outcome',
    score: 'Score',
    eventUri: 'Calendly event',
    inviteeUri: 'Calendly invitee',
    name: 'Name',
    phone: 'Phone',
  },
  modes: { inline: 'on screen', email: 'by e-mail (PDF)' },
  outcomes: {
    done: 'done',
    refused: 'address not allowed',
    unreachable: 'the site did not answer',
    busy: 'the analyzer was busy',
    queued: 'waiting for a free analyzer',
    running: 'running',
    failed: 'the analysis failed',
  },
  sentFrom: 'Sent from',
  referrer: 'Came from',
  campaign: 'Campaign',
  language: 'Language',
  received: 'Received',
}

const words: Record<Language, typeof es> = { es, en }

/**
 * Fields not listed: the form's fixed tool id, the widget's fixed event name, and a booking's page,
 * which its attribution names (web/server/http/booking-events.ts).
 */
const hidden = new Set(['tool_id', 'event', 'path'])

/** The one field written on several lines (the contact form's message); every other is one line. */
const multiline = new Set(['necesidades'])

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

function subject(lead: Lead, text: typeof es): string {
  const data = lead.data as Record<string, string | number | undefined>
  if (lead.kind === 'contact') return text.subject.contact(oneLine(String(data.negocio || data.nombre || lead.id)))
  if (lead.kind === 'analysis') {
    const result = data.score !== undefined ? `${data.score}/100` : (text.outcomes[String(data.outcome)] ?? '?')
    return text.subject.analysis(hostOf(String(data.url)), result)
  }
  const page = lead.attribution.page ?? (data.path as string | undefined)
  return text.subject.booking(page && oneLine(page))
}

/**
 * The agency's notice of a lead, in the agency's language (`AGENCY_LANGUAGE`): a subject that says
 * what happened, every field given, where the visit came from, and Reply-To the visitor when an
 * address is known. Built at send time, so a booking names its invitee once Calendly's details are in.
 */
export function agencyNotification(lead: Lead, to: string, language: Language): Omit<MailMessage, 'messageId'> {
  const text = words[language]
  const data = lead.data
  const value = (key: string, given: unknown) =>
    key === 'mode'
      ? (text.modes[String(given)] ?? given)
      : key === 'outcome'
        ? (text.outcomes[String(given)] ?? given)
        : given
  // What a visitor typed never starts a line of its own ("Bcc: …"): one line, or the message's
  // lines indented under its label.
  const written = (key: string, given: unknown) =>
    multiline.has(key) ? indentedLines(String(given)) : oneLine(String(value(key, given)))
  const fields = Object.entries(data)
    .filter(([key, given]) => !hidden.has(key) && given !== '' && given != null)
    .map(([key, given]) => `${oneLine(text.labels[key] ?? key)}: ${written(key, given)}`)
  const { page, referrerHost, utm } = lead.attribution
  const tags = Object.entries(utm ?? {}).map(([key, tag]) => `${key}=${tag}`)
  const source = [
    ...(page ? [`${text.sentFrom}: ${page}`] : []),
    ...(referrerHost ? [`${text.referrer}: ${referrerHost}`] : []),
    ...(tags.length > 0 ? [`${text.campaign}: ${tags.join(', ')}`] : []),
  ].map(oneLine)
  const replyTo = [data.correo, data.email].find((address) => typeof address === 'string' && address !== '')
  return {
    to,
    subject: subject(lead, text),
    text: [
      ...fields,
      '',
      ...source,
      `${text.language}: ${lead.language}`,
      `${text.received}: ${lead.createdAt.toISOString()}`,
      `Id: ${lead.id}`,
    ].join('\n'),
    ...(typeof replyTo === 'string' && { replyTo }),
  }
}
