import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { signEditorAssertion } from 'content-lake/testing'
import { FetchFailure } from 'site-analyzer'
import { buildApp } from '../../../web/server/app'
import { loadEnv } from '../../../web/server/env.server'
import { openLeadStore } from '../../../web/server/leads/create-store'
import { stubContent, stubRenderer } from './test-doubles'

export const adminToken = 'leads-api-admin-token-0123456789'
/** The lake's token the server reads from DATA_DIR/lake/token (the local lake mode). */
export const lakeToken = 'leads-api-lake-token-'.repeat(2)

/** An editor assertion as the lake gives a signed-in browser (`GET /lake/editor-assertion`). */
export const assertionFor = (name: string, token = lakeToken, now = Date.now()) =>
  signEditorAssertion({ id: `p-editor-${name}`, name }, token, now).assertion

export const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` })

/**
 * Test helper: the whole server (buildApp) over a fresh data folder, with the lake's token in place,
 * the variables given (a store factory's `serverEnv()`, hosted Sanity's) and no analyses; a second
 * connection to its lead store, as the `leads` CLI would open it; every log line it writes.
 */
export async function startLeadsApp(
  variables: Record<string, string> = {},
  overrides: Omit<NonNullable<Parameters<typeof buildApp>[1]>, 'logStream'> = {},
) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'leads-api-')),
    ADMIN_TOKEN: adminToken,
    LAKE_PORT: '4555',
    ...variables,
  })
  mkdirSync(path.join(env.dataDir, 'lake'), { recursive: true })
  writeFileSync(path.join(env.dataDir, 'lake', 'token'), `${lakeToken}\n`, { mode: 0o600 })
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
  return {
    app,
    env,
    store,
    logs,
    close: async () => {
      await app.close()
      await store.close()
    },
  }
}

export type LeadsApp = Awaited<ReturnType<typeof startLeadsApp>>
