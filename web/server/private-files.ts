import { chmodSync, closeSync, openSync } from 'node:fs'
import { chmod, mkdir } from 'node:fs/promises'

/**
 * Lead data (the store, the mail outbox) is personal: only the server's user may read it. Folders
 * are 0700 and files 0600 when created, and tightened when an older install left them wider.
 */
export const privateModes = { folder: 0o700, file: 0o600 } as const

export async function privateFolder(folder: string) {
  await mkdir(folder, { recursive: true, mode: privateModes.folder })
  await chmod(folder, privateModes.folder)
}

/** Creates the file empty if missing; SQLite gives its -wal and -shm files the same mode. */
export function privateFileSync(file: string) {
  closeSync(openSync(file, 'a', privateModes.file))
  chmodSync(file, privateModes.file)
}
