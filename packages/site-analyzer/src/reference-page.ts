import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, request } from 'undici'
import type { SafeFetcher } from './safe-fetch'

/** How often the reference page is asked for while the site's page is: often enough to see any stall of ours. */
const probeEveryMs = 25

type Reference = { url: string; agent: Agent }
let reference: Promise<Reference> | undefined

/**
 * A page this process serves at once, on loopback: however long we take to read it is our machine's
 * delay (a busy CPU, a blocked event loop), never a site's. One per process, started on first use.
 */
function referencePage(): Promise<Reference> {
  reference ??= new Promise<Reference>((resolve, reject) => {
    const server = createServer((_, response) => response.end('ok'))
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      server.unref()
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}/`, agent: new Agent({ keepAliveTimeout: 1000 }) })
    })
  })
  reference.catch(() => (reference = undefined))
  return reference
}

/**
 * Watches how late this process is while some work runs: the reference page is asked for again and
 * again, each time from when it was due (a late timer counts), and the worst wait is our machine's
 * delay over that time. `stop` ends the watch and answers that delay, or undefined when the
 * reference page could not be served (then nothing is known of the machine).
 */
export function watchMachine(): { stop: () => Promise<number | undefined> } {
  let stopped = false
  let worst = 0
  const probe = async ({ url, agent }: Reference, due: number) => {
    const { body } = await request(url, { dispatcher: agent })
    worst = Math.max(worst, performance.now() - due)
    await body.dump()
  }
  // The first probe is due when the watch starts: a stall before it answers is ours too.
  let due = performance.now()
  const watching = (async () => {
    const page = await referencePage()
    for (;;) {
      await probe(page, due)
      if (stopped) return worst
      due = performance.now() + probeEveryMs
      await sleep(probeEveryMs)
    }
  })()
  watching.catch(() => {})
  return {
    stop: () => {
      stopped = true
      return watching.catch(() => undefined)
    },
  }
}

/**
 * The fetcher, with the first fetch of `url` (the page itself) watched by `watchMachine`: its answer
 * carries the worst delay our own machine added while it was read (`machineDelayMs`).
 */
export function watchingPage(fetcher: SafeFetcher, url: string): SafeFetcher {
  let watched = false
  return {
    ...fetcher,
    fetch: async (input, init) => {
      if (watched || input !== url) return fetcher.fetch(input, init)
      watched = true
      const machine = watchMachine()
      const page = await fetcher.fetch(input, init).catch(async (error: unknown) => {
        await machine.stop()
        throw error
      })
      const machineDelayMs = await machine.stop()
      return machineDelayMs === undefined ? page : { ...page, machineDelayMs }
    },
  }
}
