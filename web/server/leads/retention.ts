import type { FastifyBaseLogger } from 'fastify'
import { removeDeliveryMail } from '../mail/outbox-files'
import { errorCode } from './outbox'
import type { LeadStore } from './types'

const dayMs = 86_400_000

export type RetentionOptions = {
  store: Pick<LeadStore, 'purgeLeadsBefore' | 'accessRecord'>
  log: FastifyBaseLogger
  /** Where the local mail outbox is (the erased deliveries' files go too). */
  dataDir: string
  /** LEAD_RETENTION_DAYS; 0 keeps leads for ever. */
  days: number
  /** Between purges: a day. */
  intervalMs?: number
}

/**
 * Erases the leads older than the agency keeps them (`retention`, docs/leads.md), with their mail
 * files, and forgets the access record's events as old: once now, then every `intervalMs`. Logs the
 * counts each time, nothing about the leads. A
 * failed purge is logged and tried again at the next turn. Returns the stop, which waits for a
 * purge under way (the store closes after it).
 */
export function startRetention({
  store,
  log,
  dataDir,
  days,
  intervalMs = dayMs,
}: RetentionOptions): () => Promise<void> {
  if (days === 0) return async () => {}
  let running: Promise<void> = Promise.resolve()
  const purge = async () => {
    try {
      const before = new Date(Date.now() - days * dayMs)
      const { count, deliveryIds } = await store.purgeLeadsBefore(before)
      const mailFiles = await removeDeliveryMail(dataDir, deliveryIds)
      const accessEvents = await store.accessRecord.forgetBefore(before)
      log.info({ count, deliveries: deliveryIds.length, mailFiles, accessEvents, days }, 'leads past retention erased')
    } catch (error) {
      log.error({ reason: errorCode(error) }, 'leads retention purge failed')
    }
  }
  const turn = () => void (running = running.then(purge))
  turn()
  const timer = setInterval(turn, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
