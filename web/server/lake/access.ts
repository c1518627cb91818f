import { sameSecret, type Sessions } from './credential'
import { LakeError } from './errors'
import type { LakeRequest, LakeResponse } from './http'

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

/** The number of the signed-in editor making the request, or undefined without a valid session. */
export const editorOf = (request: LakeRequest, sessions: Sessions) => {
  const session = cookie(request, sessionCookie)
  return session === undefined ? undefined : sessions.editor(session)
}

export const hasSession = (request: LakeRequest, sessions: Sessions) => editorOf(request, sessions) !== undefined

/** A Node client's bearer token, or a browser's session cookie. */
export function mayWrite(request: LakeRequest, token: string, sessions: Sessions) {
  const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
  if (bearer !== undefined) return sameSecret(bearer, token)
  return hasSession(request, sessions)
}

export const writeRefused = () =>
  new LakeError(
    401,
    'unauthorized',
    'Writing to the local content lake needs the editor credential: open the login address `npm run studio` prints, or send the token in DATA_DIR/lake/token',
  )

/** The session cookie: only sent back over https, to this origin, never to script. */
export function startSession(response: LakeResponse, session: string) {
  response.writeHead(303, {
    'set-cookie': `${sessionCookie}=${session}; Path=/; HttpOnly; Secure; SameSite=Strict`,
    location: '/',
    'cache-control': 'no-store',
  })
  response.end()
}
