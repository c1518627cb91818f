import { execFile } from 'node:child_process'
import os from 'node:os'
import { promisify } from 'node:util'

const chrtPath = '/usr/bin/chrt'

/**
 * How an analysis worker and the browsers it starts share the CPU with the site and other work:
 * at the same priority (nice 0), so that work beside it cannot starve a visitor's analysis, but
 * under Linux's batch policy, whose processes never cut in when another wakes up, so a page request
 * that arrives still runs at once. Every thread the worker starts, and every process, inherits it.
 */
export const workerScheduling = { niceness: 0, policy: 'batch' } as const

/** Puts a worker, every thread of it, under `workerScheduling`; says why when it cannot. */
export async function scheduleWorker(pid: number): Promise<void> {
  os.setPriority(pid, workerScheduling.niceness)
  await promisify(execFile)(chrtPath, ['--batch', '--all-tasks', '--pid', '0', String(pid)])
}
