import { z } from 'zod'
import { serviceKeys } from '../../../../schemas/constants'
import { emailPattern } from '../../lib/email-address'

/**
 * The contact form's one schema, used by the form (react-hook-form) and by POST /api/contact.
 * Issue messages are keys; each side turns them into the visitor's language (contact-messages.ts).
 */
export type ContactErrorKey = 'required' | 'email' | 'tooLong' | 'service'

/** product §9: the form's fixed tool id. */
export const toolId = 'website'

/** Bots fill every field; people never see this one (it is off-screen and out of the tab order). */
export const honeypotField = 'fax'

/** Size caps per field: generous for people, small enough that nobody can store a novel per request. */
export const contactLimits = { nombre: 120, negocio: 160, telefono: 40, correo: 254, website: 300, necesidades: 5000 }

// Control characters (but tab and newline) have no place in a lead and Postgres rejects NUL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .transform((value) => value.replace(controlCharacters, '').trim())
    .pipe(z.string().max(max, { error: 'tooLong' }))

const required = (max: number) => text(max).pipe(z.string().min(1, { error: 'required' }))

export const contactSchema = z.object({
  nombre: required(contactLimits.nombre),
  negocio: required(contactLimits.negocio),
  telefono: required(contactLimits.telefono),
  correo: required(contactLimits.correo).pipe(z.string().regex(emailPattern, { error: 'email' })),
  website: text(contactLimits.website).default(''),
  servicio: z.union([z.enum(serviceKeys), z.literal('')], { error: 'service' }).default(''),
  necesidades: required(contactLimits.necesidades),
  tool_id: z.literal(toolId).default(toolId),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactValues = z.output<typeof contactSchema>

export const emptyContact: ContactValues = {
  nombre: '',
  negocio: '',
  telefono: '',
  correo: '',
  website: '',
  servicio: '',
  necesidades: '',
  tool_id: toolId,
}

/** The first problem of each field, in the given language's words. */
export function fieldErrors(error: z.ZodError, messages: Record<ContactErrorKey, string>) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= messages[issue.message as ContactErrorKey] ?? messages.required
  }
  return errors
}
