import { readdir, readFile } from 'node:fs/promises'

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
  ownKb: number
  cpuTicks: number
  cmdline: string
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux Chromium runs on). */
export const ticksPerSecond = 100

async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  const [stat = '', status = '', cmdline = ''] = await Promise.all(
    ['stat', 'status', 'cmdline'].map((file) => readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '')),
  )
  // The command name (field 2) is in parentheses and may hold spaces: fields are read after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  if (fields.length < 22) return undefined
  return {
    pid,
    ppid: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    nice: Number(fields[16]),
    ownKb: Number(/^RssAnon:\s+(\d+)/m.exec(status)?.[1] ?? 0),
    cmdline: cmdline.replaceAll('\0', ' '),
  }
}

/** Every process on the machine (those that end while being read are left out). */
export async function listProcesses(): Promise<ProcessInfo[]> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry)).map(Number)
  const found = await Promise.all(pids.map(readProcess))
  return found.filter((info) => info !== undefined)
}

/** `root` and every process started under it, from a list of processes. */
export function treeOf(processes: ProcessInfo[], root: number): ProcessInfo[] {
  const children = new Map<number, ProcessInfo[]>()
  for (const info of processes) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info])
  const tree: ProcessInfo[] = []
  const queue = processes.filter((info) => info.pid === root)
  while (queue.length) {
    const next = queue.shift()!
    tree.push(next)
    queue.push(...(children.get(next.pid) ?? []))
  }
  return tree
}

export const killAll = (processes: ProcessInfo[]) => {
  for (const { pid } of processes) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}
