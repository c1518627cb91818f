import { createHash } from 'node:crypto'
import { failure, IdentityUnavailableError } from './identity-unavailable'

/** A member of the project, as Sanity's `users/me` names them. */
export type SanityUser = { id: string; name: string }

export type SanityUsersOptions = {
  /** `https://<projectId>.api.sanity.io`, or a stand-in (SANITY_API_ORIGIN). */
  origin: string
  timeoutMs?: number
  /** How long an answer is reused for the same token. */
  ttlMs?: number
  /** Answers kept at most; the oldest goes first. */
  maxEntries?: number
  now?: () => number
}

/**
 * Who a Studio user's own token belongs to, by asking Sanity's `users/me` on the project's API host
 * with it: a member of the project when Sanity answers 200 with an id and at least one role. A token
 * of another project gets 401, 403 or `{}` there, which refuses it. Answers (refusals included) are
 * kept for a minute under the token's SHA-256, never the token itself; a failed lookup is not kept.
 */
export function createSanityUsers({
  origin,
  timeoutMs = 5000,
  ttlMs = 60_000,
  maxEntries = 1000,
  now = Date.now,
}: SanityUsersOptions) {
  const answers = new Map<string, { expires: number; user: Promise<SanityUser | undefined> }>()

  async function ask(token: string): Promise<SanityUser | undefined> {
    let response: Response
    let body: unknown
    try {
      response = await fetch(`${origin}/v2021-06-07/users/me`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 401 || response.status === 403) return undefined
      if (!response.ok) throw new IdentityUnavailableError(`users/me answered ${response.status}`)
      body = await response.json()
    } catch (error) {
      if (error instanceof IdentityUnavailableError) throw error
      throw new IdentityUnavailableError(`users/me did not answer (${failure(error)})`)
    }
    const user = body as { id?: unknown; name?: unknown; roles?: unknown } | null
    if (typeof user?.id !== 'string' || !user.id || !Array.isArray(user.roles) || user.roles.length === 0) {
      return undefined
    }
    return { id: user.id, name: typeof user.name === 'string' && user.name.trim() ? user.name.trim() : user.id }
  }

  return function userOf(token: string): Promise<SanityUser | undefined> {
    const key = createHash('sha256').update(token).digest('hex')
    const known = answers.get(key)
    if (known && known.expires > now()) return known.user
    const user = ask(token)
    answers.delete(key)
    answers.set(key, { expires: now() + ttlMs, user })
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value!)
    user.catch(() => {
      if (answers.get(key)?.user === user) answers.delete(key)
    })
    return user
  }
}

export type SanityUsers = ReturnType<typeof createSanityUsers>
