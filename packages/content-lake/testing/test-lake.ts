import { mkdtemp, rm } from 'node:fs/promises'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { authorization } from '../src/credential'
import { startLake, type Lake, type LakeOptions } from '../src/lake'
import type { LakeDocument } from '../src/lake-document'

export const api = '/v2025-02-19'

/** A lake on a free port over a fresh temporary folder, for tests; no localized texts unless `options.languages`. */
export async function testLake(documents: readonly LakeDocument[], dir?: string, options?: Partial<LakeOptions>) {
  const folder = dir ?? (await mkdtemp(path.join(tmpdir(), 'lake-test-')))
  const lake = await startLake({ documents, dataset: 'production', port: 0, dir: folder, languages: [], ...options })
  return {
    lake,
    dir: folder,
    /** JSON request to the lake's plain HTTP side, as an editor (with the credential). */
    call: async (method: string, route: string, body?: unknown) => {
      const response = await fetch(`${lake.url}${route}`, {
        method,
        headers: {
          ...authorization(lake.token),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown> & { result?: unknown },
      }
    },
    /** A browser signing in with the address `npm run studio -- --name <name>` prints: its session cookie. */
    signIn: async (name: string) => {
      const answer = await fetch(`${lake.url}/lake/login-codes`, {
        method: 'POST',
        headers: { ...authorization(lake.token), 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      })
      const { code } = (await answer.json()) as { code: string }
      return new Promise<string>((resolve, reject) => {
        const login = request(
          { host: '127.0.0.1', port: lake.port, path: `/lake/login?code=${code}`, rejectUnauthorized: false },
          (response) => {
            response.resume()
            resolve(String(response.headers['set-cookie']).split(';')[0]!)
          },
        )
        login.on('error', reject).end()
      })
    },
    cleanup: async (keep = false) => {
      await lake.close()
      if (!keep) await rm(folder, { recursive: true, force: true })
    },
  }
}

export type TestLake = Awaited<ReturnType<typeof testLake>>
export type { Lake }
