import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { authorization } from './credential'
import { startLake, type Lake, type LakeOptions } from './lake'
import type { LakeDocument } from './query'

export const api = '/v2025-02-19'

/** A lake on a free port over a fresh temporary folder, for tests. */
export async function testLake(documents: readonly LakeDocument[], dir?: string, options?: Partial<LakeOptions>) {
  const folder = dir ?? (await mkdtemp(path.join(tmpdir(), 'lake-test-')))
  const lake = await startLake({ documents, dataset: 'production', port: 0, dir: folder, ...options })
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
    cleanup: async (keep = false) => {
      await lake.close()
      if (!keep) await rm(folder, { recursive: true, force: true })
    },
  }
}

export type TestLake = Awaited<ReturnType<typeof testLake>>
export type { Lake }
