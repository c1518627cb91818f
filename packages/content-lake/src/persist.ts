import { mkdir, open, readFile, rename } from 'node:fs/promises'
import path from 'node:path'
import type { LakeDocument } from './query'

/** What the lake keeps on disk for one dataset. */
export type Snapshot = {
  format: 1
  /** Digest of the fixtures last loaded by the seed, and whether an editor changed anything since. */
  seed: { digest: string; loadedAt: string }
  edited: boolean
  documents: LakeDocument[]
}

export async function readSnapshot(file: string): Promise<Snapshot | undefined> {
  let text
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const snapshot = JSON.parse(text) as Snapshot
  if (snapshot.format !== 1 || !Array.isArray(snapshot.documents)) {
    throw new Error(`${file} is not a content lake snapshot`)
  }
  return snapshot
}

/**
 * Writes to a temporary file, flushes it to disk and renames it over the old one: a crash leaves
 * either the old or the new file, never half of one.
 */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temp, file)
}

export const writeSnapshot = (file: string, snapshot: Snapshot) => writeFileAtomically(file, JSON.stringify(snapshot))
