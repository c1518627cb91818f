import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { editorNamed, type Editor } from './editor'

/**
 * The editors' credential: a random token the lake keeps beside its documents, readable only by
 * the account that runs it (mode 0600). Whoever can read the file may write to the lake; Node
 * scripts send it as a bearer token, browsers get a session cookie through a one-time login.
 */
export const tokenFile = (lakeDir: string) => path.join(lakeDir, 'token')

const newSecret = () => randomBytes(32).toString('base64url')

/** The lake's token, made on its first start. */
export async function ensureToken(lakeDir: string): Promise<string> {
  const existing = await readToken(lakeDir)
  if (existing) return existing
  await mkdir(lakeDir, { recursive: true })
  const token = newSecret()
  // `wx`: two processes starting at once keep the first one's token.
  await writeFile(tokenFile(lakeDir), `${token}\n`, { mode: 0o600, flag: 'wx' }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  })
  return (await readToken(lakeDir))!
}

/** The token, or undefined when the lake in `lakeDir` never started. */
export async function readToken(lakeDir: string): Promise<string | undefined> {
  try {
    return (await readFile(tokenFile(lakeDir), 'utf8')).trim() || undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** The header a Node client sends with every write. */
export const authorization = (token: string) => ({ authorization: `Bearer ${token}` })

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Constant time, whatever was sent: both sides are hashed to the same length first (a string's
 * length is not its length in bytes, and unequal buffers would throw).
 */
export const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected))

const codeLifetimeMs = 10 * 60_000

/**
 * A session's public name: a digest of its secret, which another server may hold and show without
 * being able to act as the session (an editor assertion carries it).
 */
export const sessionHandle = (session: string) => createHash('sha256').update(`session:${session}`).digest('base64url')

/**
 * Browser sessions: `npm run studio` asks (with the token) for a login code, naming the editor if
 * it was given a name, prints the address that carries it, and opening it once trades the code for
 * a session cookie as that editor (a code without a name takes the one the browser gives). Sessions
 * last as long as the lake process or until the editor signs out; a restart means running
 * `npm run studio` again for a new address.
 */
export function createSessions() {
  const codes = new Map<string, { expires: number; name?: string }>()
  const sessions = new Map<string, Editor>()
  /** Each live session's handle: what an editor assertion names, so it ends with the session. */
  const handles = new Map<string, string>()
  const endListeners = new Set<(session: string) => void>()
  return {
    newCode(name?: string) {
      const code = newSecret()
      codes.set(code, { expires: Date.now() + codeLifetimeMs, name })
      return code
    },
    /** For a valid, unused code, the name it carries (null: none); undefined for any other code. */
    nameIn(code: string): string | null | undefined {
      const entry = codes.get(code)
      if (!entry || entry.expires < Date.now()) return undefined
      return entry.name ?? null
    },
    /** A session as the editor named, for a valid, unused code; the code is spent either way. */
    redeem(code: string, name: string): string | undefined {
      const entry = codes.get(code)
      codes.delete(code)
      if (!entry || entry.expires < Date.now()) return undefined
      const session = newSecret()
      sessions.set(session, editorNamed(name))
      handles.set(sessionHandle(session), session)
      return session
    },
    /** The editor a session belongs to, or undefined for an unknown or ended session. */
    editor: (session: string) => sessions.get(session),
    /** Whether the session a handle names is still signed in. */
    live: (handle: string) => handles.has(handle),
    /** Signing out: the session no longer writes or reads drafts, nor shows in presence. */
    end(session: string) {
      sessions.delete(session)
      handles.delete(sessionHandle(session))
      for (const listener of endListeners) listener(session)
    },
    /** Calls `listener` with each session that ends from now on. */
    onEnd: (listener: (session: string) => void) => void endListeners.add(listener),
  }
}

export type Sessions = ReturnType<typeof createSessions>
