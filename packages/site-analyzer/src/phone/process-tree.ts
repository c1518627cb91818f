import { readdirSync, readFileSync } from 'node:fs'

/**
 * One process as Linux's /proc tells it. `ownKb` is its anonymous resident memory (heaps, array
 * buffers, images being decoded): what it holds of its own, without the libraries and files it
 * shares with the others, which a sum of whole RSS would count once per process.
 */
export type ProcessInfo = {
  pid: number
  ppid: number
  /** Its scheduling priority (nice): 0 by default, higher is lower. */
  nice: number
  /** Its main thread's scheduling policy: 0 the default, 3 batch (Linux's SCHED_BATCH). */
  policy: number
  ownKb: number
  cpuTicks: number
  cmdline: string
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux Chromium runs on). */
export const ticksPerSecond = 100

/**
 * A file of /proc, or '' once its process has ended. Read synchronously: /proc is the kernel's own
 * memory, never a disk, and a watch reading a hundred such files ten times a second spends ten times
 * less CPU this way than through Node's thread pool.
 */
function readProc(file: string): string {
  try {
    return readFileSync(`/proc/${file}`, 'utf8')
  } catch {
    return ''
  }
}

/** What a process's stat line says of it: its parent, CPU time and priority (undefined once it has ended). */
function readStat(pid: number) {
  const stat = readProc(`${pid}/stat`)
  // The command name (field 2) is in parentheses and may hold spaces: fields are read after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  if (fields.length < 39) return undefined
  return {
    pid,
    ppid: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    nice: Number(fields[16]),
    policy: Number(fields[38]),
  }
}

const ownKbOf = (pid: number) => Number(/^RssAnon:\s+(\d+)/m.exec(readProc(`${pid}/status`))?.[1] ?? 0)

function readProcess(pid: number): ProcessInfo | undefined {
  const stat = readStat(pid)
  return stat && { ...stat, ownKb: ownKbOf(pid), cmdline: readProc(`${pid}/cmdline`).replaceAll('\0', ' ') }
}

const allPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)

/** Every process on the machine (those that end while being read are left out). */
export async function listProcesses(): Promise<ProcessInfo[]> {
  return allPids()
    .map(readProcess)
    .filter((info) => info !== undefined)
}

/**
 * `root` and every process started under it, without their command lines: only each process's stat
 * line is read to find the tree, and memory only for the tree's own, so that a watch sampling it
 * ten times a second costs a fraction of what listing every process would.
 */
export async function processTree(root: number): Promise<Omit<ProcessInfo, 'cmdline'>[]> {
  const stats = allPids()
    .map(readStat)
    .filter((info) => info !== undefined)
  return treeOf(stats, root).map((info) => ({ ...info, ownKb: ownKbOf(info.pid) }))
}

/**
 * Nanoseconds each thread of a process has spent runnable but not running, waiting for a CPU
 * (Linux's schedstat, second field), by `pid/tid`; empty once the process has ended.
 */
export function runQueueWaits(pid: number): Map<string, number> {
  let threads: string[] = []
  try {
    threads = readdirSync(`/proc/${pid}/task`)
  } catch {
    // Ended.
  }
  return new Map(
    threads.map((tid) => [`${pid}/${tid}`, Number(readProc(`${pid}/task/${tid}/schedstat`).split(' ')[1]) || 0]),
  )
}

/** `root` and every process started under it, from a list of processes. */
export function treeOf<Info extends { pid: number; ppid: number }>(processes: Info[], root: number): Info[] {
  const children = new Map<number, Info[]>()
  for (const info of processes) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info])
  const tree: Info[] = []
  const queue = processes.filter((info) => info.pid === root)
  while (queue.length) {
    const next = queue.shift()!
    tree.push(next)
    queue.push(...(children.get(next.pid) ?? []))
  }
  return tree
}

export const killAll = (processes: { pid: number }[]) => {
  for (const { pid } of processes) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}
