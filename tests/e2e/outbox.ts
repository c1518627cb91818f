import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The raw message the server wrote to `address` in its mail outbox (`DATA_DIR/mail-outbox`, without
 * SMTP), or '' while there is none. Matched on the `To:` header itself: the agency's notice of the
 * same request names the visitor as its `Reply-To:`.
 */
export async function mailTo(dataDir: string, address: string): Promise<string> {
  const outbox = path.join(dataDir, 'mail-outbox')
  const header = new RegExp(`^To: ${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm')
  for (const file of await readdir(outbox).catch(() => [])) {
    const raw = await readFile(path.join(outbox, file), 'utf8')
    if (header.test(raw)) return raw
  }
  return ''
}
