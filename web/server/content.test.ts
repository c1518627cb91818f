import { createClient } from '@sanity/client'
import { quietLog } from '../../tests/support/server/test-doubles'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfig, createContentSource, type ContentSource } from './content'
import { loadEnv } from './env.server'
import { seedUnedited } from '../../seed/lake'

describe('the local content lake', () => {
  it('applies patches with the @sanity/mutator of the sanity the Studio runs', async () => {
    const manifest = async (file: string) =>
      JSON.parse(await readFile(file, 'utf8')) as { dependencies: Record<string, string> }
    const sanity = await manifest('node_modules/sanity/package.json')
    const lake = await manifest('packages/content-lake/package.json')
    expect(lake.dependencies['@sanity/mutator']).toBe(sanity.dependencies['@sanity/mutator'])
  })
})

describe('clientConfig', () => {
  it('points hosted mode at the project, through the CDN when no token is needed', () => {
    const config = clientConfig({
      mode: 'hosted',
      projectId: 'abc123',
      dataset: 'production',
      apiVersion: '2025-02-19',
    })
    expect(config).toMatchObject({ projectId: 'abc123', dataset: 'production', useCdn: true, perspective: 'published' })
    expect(createClient(config).getUrl('/data/query/production', true)).toMatch(
      /^https:\/\/abc123\.apicdn\.sanity\.io\/v2025-02-19\/data\/query\/production/,
    )
  })

  it('reads hosted content with a token directly from the API, not the CDN', () => {
    const config = clientConfig({
      mode: 'hosted',
      projectId: 'abc123',
      dataset: 'staging',
      apiVersion: '2025-02-19',
      token: 't',
    })
    expect(config).toMatchObject({ token: 't', useCdn: false })
  })

  it('points embedded mode at the lake as given', () => {
    const config = clientConfig(
      { mode: 'embedded', dataset: 'production', apiVersion: '2025-02-19' },
      'http://127.0.0.1:4321',
    )
    expect(createClient(config).getUrl('/data/query/production')).toBe(
      'http://127.0.0.1:4321/v2025-02-19/data/query/production',
    )
  })
})

describe('embedded content source', () => {
  let source: ContentSource
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'content-test-'))
    const env = loadEnv({ LAKE_PORT: '0', DATA_DIR: dataDir })
    await seedUnedited(env, () => {})
    source = await createContentSource(env, quietLog)
  })
  afterAll(async () => {
    await source.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('serves every page in both languages through the lake', async () => {
    expect(source.mode).toBe('embedded')
    const spanish = await source.fetch('terms', 'es')
    const english = await source.fetch('terms', 'en')
    expect(spanish.page?.title).toBeTruthy()
    expect(english.page?.title).toBeTruthy()
    expect(english.page?.title).not.toBe(spanish.page?.title)
  })
})
