import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { clearLeftovers } from './leftovers'

const exited = (child: ReturnType<typeof spawn>) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  )

it('clears the processes and profile folders of an owner no longer alive, and leaves a live owner’s alone', async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'leftovers-'))
  // An owner that has ended, as a worker killed outright would have.
  const owner = spawn(process.execPath, ['-e', ''])
  await exited(owner)
  const deadFolder = path.join(tmp, `site-analyzer-${owner.pid}-abc123`)
  const liveFolder = path.join(tmp, `site-analyzer-${process.pid}-def456`)
  mkdirSync(deadFolder)
  mkdirSync(liveFolder)
  // A "browser" still running with the dead owner's profile, and one with the live owner's.
  const browserOf = (folder: string) =>
    spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', `--user-data-dir=${folder}`])
  const orphan = browserOf(deadFolder)
  const kept = browserOf(liveFolder)
  await new Promise((resolve) => setTimeout(resolve, 300))

  const cleared = await clearLeftovers(tmp)
  expect(cleared).toEqual({ processes: 1, folders: 1 })
  await exited(orphan)
  expect(existsSync(deadFolder)).toBe(false)
  expect(existsSync(liveFolder)).toBe(true)
  expect(kept.exitCode).toBeNull()
  kept.kill()
})
