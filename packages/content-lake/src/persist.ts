import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { LakeError } from './errors'
import type { LakeDocument } from './lake-document'

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

/** Why a write to the lake's folder failed, when the disk or the folder is at fault, as an editor is told. */
const storageFaults: Record<string, [status: number, type: string, why: string]> = {
  ENOSPC: [507, 'insufficientStorage', 'the disk is full'],
  EDQUOT: [507, 'insufficientStorage', 'the disk quota is used up'],
  EROFS: [503, 'storageUnavailable', 'the folder is on a read-only disk'],
  EACCES: [503, 'storageUnavailable', 'the folder may not be written to'],
  EPERM: [503, 'storageUnavailable', 'the folder may not be written to'],
}

/**
 * A write the disk or the folder refused, as the lake's answer: the change was not saved and nothing
 * changed, and the editor is told why. Other errors pass as they are.
 */
export function storageError(error: unknown, folder: string): unknown {
  const fault = storageFaults[(error as NodeJS.ErrnoException).code ?? '']
  if (!fault) return error
  const [status, type, why] = fault
  return new LakeError(status, type, `The change was not saved, and nothing changed: ${why} (${folder}).`)
}

/**
 * Writes to a temporary file, flushes it to disk and renames it over the old one: a crash leaves
 * either the old or the new file, never half of one, and a failed write (a full disk, a read-only
 * folder) leaves the old file and no temporary one.
 */
export async function writeFileAtomically(file: string, data: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`
  try {
    await mkdir(path.dirname(file), { recursive: true })
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {})
    throw storageError(error, path.dirname(file))
  }
}

export const writeSnapshot = (file: string, snapshot: Snapshot) => writeFileAtomically(file, JSON.stringify(snapshot))
