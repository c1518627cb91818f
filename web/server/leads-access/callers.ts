import { readToken, verifyEditorAssertion } from 'content-lake'
import { lakeDir } from 'shared/lake'
import type { Env } from '../env.server'
import { tokenMatches } from '../http/admin'
import { lakeSessions, type LakeSessions } from './lake-sessions'
import { createSanityUsers, type SanityUsers } from './sanity-users'

/** Who calls the Leads API, and by which credential; `name` is what status changes, notes and erasures record. */
export type Caller = { name: string; via: 'admin-token' | 'lake' | 'sanity' }

export type LeadsCredentials = {
  adminToken?: string
  /**
   * The local lake, undefined when hosted: its token (DATA_DIR/lake/token), which signs an
   * assertion, and whether the session an assertion names is still signed in.
   */
  lake?: { token: () => Promise<string | undefined>; sessions: LakeSessions }
  /** Hosted Sanity's `users/me`; undefined on the lake. */
  sanityUsers?: SanityUsers
}

/**
 * The caller a request's `Authorization: Bearer <credential>` names, tried in order: ADMIN_TOKEN
 * (scripts), an editor assertion of the local lake whose session is still signed in, a hosted
 * Studio user's own Sanity token. Undefined when none admits it; rejects with
 * IdentityUnavailableError when the lake or Sanity cannot say.
 */
export function createCallers({ adminToken, lake, sanityUsers }: LeadsCredentials) {
  return async function callerOf(authorization: string | undefined): Promise<Caller | undefined> {
    const credential = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1]
    if (credential === undefined) return undefined
    if (adminToken && tokenMatches(authorization, adminToken)) return { name: 'admin-token', via: 'admin-token' }
    const token = await lake?.token()
    const asserted = token === undefined ? undefined : verifyEditorAssertion(credential, token)
    if (asserted)
      return (await lake!.sessions(asserted.session, token!)) ? { name: asserted.editor.name, via: 'lake' } : undefined
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
  const lake = { token: rememberedLakeToken(env), sessions: lakeSessions(`http://127.0.0.1:${env.lakePort}`) }
  return createCallers({
    adminToken: env.adminToken,
    lake: env.sanity.mode === 'embedded' ? lake : undefined,
    sanityUsers: sanityUsersOrigin ? createSanityUsers({ origin: sanityUsersOrigin }) : undefined,
  })
}
