import {readdir, stat} from 'node:fs/promises'
import path from 'node:path'

/** Folders whose files end up in the Studio build. */
const sources = ['studio', 'schemas']

async function newestChange(folder: string, skip: string): Promise<number> {
  let newest = 0
  for (const entry of await readdir(folder, {withFileTypes: true, recursive: true})) {
    const file = path.join(entry.parentPath, entry.name)
    if (!entry.isFile() || file.startsWith(skip) || file.includes(`${path.sep}node_modules${path.sep}`)) continue
    newest = Math.max(newest, (await stat(file)).mtimeMs)
  }
  return newest
}

/** Whether `studioDir` holds a build newer than every Studio and schema source file. */
export async function studioBuildIsCurrent(studioDir: string): Promise<boolean> {
  let built: number
  try {
    built = (await stat(path.join(studioDir, 'index.html'))).mtimeMs
  } catch {
    return false
  }
  const changes = await Promise.all(sources.map((folder) => newestChange(path.resolve(folder), studioDir)))
  return changes.every((changed) => changed <= built)
}
