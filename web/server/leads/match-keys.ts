import { withoutControls } from '../plain-text'

/**
 * What the store derives from a lead's fields at insert (and migration 3 from older leads): the
 * e-mail and phone keys that match an analysis to a later booking, and the text the Leads tool
 * searches. Field names are the forms' own: the contact form's are Spanish
 * (web/src/features/contact/contact-schema.ts), an analysis has `email`, a booking gets `name`,
 * `email` and `phone` from Calendly (calendly-invitee.ts).
 */
const emailFields = ['correo', 'email']
const phoneFields = ['telefono', 'phone']
/**
 * Name (the contact form's, or a booking's invitee from Calendly), business, e-mail, phone, the
 * analysed URL (and the contact's own site) and the message.
 */
const searchedFields = ['nombre', 'name', 'negocio', ...emailFields, ...phoneFields, 'url', 'website', 'necesidades']

const firstText = (data: Record<string, unknown>, fields: string[]) =>
  fields.map((field) => data[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '')

/** Trimmed and lower-case; null when absent. */
export function emailKey(data: Record<string, unknown>): string | null {
  return firstText(data, emailFields)?.trim().toLowerCase() ?? null
}

/** Digits only (a country code stays when it was typed); null under 7 digits, which is no number. */
export function phoneKey(data: Record<string, unknown>): string | null {
  const digits = firstText(data, phoneFields)?.replace(/\D/g, '') ?? ''
  return digits.length >= 7 ? digits : null
}

/**
 * The searched fields in lower case, one per line, plus the phone's digits: a column of its own, so
 * the search is a plain LIKE with the same meaning in both engines (SQLite's lower() folds ASCII only).
 */
export function searchText(data: Record<string, unknown>): string {
  const values = searchedFields.map((field) => data[field]).filter((value) => typeof value === 'string')
  return [...values, phoneKey(data) ?? ''].join('\n').toLowerCase()
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * What a search looks for: the words as typed (lower case), and, when the query looks like a phone
 * number (digits, spaces, `+-().`), its digits alone, so `7654-3210` finds `+503 7654 3210`. Control
 * characters are no text anyone searches for: dropped. None for a query that is nothing else.
 */
export function searchTerms(query: string): string[] {
  const text = withoutControls(query).trim().toLowerCase()
  if (!text) return []
  const digits = text.replace(/\D/g, '')
  const phoneLike = /^[\d\s()+.-]+$/.test(text) && digits.length >= 3 && digits !== text
  return [text, ...(phoneLike ? [digits] : [])]
}

/** The LIKE patterns (with `\` as the escape) that find a search's terms anywhere in a text. */
export const searchPatterns = (query: string) => searchTerms(query).map((term) => `%${escapeLike(term)}%`)
