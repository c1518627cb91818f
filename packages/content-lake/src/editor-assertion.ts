import { createHmac } from 'node:crypto'
import { sameSecret } from './credential'
import type { Editor } from './editor'

/**
 * An editor assertion: the lake's word, for another server on this machine that holds the lake's
 * token (the site's Leads API), that a signed-in browser is this editor. The Studio asks the lake
 * for one (`GET /lake/editor-assertion`) and sends it as a bearer token; the other server checks
 * its signature with the token, then asks the lake whether the session it names is still signed in
 * (`GET /lake/sessions/<handle>`), so signing out ends it at once. Format:
 * `v2.<payload>.<signature>`, the payload the base64url JSON `{ id, name, sid, aud, exp }` (`sid`
 * the session's handle, `exp` in seconds since the epoch, as in a JWT) and the signature the
 * base64url HMAC-SHA256 of the payload's text with the token as key.
 *
 * Two minutes: the Studio asks for the next one a minute before this one ends.
 */
export const editorAssertionLifetimeMs = 2 * 60_000

/** What an assertion is for: only the Leads API accepts it. */
const audience = 'leads'
const version = 'v2'

type Claims = { id: string; name: string; sid: string; aud: string; exp: number }

/** Who an assertion speaks for: the editor, and the handle of the session they signed in with. */
export type EditorAssertion = { editor: Editor; session: string }

const sign = (payload: string, token: string) => createHmac('sha256', token).update(payload).digest('base64url')

/** An assertion that the editor is signed in with this session, valid for two minutes from `now`. */
export function signEditorAssertion({ editor, session }: EditorAssertion, token: string, now = Date.now()) {
  const expires = now + editorAssertionLifetimeMs
  const exp = Math.floor(expires / 1000)
  const claims: Claims = { id: editor.id, name: editor.name, sid: session, aud: audience, exp }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return {
    assertion: `${version}.${payload}.${sign(payload, token)}`,
    expiresAt: new Date(claims.exp * 1000).toISOString(),
  }
}

const isClaims = (value: unknown): value is Claims => {
  const claims = value as Partial<Claims> | null
  return (
    typeof claims === 'object' &&
    typeof claims?.id === 'string' &&
    typeof claims.name === 'string' &&
    typeof claims.sid === 'string' &&
    typeof claims.aud === 'string' &&
    typeof claims.exp === 'number'
  )
}

/**
 * The editor and session an assertion names, when the lake with `token` signed it for the Leads API
 * and it has not expired at `now`; undefined for anything else. Whether the session is still signed
 * in is the lake's to say.
 */
export function verifyEditorAssertion(assertion: string, token: string, now = Date.now()): EditorAssertion | undefined {
  const [prefix, payload, signature, ...rest] = assertion.split('.')
  if (prefix !== version || !payload || !signature || rest.length > 0) return undefined
  if (!sameSecret(signature, sign(payload, token))) return undefined
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!isClaims(claims) || claims.aud !== audience) return undefined
  // Never longer-lived than the lake signs them, whatever `exp` says (a minute's leeway for clocks).
  const expires = claims.exp * 1000
  if (expires <= now || expires > now + editorAssertionLifetimeMs + 60_000) return undefined
  return { editor: { id: claims.id, name: claims.name }, session: claims.sid }
}
