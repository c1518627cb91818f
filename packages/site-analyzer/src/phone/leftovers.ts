import { readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { killAll, listProcesses, treeOf } from './process-tree'

/**
 * Every phone-pass browser keeps its profile in `<tmp>/site-analyzer-<owner pid>-<random>`, the owner
 * being the process that started it. A browser dies with its owner (it is driven over a pipe), but a
 * browser caught mid-start, or a folder, can outlive an owner killed outright: a worker that starts
 * clears what owners no longer alive left behind, processes first, then folders.
 */
const folderPattern = /^site-analyzer-(\d+)-/

export const profilePrefix = () => path.join(os.tmpdir(), `site-analyzer-${process.pid}-`)

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const ownerOf = (name: string) => Number(folderPattern.exec(name)?.[1] ?? 0)

export async function clearLeftovers(tmp = os.tmpdir()): Promise<{ processes: number; folders: number }> {
  const orphaned = (owner: number) => owner > 0 && owner !== process.pid && !isAlive(owner)
  const marker = `--user-data-dir=${path.join(tmp, 'site-analyzer-')}`
  const running = await listProcesses()
  const browsers = running.filter((info) => {
    const at = info.cmdline.indexOf(marker)
    return at >= 0 && orphaned(ownerOf(info.cmdline.slice(at + marker.length - 'site-analyzer-'.length)))
  })
  // With every process each one started (a zygote, a renderer), whatever their command lines say.
  const processes = [
    ...new Map(browsers.flatMap((info) => treeOf(running, info.pid)).map((info) => [info.pid, info])).values(),
  ]
  killAll(processes)
  const folders = (await readdir(tmp)).filter((name) => orphaned(ownerOf(name)))
  await Promise.all(folders.map((name) => rm(path.join(tmp, name), { recursive: true, force: true })))
  return { processes: processes.length, folders: folders.length }
}
