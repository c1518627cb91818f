import pg from 'pg'

/**
 * Postgres connections that outlive Postgres ending them: a restart, a failover, an
 * `idle_session_timeout`, a pooler recycling connections, `pg_terminate_backend`, a network blip.
 * None of them may end the process, and the next statement runs on a fresh connection.
 */

/** Where connection losses are told (pino's logger fits): they are survived, so a warning. */
export type ConnectionLog = { warn: (details: object, message: string) => void }

const lostCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** An error's code for the log (never its message, which can quote data). */
export const codeOf = (error: unknown) =>
  (error as { code?: string } | undefined)?.code ?? (error instanceof Error ? error.name : 'Error')

/**
 * Whether an error means the connection, not the statement, failed: the server ended it (57P01
 * administrator command, 57P02 crash, 57P03 still starting, class 08 connection exceptions), the
 * network did, pg found the client already broken, or no connection came in time.
 */
export function connectionLost(error: unknown): boolean {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string }
  if (code && (/^57P0[123]$/.test(code) || code.startsWith('08') || lostCodes.has(code))) return true
  return /Connection terminated|not queryable|connection timeout|timeout exceeded when trying to connect/i.test(message)
}

/**
 * A pool whose clients listen for their connection's errors for their whole life. pg-pool listens
 * only while a client is idle, and a connection Postgres ends as it is handed over (its last
 * handshake message and the server's goodbye can arrive in one read) would otherwise end the
 * process. A broken client fails its next statement and is dropped; the pool opens a fresh one.
 */
export function listeningPool(
  connectionString: string,
  { max, onLost }: { max: number; onLost: (error: Error) => void },
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5_000 })
  pool.on('error', onLost)
  pool.on('connect', (client) => client.on('error', onLost))
  return pool
}

/**
 * Runs `work` again while it fails for a lost connection and `mayRepeat` says nothing could have been
 * stored: up to `connections + 1` times, since every idle connection of a pool may have been ended
 * with the one that failed (a restart ends them all) and each is found broken only when used.
 */
export async function onFreshConnections<T>(
  work: () => Promise<T>,
  { connections, mayRepeat = () => true }: { connections: number; mayRepeat?: () => boolean },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      if (!connectionLost(error) || !mayRepeat() || attempt > connections) throw error
    }
  }
}

/**
 * LISTENs on `channel` over a connection of its own, and keeps listening: when the connection is
 * lost it connects again, 0.25 s after the loss and doubling up to 10 s while Postgres stays away,
 * and LISTENs anew. Notifications sent while it was away are lost.
 */
export function keepListening(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  log: ConnectionLog,
) {
  let client: pg.Client | undefined
  let closed = false
  let retryMs = 250
  let timer: NodeJS.Timeout | undefined
  const again = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, retryMs)
    retryMs = Math.min(10_000, retryMs * 2)
  }
  async function connect() {
    const next = new pg.Client({ connectionString })
    client = next
    next.on('error', (error) => {
      log.warn({ reason: codeOf(error), channel }, 'listener connection lost; listening again')
      again()
    })
    next.on('end', again)
    next.on('notification', ({ payload }) => payload && onPayload(payload))
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
      retryMs = 250
    } catch (error) {
      log.warn({ reason: codeOf(error), channel }, 'listener could not connect; trying again')
      await next.end().catch(() => {})
      again()
    }
  }
  return {
    /** The first connection's attempt, whatever its outcome: it keeps trying on its own. */
    ready: connect(),
    close: async () => {
      closed = true
      clearTimeout(timer)
      await client?.end().catch(() => {})
    },
  }
}
