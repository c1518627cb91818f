import type { FastifyBaseLogger } from 'fastify'
import { sweepErasedMail } from '../mail/outbox-files'
import { errorCode } from './outbox'
import type { LeadStore } from './types'

export type ErasedMailOptions = {
  store: Pick<LeadStore, 'engine' | 'heldDeliveries'>
  log: FastifyBaseLogger
  /** Where this server's local mail outbox is. */
  dataDir: string
  /** Between sweeps: a minute. */
  intervalMs?: number
}

/**
 * With Postgres, several servers share the leads while each keeps its own mail outbox: an erasure
 * (an editor's, or the retention purge) runs on one of them and removes that machine's files at
 * once; every server sweeps its own outbox each minute for the files of deliveries the store no
 * longer holds, so a person's "forget me" reaches every machine within the minute. A failed sweep is
 * logged and tried again at the next turn; the count of files removed is logged, nothing else. With
 * SQLite one server holds both, and its erasures leave nothing to sweep. Returns the stop.
 */
export function startErasedMailSweep({
  store,
  log,
  dataDir,
  intervalMs = 60_000,
}: ErasedMailOptions): () => Promise<void> {
  if (store.engine !== 'postgres') return async () => {}
  let running: Promise<void> = Promise.resolve()
  const sweep = async () => {
    try {
      const mailFiles = await sweepErasedMail(dataDir, (ids) => store.heldDeliveries(ids))
      if (mailFiles > 0) log.info({ mailFiles }, 'mail of leads erased elsewhere removed')
    } catch (error) {
      log.error({ reason: errorCode(error) }, 'sweep of erased leads’ mail failed')
    }
  }
  const timer = setInterval(() => void (running = running.then(sweep)), intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
