import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PhonePass } from '../model'

/** Reasons that are the page's doing or the machine's load: replacing the worker would change nothing. */
const notTheWorkers = new Set(['memory', 'cpu', 'busy'])

export type PhoneHealthOptions = {
  /** Measures a known page on this worker's phone pass: the watchdog. */
  probe: () => Promise<PhonePass>
  /** Told once, with why, when the worker should be replaced. */
  onUnhealthy: (reason: string) => void
  /** Phone passes in a row without figures, for reasons that are not the page's, before the probe. */
  failuresBeforeProbe?: number
}

/**
 * Watches one worker's phone passes and says when the worker should be replaced: at once when a pass
 * hangs after its browser was ended (something in the process is wedged), or when passes fail in a
 * row for reasons that are not the page's (no browser started, a failed or timed-out run) and a
 * known local page then fails too. A known page that is measured means the pages were at fault.
 */
export function watchPhoneHealth({ probe, onUnhealthy, failuresBeforeProbe = 3 }: PhoneHealthOptions) {
  let failures = 0
  let probing = false
  let unhealthy = false
  const replace = (reason: string) => {
    if (unhealthy) return
    unhealthy = true
    onUnhealthy(reason)
  }
  return {
    stuck: () => replace('a phone pass still hangs after its browser was ended'),
    async record(phone: PhonePass) {
      if (phone.status === 'measured' || notTheWorkers.has(phone.reason)) {
        failures = 0
        return
      }
      failures += 1
      if (failures < failuresBeforeProbe || probing || unhealthy) return
      probing = true
      try {
        const known = await probe()
        if (known.status === 'measured') failures = 0
        else
          replace(
            `${failures} phone passes in a row without figures (last: ${phone.reason}), and a known page neither (${known.reason})`,
          )
      } finally {
        probing = false
      }
    },
  }
}

export type PhoneHealth = ReturnType<typeof watchPhoneHealth>

/** The watchdog's known page: small, script-free, on 127.0.0.1, served while it is measured. */
const knownPage = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Prueba del teléfono</title></head><body><h1>Prueba del teléfono</h1><p>Una página pequeña que el análisis sabe medir.</p></body></html>`

export async function serveKnownPage<T>(measure: (url: string, host: string) => Promise<T>): Promise<T> {
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(knownPage),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    return await measure(`http://127.0.0.1:${port}/`, `127.0.0.1:${port}`)
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
}
