import { authorization } from 'content-lake'
import { failure, IdentityUnavailableError } from './identity-unavailable'

/** Whether the lake session an editor assertion names is still signed in. */
export type LakeSessions = (handle: string, token: string) => Promise<boolean>

/**
 * Asks the lake on this machine (its plain HTTP side, with its token) on every call, so signing out
 * ends the Leads API's access at once: an assertion's signature says who signed in, not that they
 * still are. Rejects with IdentityUnavailableError when the lake does not answer.
 */
export function lakeSessions(lakeUrl: string, timeoutMs = 5000): LakeSessions {
  return async (handle, token) => {
    let response: Response
    try {
      response = await fetch(`${lakeUrl}/lake/sessions/${encodeURIComponent(handle)}`, {
        headers: authorization(token),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
    } catch (error) {
      throw new IdentityUnavailableError(`the content lake did not answer (${failure(error)})`)
    }
    if (response.status === 404) return false
    if (!response.ok) throw new IdentityUnavailableError(`the content lake answered ${response.status}`)
    return true
  }
}
