import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { mailOutboxDir } from '../mail/mailer'
import { searchPatterns, searchTerms } from './match-keys'
import type { LeadStore } from './types'

/** Where a detail was found, and how many times (rows, files or occurrences); never the text itself. */
export type ErasureTrace = { place: string; count: number }

/**
 * Occurrences of any form in a file's bytes, read as Latin-1 so every byte counts (a SQLite file's
 * freed pages included); the forms' UTF-8 bytes are looked for, ASCII letters in either case.
 */
export function occurrences(bytes: Buffer, forms: readonly string[]) {
  // ASCII letters only: lower-casing the other Latin-1 characters would change a UTF-8 byte.
  const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())
  const text = asciiLower(bytes.toString('latin1'))
  let count = 0
  for (const form of forms) {
    const needle = asciiLower(Buffer.from(form, 'utf8').toString('latin1'))
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) count++
  }
  return count
}

/** A file's bytes, or undefined when it is not there. */
async function readIfThere(file: string) {
  try {
    return await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * An e-mail file's text as a reader sees it: the raw message beside its quoted-printable and base64
 * parts decoded, since a mail program writes an address or a name in either.
 */
export function mailText(raw: string) {
  const quoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  const base64 = (raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [])
    .map((block) => Buffer.from(block.replace(/\s/g, ''), 'base64').toString('latin1'))
    .join('\n')
  return Buffer.from([raw, quoted, base64].join('\n'), 'latin1')
}

/** The local mail outbox's files that hold any form. */
async function outboxTraces(dataDir: string, forms: readonly string[]): Promise<ErasureTrace[]> {
  const folder = mailOutboxDir(dataDir)
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  let files = 0
  for (const name of names) {
    const bytes = await readIfThere(path.join(folder, name))
    if (bytes && occurrences(mailText(bytes.toString('latin1')), forms) > 0) files++
  }
  return [{ place: `mail outbox (${folder})`, count: files }]
}

/** SQLite's database, log and journal files, byte for byte. */
async function sqliteFileTraces(file: string, forms: readonly string[]): Promise<ErasureTrace[]> {
  const traces: ErasureTrace[] = []
  for (const name of [file, `${file}-wal`, `${file}-journal`]) {
    const bytes = await readIfThere(name)
    if (bytes) traces.push({ place: `file ${name}`, count: occurrences(bytes, forms) })
  }
  return traces
}

export type ErasureCheckOptions = {
  store: Pick<LeadStore, 'engine' | 'rowsHolding'>
  dataDir: string
  /** The person's details: an e-mail address, a phone number, a name. */
  details: readonly string[]
  /** Log files to search too (the server logs to its standard output, kept where the host keeps it). */
  logFiles?: readonly string[]
}

/**
 * Everywhere the site keeps data, searched for a person's details after an erasure: every row of
 * every table of the lead store (the erasure record and the access record name lead ids and editors
 * only), on SQLite the database's files byte for byte (what deleted rows left in freed pages or the
 * log), the local mail outbox, and the log files given. Every place is listed, with 0 when clean.
 */
export async function erasureTraces({ store, dataDir, details, logFiles = [] }: ErasureCheckOptions) {
  // As the Leads tool's search reads them (a phone number by its digits too), 3 characters at least.
  const wanted = details.filter((detail) => searchTerms(detail).every((term) => term.length >= 3))
  const forms = wanted.flatMap(searchTerms)
  if (forms.length === 0) throw new Error('Give an e-mail address, a phone number or a name of at least 3 characters')
  const traces = [
    ...(await store.rowsHolding(wanted.flatMap(searchPatterns))).map(({ table, rows }) => ({
      place: `table ${table}`,
      count: rows,
    })),
    ...(store.engine === 'sqlite' ? await sqliteFileTraces(path.join(dataDir, 'leads.sqlite'), forms) : []),
    ...(await outboxTraces(dataDir, forms)),
  ]
  for (const file of logFiles) {
    const bytes = await readIfThere(file)
    if (!bytes) throw new Error(`No log file at ${file}`)
    traces.push({ place: `log ${file}`, count: occurrences(bytes, forms) })
  }
  return traces
}
