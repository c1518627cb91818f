import type { Language } from '../../src/i18n/language'

type Field =
  | 'kind'
  | 'status'
  | 'from'
  | 'to'
  | 'q'
  | 'before'
  | 'limit'
  | 'tz'
  | 'id'
  | 'note'
  | 'channel'
  | 'with'
  | 'reason'
  | 'due'
  | 'owner'
  | 'people'
  | 'at'

/**
 * What the Leads API says about a request it refuses (docs/leads-api.md): a sentence for the
 * editor, and for each wrong field, what it takes.
 */
export const leadsApiMessages: Record<
  Language,
  { invalid: string; identityUnavailable: string; range: string; fields: Record<Field, string> }
> = {
  es: {
    invalid: 'La solicitud no es válida: revisa los campos indicados.',
    identityUnavailable: 'No pudimos comprobar tu sesión ahora mismo. Por favor intenta de nuevo en un momento.',
    range: '«from» va antes de «to», y entre ambas hay como mucho dos años.',
    fields: {
      kind: 'contact, analysis o booking.',
      status: 'new, contacted, won o lost.',
      from: 'Una fecha ISO, como 2026-05-04 o 2026-05-04T10:00:00Z.',
      to: 'Una fecha ISO, como 2026-05-04 o 2026-05-04T10:00:00Z.',
      q: 'Hasta 200 caracteres.',
      before: 'El valor «next» de la página anterior.',
      limit: 'Un número entero de 1 a 200.',
      tz: 'Una zona horaria IANA, como America/El_Salvador.',
      id: 'El id de un lead.',
      note: 'De 1 a 4000 caracteres.',
      channel: 'whatsapp o email.',
      with: 'El id de otro prospecto.',
      reason: 'request, spam o test.',
      due: 'today u overdue.',
      owner: 'Un nombre de 1 a 100 caracteres (en la lista, también me o none).',
      people: '1 (una fila por persona), o nada.',
      at: 'Una fecha y hora ISO con su zona, como 2026-05-04T10:00:00-06:00, o null.',
    },
  },
  en: {
    invalid: 'The request is not valid: check the fields named.',
    identityUnavailable: 'We could not check your session just now. Please try again in a moment.',
    range: '“from” comes before “to”, at most two years apart.',
    fields: {
      kind: 'contact, analysis or booking.',
      status: 'new, contacted, won or lost.',
      from: 'An ISO date, such as 2026-05-04 or 2026-05-04T10:00:00Z.',
      to: 'An ISO date, such as 2026-05-04 or 2026-05-04T10:00:00Z.',
      q: 'Up to 200 characters.',
      before: 'The “next” value of the previous page.',
      limit: 'A whole number from 1 to 200.',
      tz: 'An IANA time zone, such as America/El_Salvador.',
      id: 'A lead’s id.',
      note: '1 to 4000 characters.',
      channel: 'whatsapp or email.',
      with: 'Another lead’s id.',
      reason: 'request, spam or test.',
      due: 'today or overdue.',
      owner: 'A name of 1 to 100 characters (in the list, also me or none).',
      people: '1 (one row per person), or nothing.',
      at: 'An ISO date and time with its offset, such as 2026-05-04T10:00:00-06:00, or null.',
    },
  },
}

export type LeadsApiField = Field
