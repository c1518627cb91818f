import type { ServiceKey } from '../../../../schemas/constants'

/*
 * The contact form's fields without zod: the browser loads contact-schema.ts (and zod) only with the
 * form's section, on demand (decision 0008).
 */

/** The keys of contact-schema.ts's issue messages; each side says them in the visitor's language. */
export type ContactErrorKey = 'required' | 'email' | 'phone' | 'tooLong' | 'service'

/** product §9: the form's fixed tool id. */
export const toolId = 'website'

/** Bots fill every field; people never see this one (it is off-screen and out of the tab order). */
export const honeypotField = 'fax'

/** Size caps per field: generous for people, small enough that nobody can store a novel per request. */
export const contactLimits = { nombre: 120, negocio: 160, telefono: 40, correo: 254, website: 300, necesidades: 5000 }

/** What the form holds; contact-schema.ts checks it and fills the defaults. */
export type ContactValues = {
  nombre: string
  negocio: string
  telefono: string
  correo: string
  website: string
  servicio: ServiceKey | ''
  necesidades: string
  tool_id: typeof toolId
}
export type ContactInput = Omit<ContactValues, 'website' | 'servicio' | 'tool_id'> &
  Partial<Pick<ContactValues, 'website' | 'servicio' | 'tool_id'>>

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
