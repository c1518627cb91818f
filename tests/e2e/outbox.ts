import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Every finished message in the server's mail outbox (`DATA_DIR/mail-outbox`, without SMTP). The
 * mailer writes each under a temporary name and renames it, so a file listed may be gone by the time
 * it is read: only `.eml` files count, and one that is gone is skipped.
 */
export async function outboxMails(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'mail-outbox')
  const files = (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'))
  const mails = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8').catch(() => '')))
  return mails.filter(Boolean)
}

/**
 * The raw message to `address`, or '' while there is none. Matched on the `To:` header itself: the
 * agency's notice of the same request names the visitor as its `Reply-To:`.
 */
export async function mailTo(dataDir: string, address: string): Promise<string> {
  const header = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm')
  return (await outboxMails(dataDir)).find((mail) => header.test(mail)) ?? ''
}
