import { z } from 'zod'
import { languageIds } from '../../../../schemas/constants'

/**
 * What the site records about a booking. The server endpoint validates with this schema; the
 * browser imports only its type, so zod stays out of the client bundle.
 */
/** Calendly's record addresses: https only, bounded; never `javascript:`, `data:` or plain http. */
const calendlyUri = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(300)

export const bookingEventSchema = z.strictObject({
  event: z.literal('calendly.event_scheduled'),
  /** The page's own path: printable URL characters only, so no CR/LF reaches a log or an export. */
  path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-.~/%!$&'()*+,;=:@]*$/),
  language: z.enum(languageIds),
  eventUri: calendlyUri.optional(),
  inviteeUri: calendlyUri.optional(),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>
