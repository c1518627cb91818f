import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { mailOutboxDir } from './mailer'

/** The outbox's file names, none when there is no outbox (SMTP_URL, or nothing sent yet). */
async function outboxFiles(folder: string) {
  try {
    return await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/**
 * Removes the local mail outbox's files of these deliveries (an erased lead's): an e-mail's file is
 * named after its Message-ID, `<delivery-id@host>` (web/server/leads/deliveries.ts), so it holds the
 * delivery's id followed by `@`; a file still being written has the same start. Returns how many
 * files went. Without a local outbox (SMTP_URL) there is nothing to remove.
 */
export async function removeDeliveryMail(dataDir: string, deliveryIds: readonly string[]): Promise<number> {
  if (deliveryIds.length === 0) return 0
  const folder = mailOutboxDir(dataDir)
  const markers = deliveryIds.map((id) => `${id}@`)
  const erased = (await outboxFiles(folder)).filter((name) => markers.some((marker) => name.includes(marker)))
  await Promise.all(erased.map((name) => rm(path.join(folder, name), { force: true })))
  return erased.length
}

/** A delivery's id in an outbox file's name (its Message-ID with `<` and `>` made safe). */
const deliveryIdIn = (name: string) => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/.exec(name)?.[1]

/**
 * Removes the outbox's files of deliveries the store no longer holds: erased on another server
 * sharing the store (Postgres), whose erasure could remove only its own machine's files. Only whole
 * messages are looked at (`.eml`; one being written is a temporary file whose delivery exists).
 * Returns how many files went.
 */
export async function sweepErasedMail(
  dataDir: string,
  held: (deliveryIds: string[]) => Promise<Set<string>>,
): Promise<number> {
  const folder = mailOutboxDir(dataDir)
  const messages = (await outboxFiles(folder))
    .filter((name) => name.endsWith('.eml'))
    .map((name) => ({ name, id: deliveryIdIn(name) }))
    .filter((message): message is { name: string; id: string } => message.id !== undefined)
  if (messages.length === 0) return 0
  const kept = await held(messages.map((message) => message.id))
  const erased = messages.filter((message) => !kept.has(message.id))
  await Promise.all(erased.map(({ name }) => rm(path.join(folder, name), { force: true })))
  return erased.length
}
