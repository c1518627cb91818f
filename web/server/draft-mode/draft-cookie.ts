import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const draftCookieName = 'draft_mode'
/** As long as the Studio's preview secret lives; the Presentation tool makes a new one after. */
const lifetimeSeconds = 3600

/** Browsers treat loopback as a secure context: `Secure` cookies work on http://localhost too. */
const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

/**
 * The draft-mode cookie: an expiry signed with a key that lives in this process (a restart ends
 * previews; the Studio opens a new one), HttpOnly, and in a secure context `SameSite=None;
 * Partitioned`, so the browser sends it only inside the frame of the Studio that opened it.
 */
export function createDraftCookie(key = randomBytes(32)) {
  const sign = (expires: number) => createHmac('sha256', key).update(String(expires)).digest('base64url')
  const attributes = (secure: boolean): Omit<SetCookie, 'name' | 'value'> => ({
    path: '/',
    httpOnly: true,
    ...(secure ? { secure, sameSite: 'none', partitioned: true } : { sameSite: 'lax' }),
  })

  return {
    /** Whether the request carries a valid, unexpired draft-mode cookie. */
    isDraft(cookieHeader: string | undefined, now = Date.now()) {
      const value = parseCookie(cookieHeader ?? '')[draftCookieName]
      const [expires, signature] = (value ?? '').split('.')
      if (!expires || !signature || Number(expires) * 1000 <= now) return false
      const expected = Buffer.from(sign(Number(expires)))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    /** The `Set-Cookie` that starts draft mode. */
    start(secure: boolean, now = Date.now()) {
      const expires = Math.floor(now / 1000) + lifetimeSeconds
      const value = `${expires}.${sign(expires)}`
      return stringifySetCookie({ name: draftCookieName, value, maxAge: lifetimeSeconds, ...attributes(secure) })
    },
    /** The `Set-Cookie` that ends it. */
    end(secure: boolean) {
      return stringifySetCookie({ name: draftCookieName, value: '', maxAge: 0, ...attributes(secure) })
    },
  }
}

export type DraftCookie = ReturnType<typeof createDraftCookie>

/** Secure when the request came over https, or to a loopback name. */
export const isSecureContext = (protocol: string, hostname: string) => protocol === 'https' || loopback.test(hostname)
