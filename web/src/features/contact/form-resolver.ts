import { zodResolver } from '@hookform/resolvers/zod'
import { contactSchema } from './contact-schema'

/**
 * The contact form's resolver. Loaded with the form, zod included: while the schema loaded lazily,
 * the fields were disabled during validation (they are while sending) and the first error could
 * not take focus (docs/performance-log.md).
 */
export const contactFormResolver = zodResolver(contactSchema)
