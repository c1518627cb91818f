import { startLake, type Lake, type LakeOptions } from './lake'

/** A lake this process started (`owned`), or one another process runs on the same port. */
export type LakeConnection = Pick<Lake, 'url' | 'port' | 'close'> & { owned: boolean }

/** Whether a content lake answers on this loopback port. */
export async function lakeAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/v1/ping`, { signal: AbortSignal.timeout(2000) })
    return response.ok && ((await response.json()) as { message?: string }).message === 'PONG'
  } catch {
    return false
  }
}

/**
 * Starts the lake, or uses the one that already holds the port: the site and `npm run studio`
 * share one lake (and so one set of documents) whichever of them starts first.
 */
export async function connectLake(options: LakeOptions): Promise<LakeConnection> {
  try {
    const lake = await startLake(options)
    return { ...lake, owned: true }
  } catch (error) {
    const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    if (!inUse || !(await lakeAnswers(options.port))) {
      if (inUse)
        throw new Error(`LAKE_PORT ${options.port} is taken by something that is not a content lake`, { cause: error })
      throw error
    }
    const port = options.port
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      owned: false,
      close: async () => {},
    }
  }
}
