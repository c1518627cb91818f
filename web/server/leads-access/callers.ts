import { readToken, verifyEditorAssertion } from 'content-lake'
import { lakeDir } from '../content'
import type { Env } from '../env.server'
import { tokenMatches } from '../http/admin'
import { createSanityUsers, type SanityUsers } from './sanity-users'

/** Who calls the Leads API, and by which credential; `name` is what status changes, notes and erasures record. */
export type Caller = { name: string; via: 'admin-token' | 'lake' | 'sanity' }

export type LeadsCredentials = {
  adminToken?: string
  /** The local lake's token (DATA_DIR/lake/token), for checking an assertion; undefined when hosted. */
  lakeToken?: () => Promise<string | undefined>
  /** Hosted Sanity's `users/me`; undefined on the lake. */
  sanityUsers?: SanityUsers
}

/**
 * The caller a request's `Authorization: Bearer <credential>` names, tried in order: ADMIN_TOKEN
 * (scripts), an editor assertion of the local lake, a hosted Studio user's own Sanity token.
 * Undefined when none admits it; rejects with SanityUnavailableError when Sanity cannot say.
 */
export function createCallers({ adminToken, lakeToken, sanityUsers }: LeadsCredentials) {
  return async function callerOf(authorization: string | undefined): Promise<Caller | undefined> {
    const credential = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
    if (credential === undefined) return undefined
    if (adminToken && tokenMatches(authorization, adminToken)) return { name: 'admin-token', via: 'admin-token' }
    if (lakeToken) {
      const token = await lakeToken()
      const editor = token === undefined ? undefined : verifyEditorAssertion(credential, token)
      if (editor) return { name: editor.name, via: 'lake' }
    }
    const user = await sanityUsers?.(credential)
    return user && { name: user.name, via: 'sanity' }
  }
}

export type Callers = ReturnType<typeof createCallers>

/**
 * The lake's token, read from its file once it is there and then kept: the lake writes it once, on
 * its first start (which may come after the site's), and never changes it. No file read per request.
 */
function rememberedLakeToken(env: Env) {
  let known: string | undefined
  return async () => (known ??= await readToken(lakeDir(env)))
}

/** The callers the configuration admits: the lake's editors on the lake, hosted Studio users with hosted Sanity. */
export function callersFor(env: Env): Callers {
  const { sanityUsersOrigin } = env.leadsApi
  return createCallers({
    adminToken: env.adminToken,
    lakeToken: env.sanity.mode === 'embedded' ? rememberedLakeToken(env) : undefined,
    sanityUsers: sanityUsersOrigin ? createSanityUsers({ origin: sanityUsersOrigin }) : undefined,
  })
}
