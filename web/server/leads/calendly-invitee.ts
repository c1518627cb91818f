import { z } from 'zod'
import type { Outbox } from './outbox'
import type { LeadStore } from './types'
import { withoutControls } from '../plain-text'

/**
 * A booking's invitee, asked of Calendly's API: the widget's `calendly.event_scheduled` message
 * carries only the event's and the invitee's addresses, so without this a booking has no e-mail or
 * phone to match an earlier analysis (the funnel's conversions, docs/leads.md).
 */
export const calendlyInviteeKind = 'calendly-invitee'

/** `CALENDLY_TOKEN` (a personal access token) and the API's origin (a local stand-in in tests). */
export type CalendlyApi = { token: string; origin: string }

const inviteePath = /^\/scheduled_events\/[\w-]{1,64}\/invitees\/[\w-]{1,64}$/

/** Where Calendly's widget says its records are: the invitee's address the browser reports. */
export const calendlyApiOrigin = 'https://api.calendly.com'

/**
 * Where to ask for the invitee, when the reported address is an invitee on Calendly's API: the same
 * path on `apiOrigin` (Calendly's own, or a stand-in in tests), else undefined. The visitor's browser
 * supplied the address, so the token goes nowhere else: Calendly's origin, an invitee's path, nothing more.
 */
export function calendlyInviteeUrl(uri: unknown, apiOrigin: string): URL | undefined {
  if (typeof uri !== 'string' || !URL.canParse(uri)) return undefined
  const url = new URL(uri)
  const plain = !url.username && !url.password && !url.search && !url.hash
  return plain && url.origin === calendlyApiOrigin && inviteePath.test(url.pathname)
    ? new URL(url.pathname, apiOrigin)
    : undefined
}

const text = (max: number) =>
  z
    .string()
    .transform((value) => withoutControls(value).trim().slice(0, max))
    .nullish()
    .catch(null)

/** What we keep of Calendly's invitee resource; anything else in it is ignored. */
const inviteeSchema = z.object({
  resource: z.object({
    name: text(120),
    email: z.email().max(254).nullish().catch(null),
    text_reminder_number: text(40),
    questions_and_answers: z
      .array(z.object({ question: z.string(), answer: z.string() }))
      .nullish()
      .catch(null),
  }),
})

/** A booking page's own question for a phone number (Calendly asks for the SMS reminder's apart). */
const phoneQuestion = /phone|tel[eé]fono|whatsapp|celular|m[oó]vil/i

/** The lead's fields from Calendly's answer: `name`, `email`, `phone`, the ones it gave. */
export function inviteeFields(body: unknown): Record<string, string> {
  const { name, email, text_reminder_number, questions_and_answers } = inviteeSchema.parse(body).resource
  const answered = questions_and_answers?.find((entry) => phoneQuestion.test(entry.question))?.answer
  const phone = text_reminder_number || text(40).parse(answered)
  return { ...(name && { name }), ...(email && { email }), ...(phone && { phone }) }
}

const failure = (message: string, code: string) => Object.assign(new Error(message), { code })

/**
 * Registers the invitee's look-up: GET the invitee's address with the token, then store the name,
 * e-mail and phone on the booking (which refreshes its match keys). Retried like every delivery.
 */
export function registerCalendlyInvitee(outbox: Outbox, store: LeadStore, api: CalendlyApi) {
  outbox.register(calendlyInviteeKind, async (_delivery, lead) => {
    if (!lead) throw new Error('lead missing')
    const url = calendlyInviteeUrl(lead.data.inviteeUri, api.origin)
    if (!url) throw failure('not an invitee on Calendly’s API', 'NOT_CALENDLY')
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${api.token}`, Accept: 'application/json' },
      // A redirect could lead the token elsewhere.
      redirect: 'error',
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) throw failure(`Calendly answered ${response.status}`, `HTTP_${response.status}`)
    await store.updateLeadData(lead.id, inviteeFields(await response.json()))
  })
}
