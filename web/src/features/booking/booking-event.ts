import { z } from 'zod'
import { languageIds } from '../../../../schemas/constants'
import { attributionSchema, sitePath } from '../../lib/attribution/schema'

/**
 * What the site records about a booking. The server endpoint validates with this schema; the
 * browser imports only its type, so zod stays out of the client bundle.
 */
/** Calendly's record addresses: https only, bounded; never `javascript:`, `data:` or plain http. */
const calendlyUri = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(300)

export const bookingEventSchema = z.strictObject({
  event: z.literal('calendly.event_scheduled'),
  /** The page's own path. */
  path: sitePath,
  language: z.enum(languageIds),
  eventUri: calendlyUri.optional(),
  inviteeUri: calendlyUri.optional(),
  /** Where the visit came from (docs/leads.md); dropped, not refused, when malformed. */
  attribution: attributionSchema,
})
export type BookingEvent = z.infer<typeof bookingEventSchema>
