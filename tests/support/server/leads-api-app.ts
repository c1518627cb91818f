import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { api, signEditorAssertion, testLake } from 'content-lake/testing'
import { FetchFailure } from 'site-analyzer'
import { buildApp } from '../../../web/server/app'
import { loadEnv } from '../../../web/server/env.server'
import { openLeadStore } from '../../../web/server/leads/create-store'
import { stubContent, stubRenderer } from './test-doubles'

export const adminToken = 'leads-api-admin-token-0123456789'

/**
 * An assertion signed like the lake's, for a session the lake never had: what a forger with the
 * token, an expired or another lake's assertion looks like (`t.signIn` gives a real one).
 */
export const forgedAssertion = (name: string, token: string, now = Date.now()) =>
  signEditorAssertion({ editor: { id: `p-editor-${name}`, name }, session: 'no-such-session' }, token, now).assertion

export const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` })

/**
 * Test helper: the whole server (buildApp) over a fresh data folder, with the variables given (a
 * store factory's `serverEnv()`, hosted Sanity's) and no analyses, beside a real lake in that
 * folder (its editors sign in there, and sign out); a second connection to its lead store, as the
 * `leads` CLI would open it; every log line it writes.
 */
export async function startLeadsApp(
  variables: Record<string, string> = {},
  overrides: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'logStream'> = {},
) {
  const dataDir = variables.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'leads-api-'))
  const lake = await testLake([], path.join(dataDir, 'lake'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ADMIN_TOKEN: adminToken,
    ...variables,
    DATA_DIR: dataDir,
    LAKE_PORT: String(lake.lake.port),
  })
  const logs: string[] = []
  const app = await buildApp(env, {
    content: stubContent(),
    renderer: stubRenderer(),
    analysis: { analyze: () => Promise.reject(new FetchFailure('unreachable')) },
    ...overrides,
    logStream: { write: (line: string) => void logs.push(line) },
  })
  await app.ready()
  const store = await openLeadStore(env)
  /** An editor signed in to the lake: the assertion it gives them, and signing them out. */
  async function signIn(name: string) {
    const cookie = await lake.signIn(name)
    const answer = await fetch(`${lake.lake.url}/lake/editor-assertion`, { headers: { cookie } })
    const { assertion } = (await answer.json()) as { assertion: string }
    // The Studio's "Sign out".
    const signOut = async () =>
      void (await fetch(`${lake.lake.url}${api}/auth/logout`, { method: 'POST', headers: { cookie } }))
    return { assertion, signOut }
  }
  return {
    app,
    env,
    store,
    logs,
    lake: lake.lake,
    signIn,
    close: async () => {
      await app.close()
      await store.close()
      await lake.cleanup(true)
    },
  }
}

export type LeadsApp = Awaited<ReturnType<typeof startLeadsApp>>
