import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../env.server'
import { createMailer, type Mailer } from '../mail/mailer'
import { calendlyInviteeKind, calendlyInviteeUrl, registerCalendlyInvitee } from './calendly-invitee'
import { openLeadStore } from './create-store'
import { deliveryKinds, registerLeadDeliveries } from './deliveries'
import { registerMorningDigest } from './morning-digest'
import { errorCode, Outbox, type OutboxOptions } from './outbox'
import type { LeadStore, NewDelivery } from './types'

/** Everything a feature needs to take a lead and deliver it; built once per server. */
export type LeadServices = {
  store: LeadStore
  outbox: Outbox
  mailer: Mailer
  /** Deliveries to queue with a contact request (agency e-mail, and the forward when configured). */
  leadDeliveries: NewDelivery[]
  /** The agency e-mail alone: queued with an analysis that has an e-mail address. */
  agencyDeliveries: NewDelivery[]
  /**
   * What a new booking queues: the agency e-mail and, with `CALENDLY_TOKEN`, the look-up of its
   * invitee when the address given is one on Calendly's API.
   */
  bookingDeliveries(inviteeUri: string | undefined): NewDelivery[]
  close(): Promise<void>
}

/** Without AGENCY_EMAIL the notification goes to the sender address, so it is never dropped. */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox

export async function createLeadServices(
  env: Env,
  log: FastifyBaseLogger,
  options: OutboxOptions = {},
): Promise<LeadServices> {
  const store = await openLeadStore(env, (error) =>
    log.warn({ reason: errorCode(error) }, 'lead store connection lost; the next query reconnects'),
  )
  const mailer = createMailer(env)
  const outbox = new Outbox(store, log, options)
  const agencyEmail = env.agencyEmail ?? addressOf(env.mailFrom)
  const leadDeliveries = registerLeadDeliveries(outbox, {
    mailer,
    agencyEmail,
    agencyLanguage: env.agencyLanguage,
    leadForwardUrl: env.leadForwardUrl,
  })
  registerMorningDigest(outbox, mailer, {
    store,
    to: agencyEmail,
    language: env.agencyLanguage,
    timeZone: env.agencyTimeZone,
    studioOrigin: env.leadsApi.studioOrigins[0],
  })
  const { calendly } = env
  if (calendly) registerCalendlyInvitee(outbox, store, calendly)
  const agencyDeliveries = [{ kind: deliveryKinds.agencyEmail }]
  return {
    store,
    outbox,
    mailer,
    leadDeliveries,
    agencyDeliveries,
    bookingDeliveries: (inviteeUri) => [
      ...agencyDeliveries,
      ...(calendly && calendlyInviteeUrl(inviteeUri, calendly.origin) ? [{ kind: calendlyInviteeKind }] : []),
    ],
    close: async () => {
      await outbox.stop()
      mailer.close()
      await store.close()
    },
  }
}
