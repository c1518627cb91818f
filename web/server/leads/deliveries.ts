import type { Language } from '../../src/i18n/language'
import type { Mailer, MailMessage } from '../mail/mailer'
import { agencyNotification } from './agency-notification'
import type { Outbox } from './outbox'
import type { Delivery, Lead } from './types'

/** Builds an e-mail at send time from the stored delivery (payload) and its lead; undefined sends nothing. */
export type EmailBuilder = (
  delivery: Delivery,
  lead: Lead | undefined,
) => Promise<Omit<MailMessage, 'messageId'> | undefined>

export const deliveryKinds = { agencyEmail: 'agency-email', leadForward: 'lead-forward' } as const

/**
 * Registers an e-mail delivery kind: the outbox calls `build` when the delivery is due and sends
 * the result. The Message-ID is derived from the delivery, so a resend is recognisably the same.
 */
export function registerEmailKind(outbox: Outbox, mailer: Mailer, kind: string, build: EmailBuilder) {
  outbox.register(kind, async (delivery, lead) => {
    const message = await build(delivery, lead)
    if (message) await mailer.send({ ...message, messageId: `<${delivery.id}@zenit-digital.outbox>` })
  })
}

/** The JSON an outside automation receives: the lead's fields as submitted, plus its id and time. */
export function forwardBody(lead: Lead) {
  return {
    id: lead.id,
    kind: lead.kind,
    createdAt: lead.createdAt.toISOString(),
    language: lead.language,
    ...lead.data,
  }
}

type Config = { mailer: Mailer; agencyEmail: string; agencyLanguage: Language; leadForwardUrl?: string }

/**
 * The agency's notice (every kind of lead) and the forward to an outside automation; returns the
 * kinds to queue with a new contact request.
 */
export function registerLeadDeliveries(
  outbox: Outbox,
  { mailer, agencyEmail, agencyLanguage, leadForwardUrl }: Config,
) {
  registerEmailKind(outbox, mailer, deliveryKinds.agencyEmail, async (_delivery, lead) => {
    if (!lead) throw new Error('lead missing')
    return agencyNotification(lead, agencyEmail, agencyLanguage)
  })
  if (leadForwardUrl) {
    outbox.register(deliveryKinds.leadForward, async (_delivery, lead) => {
      if (!lead) throw new Error('lead missing')
      const response = await fetch(leadForwardUrl, {
        method: 'POST',
        // The lead id lets the automation drop a repeat (delivery is at least once).
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.id },
        body: JSON.stringify(forwardBody(lead)),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok)
        throw Object.assign(new Error(`automation answered ${response.status}`), { code: `HTTP_${response.status}` })
    })
  }
  return [deliveryKinds.agencyEmail, ...(leadForwardUrl ? [deliveryKinds.leadForward] : [])].map((kind) => ({ kind }))
}
