import { z } from 'zod'
import { languageIds } from '../../../../schemas/constants'

/**
 * What the site records about a booking. The server endpoint validates with this schema; the
 * browser imports only its type, so zod stays out of the client bundle.
 */
export const bookingEventSchema = z.object({
  event: z.literal('calendly.event_scheduled'),
  path: z.string().max(200),
  language: z.enum(languageIds),
  eventUri: z.url().max(500).optional(),
  inviteeUri: z.url().max(500).optional(),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>
