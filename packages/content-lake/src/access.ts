import { sameSecret, type Sessions } from './credential'
import { LakeError } from './errors'
import type { LakeRequest, LakeResponse } from './http'
import { localEditor, type Editor } from './editor'

export const sessionCookie = 'lake_session'

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

/**
 * Who may call an endpoint (the endpoint table's third column). Every request comes from this
 * machine (http.ts refuses the others); the credential is the token in `DATA_DIR/lake/token`, sent
 * by Node scripts as a bearer token, or a signed-in browser's session cookie.
 */
export const whoMayCall = {
  /** Nothing is asked or looked at. */
  anyone: 'anyone',
  /** Open, but published documents only unless the credential comes with the call (it also names who asks). */
  reader: 'anyone; the credential adds drafts and who asks',
  /** Refused (401) without the credential. */
  editor: 'the credential',
  /** Refused without a browser's session: the token alone does not open it. */
  browser: 'a signed-in browser',
  /** Its files open to anyone; its page, to a signed-in browser (else how to sign in). */
  studio: 'anyone; its page, a signed-in browser',
} as const

export type Access = keyof typeof whoMayCall

/**
 * Admits a call as its endpoint's `access` says: who the credential names, as far as the endpoint
 * looks (undefined for `anyone`); throws the 401 the lake answers when it refuses.
 */
export function admit(
  access: Access,
  request: LakeRequest,
  { token, sessions }: { token: string; sessions: Sessions },
): Editor | undefined {
  if (access === 'anyone') return undefined
  if (access === 'reader') return identityOf(request, token, sessions)
  if (access === 'studio') return editorOf(request, sessions)
  if (access === 'editor') {
    const editor = identityOf(request, token, sessions)
    if (editor === undefined) throw writeRefused()
    return editor
  }
  const editor = editorOf(request, sessions)
  if (editor === undefined) {
    throw new LakeError(401, 'unauthorized', 'Only a signed-in browser: open the login address `npm run studio` prints')
  }
  return editor
}

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
