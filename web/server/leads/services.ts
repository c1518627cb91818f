import type { FastifyBaseLogger } from 'fastify'
import type { Env } from '../env.server'
import { createMailer, type Mailer } from '../mail/mailer'
import { openLeadStore } from './create-store'
import { registerLeadDeliveries } from './deliveries'
import { Outbox, type OutboxOptions } from './outbox'
import type { LeadStore, NewDelivery } from './types'

/** Everything a feature needs to take a lead and deliver it; built once per server. */
export type LeadServices = {
  store: LeadStore
  outbox: Outbox
  mailer: Mailer
  /** Deliveries to queue with every new lead (agency e-mail, and the forward when configured). */
  leadDeliveries: NewDelivery[]
  close(): Promise<void>
}

/** Without AGENCY_EMAIL the notification goes to the sender address, so it is never dropped. */
const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox

export async function createLeadServices(
  env: Env,
  log: FastifyBaseLogger,
  options: OutboxOptions = {},
): Promise<LeadServices> {
  const store = await openLeadStore(env)
  const mailer = createMailer(env)
  const outbox = new Outbox(store, log, options)
  const leadDeliveries = registerLeadDeliveries(outbox, {
    mailer,
    agencyEmail: env.agencyEmail ?? addressOf(env.mailFrom),
    leadForwardUrl: env.leadForwardUrl,
  })
  return {
    store,
    outbox,
    mailer,
    leadDeliveries,
    close: async () => {
      await outbox.stop()
      mailer.close()
      await store.close()
    },
  }
}
