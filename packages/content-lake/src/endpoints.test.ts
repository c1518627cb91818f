import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whoMayCall } from './access'
import { authorization } from './credential'
import { endpoints } from './endpoints'
import { findEndpoint, pathPattern } from './routes'
import { testLake, type TestLake } from '../testing/test-lake'

/** The rows of a README section's table: each row's cells, without the table's header. */
async function readmeRows(heading: string) {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8')
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
  expect(section, `README.md has a "${heading}" section`).toBeDefined()
  return section!
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
    .slice(1)
    .map((line) => line.slice(2, -2).split(' | '))
}

describe('the endpoint table', () => {
  it('is what the README lists: method, path and who may call it, in order', async () => {
    const documented = (await readmeRows('Endpoints')).map(([method, path, who]) => [method, path, who])
    const table = endpoints.map(({ method, path, access }) => [method, `\`${path}\``, whoMayCall[access]])
    expect(documented).toEqual(table)
  })

  it('reads paths with their named parts, an API version only where {version} stands', () => {
    expect(
      pathPattern('/v{version}/data/doc/{dataset}/{ids}').exec('/v2025-02-19/data/doc/production/a,b')?.groups,
    ).toEqual({ version: '2025-02-19', dataset: 'production', ids: 'a,b' })
    expect(pathPattern('/v{version}/ping').test('/vite/ping')).toBe(false)
    expect(findEndpoint('GET', '/v1/users/me')?.endpoint.path).toBe('/v{version}/users/me')
    expect(findEndpoint('GET', '/v1/users/p-local')?.params).toMatchObject({ ids: 'p-local' })
    expect(findEndpoint('DELETE', '/v1/users/me')).toBeUndefined()
  })
})

describe('who may call an endpoint', () => {
  let t: TestLake
  beforeAll(async () => {
    t = await testLake([{ _id: 'a', _type: 'thing' }])
  })
  afterAll(() => t.cleanup())

  const example = (path: string) =>
    path
      .replace('{version}', '2025-02-19')
      .replace('{project}', 'local')
      .replace('{dataset}', 'production')
      .replace(/\{\w+\*?\}/g, 'a')

  it('refuses every endpoint that needs the credential without it, as its row says', async () => {
    const needCredential = endpoints.filter(({ access }) => access === 'editor')
    expect(needCredential.length).toBeGreaterThan(5)
    for (const { method, path } of needCredential) {
      const body = method === 'GET' ? undefined : '{}'
      const response = await fetch(`${t.lake.url}${example(path)}`, { method, body })
      expect([method, path, response.status]).toEqual([method, path, 401])
    }
    expect(t.lake.store.get('a')).toMatchObject({ _type: 'thing' })
  })

  it('refuses the ones for a signed-in browser without a session, even with the token', async () => {
    const browserOnly = endpoints.filter(({ method, access }) => method !== 'WEBSOCKET' && access === 'browser')
    expect(browserOnly.length).toBeGreaterThan(0)
    for (const { method, path } of browserOnly) {
      const response = await fetch(`${t.lake.url}${example(path)}`, { method, headers: authorization(t.lake.token) })
      expect([method, path, response.status]).toEqual([method, path, 401])
    }
  })

  it('answers the open ones without it', async () => {
    // Event streams stay open; the rest answer at once.
    const open = endpoints.filter(
      ({ method, access, path }) =>
        method === 'GET' && access !== 'editor' && access !== 'browser' && !/listen|live/.test(path),
    )
    for (const { path } of open) {
      const response = await fetch(`${t.lake.url}${example(path)}`, { redirect: 'manual' })
      expect([path, response.status]).not.toEqual([path, 401])
    }
  })
})
