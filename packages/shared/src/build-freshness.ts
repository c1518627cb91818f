import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

/** Whether a file is left out of a build's sources: tests, dependencies and builds. */
export type Skip = (file: string) => boolean

async function newestChange(source: string, skip: Skip): Promise<number> {
  const info = await stat(source)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of await readdir(source, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || file.includes(`${path.sep}node_modules${path.sep}`) || skip(file)) continue
    newest = Math.max(newest, (await stat(file)).mtimeMs)
  }
  return newest
}

/**
 * Whether `built`, a file a build writes last, is newer than every file of `sources` (folders or
 * files, from the repository's root) that `skip` does not leave out: `make`'s rule, by modification
 * time, which a checkout or an edit sets.
 */
export async function buildIsCurrent(built: string, sources: string[], skip: Skip = () => false): Promise<boolean> {
  let builtAt: number
  try {
    builtAt = (await stat(built)).mtimeMs
  } catch {
    return false
  }
  const changes = await Promise.all(sources.map((source) => newestChange(path.resolve(source), skip)))
  return changes.every((changed) => changed <= builtAt)
}
