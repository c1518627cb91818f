import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { mailOutboxDir } from './mailer'

/**
 * Removes the local mail outbox's files of these deliveries (an erased lead's): an e-mail's file is
 * named after its Message-ID, `<delivery-id@host>` (web/server/leads/deliveries.ts), so it holds the
 * delivery's id followed by `@`; a file still being written has the same start. Returns how many
 * files went. Without a local outbox (SMTP_URL) there is nothing to remove.
 */
export async function removeDeliveryMail(dataDir: string, deliveryIds: readonly string[]): Promise<number> {
  if (deliveryIds.length === 0) return 0
  const folder = mailOutboxDir(dataDir)
  let names: string[]
  try {
    names = await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  const markers = deliveryIds.map((id) => `${id}@`)
  const erased = names.filter((name) => markers.some((marker) => name.includes(marker)))
  await Promise.all(erased.map((name) => rm(path.join(folder, name), { force: true })))
  return erased.length
}
