import { sameSecret, type Sessions } from './credential'
import { LakeError } from './errors'
import type { LakeRequest, LakeResponse } from './http'
import { localEditor, type Editor } from './studio-api'

export const sessionCookie = 'lake_session'

/** Reads stay open to this machine (the site reads without a credential); everything else writes. */
export function isWrite(method: string, pathname: string) {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false
  // Long GROQ queries travel as POST bodies, yet only read.
  return !(method === 'POST' && /^\/v[^/]+\/data\/query\//.test(pathname))
}

function cookie(request: LakeRequest, name: string): string | undefined {
  const header = request.headers.cookie
  for (const part of (typeof header === 'string' ? header : '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

/** The browser session the request names, valid or not. */
export const sessionOf = (request: LakeRequest) => cookie(request, sessionCookie)

/** The signed-in editor making the request, or undefined without a valid session. */
export const editorOf = (request: LakeRequest, sessions: Sessions) => {
  const session = sessionOf(request)
  return session === undefined ? undefined : sessions.editor(session)
}

export const hasSession = (request: LakeRequest, sessions: Sessions) => editorOf(request, sessions) !== undefined

/**
 * Who the credential says makes the request: the local user for a Node client's bearer token, the
 * signed-in editor for a browser's session cookie, undefined without either (or with a wrong one).
 */
export function identityOf(request: LakeRequest, token: string, sessions: Sessions): Editor | undefined {
  const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
  if (bearer !== undefined) return sameSecret(bearer, token) ? localEditor : undefined
  return editorOf(request, sessions)
}

export const writeRefused = () =>
  new LakeError(
    401,
    'unauthorized',
    'Writing to the local content lake needs the editor credential: open the login address `npm run studio` prints, or send the token in DATA_DIR/lake/token',
  )

const cookieAttributes = 'Path=/; HttpOnly; Secure; SameSite=Strict'

/** Where the browser remembers the editor's name for its next sign-in. */
const nameCookie = 'lake_editor'

/** An editor's name: trimmed, 1 to 60 printable characters; undefined for anything else. */
export function editorName(name: unknown): string | undefined {
  const trimmed = typeof name === 'string' ? name.trim() : ''
  return trimmed && trimmed.length <= 60 && !/\p{Cc}/u.test(trimmed) ? trimmed : undefined
}

/** The name this browser signed in with last time, if any. */
export function rememberedName(request: LakeRequest): string | undefined {
  try {
    return editorName(decodeURIComponent(cookie(request, nameCookie) ?? ''))
  } catch {
    return undefined
  }
}

/**
 * The session cookie: only sent back over https, to this origin, never to script; beside it, for
 * a year, the editor's name, which the next sign-in in this browser takes when given none.
 */
export function startSession(response: LakeResponse, session: string, name: string) {
  response.writeHead(303, {
    'set-cookie': [
      `${sessionCookie}=${session}; ${cookieAttributes}`,
      `${nameCookie}=${encodeURIComponent(name)}; Max-Age=31536000; ${cookieAttributes}`,
    ],
    location: '/',
    'cache-control': 'no-store',
  })
  response.end()
}

/**
 * The Studio's "Sign out" (`POST /auth/logout`): the session ends on the lake, so its cookie no
 * longer writes or reads drafts, its presence sockets close (presence.ts), and the browser drops
 * the cookie. Without a session it changes nothing; the Studio sends it twice (with and without a
 * token) and both succeed.
 */
export function endSession(request: LakeRequest, response: LakeResponse, sessions: Sessions) {
  const session = sessionOf(request)
  if (session !== undefined) sessions.end(session)
  response.writeHead(200, {
    'set-cookie': `${sessionCookie}=; Max-Age=0; ${cookieAttributes}`,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  response.end('{}')
}
