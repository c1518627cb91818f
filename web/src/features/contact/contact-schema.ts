import { z } from 'zod'
import { serviceKeys } from '../../../../schemas/constants'
import { emailPattern } from '../../lib/email-address'
import { isPhoneNumber } from 'shared/phone'
import { contactLimits, toolId, type ContactErrorKey, type ContactInput, type ContactValues } from './contact-values'

// Control characters (but tab and newline) have no place in a lead and Postgres rejects NUL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .transform((value) => value.replace(controlCharacters, '').trim())
    .pipe(z.string().max(max, { error: 'tooLong' }))

const required = (max: number) => text(max).pipe(z.string().min(1, { error: 'required' }))

/**
 * The contact form's one schema, used by the form (react-hook-form, in the section's on-demand chunk) and
 * by POST /api/contact. Issue messages are keys (contact-values.ts).
 */
export const contactSchema: z.ZodType<ContactValues, ContactInput> = z.object({
  nombre: required(contactLimits.nombre),
  negocio: required(contactLimits.negocio),
  telefono: required(contactLimits.telefono).pipe(z.string().refine(isPhoneNumber, { error: 'phone' })),
  correo: required(contactLimits.correo).pipe(z.string().regex(emailPattern, { error: 'email' })),
  website: text(contactLimits.website).default(''),
  servicio: z.union([z.enum(serviceKeys), z.literal('')], { error: 'service' }).default(''),
  necesidades: required(contactLimits.necesidades),
  tool_id: z.literal(toolId).default(toolId),
})

/** The first problem of each field, in the given language's words. */
export function fieldErrors(error: z.ZodError, messages: Record<ContactErrorKey, string>) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= messages[issue.message as ContactErrorKey] ?? messages.required
  }
  return errors
}
