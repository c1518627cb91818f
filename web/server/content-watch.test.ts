import { createClient } from '@sanity/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchPublished, type ContentEvent } from './content-watch'
import { api, type TestLake, testLake } from 'content-lake/testing'

let t: TestLake
let events: ContentEvent[]
let stop: () => void

beforeEach(async () => {
  t = await testLake([{ _id: 'service-a', _type: 'service', title: 'A' }])
  events = []
  const client = createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: t.lake.url,
    useProjectHostname: false,
    useCdn: false,
  })
  stop = watchPublished(client, (event) => events.push(event))
  await vi.waitFor(() => expect(events).toEqual(['connected']), { timeout: 30_000 })
})

afterEach(async () => {
  stop()
  await t.cleanup()
})

const mutate = (mutations: unknown[]) => t.call('POST', `${api}/data/mutate/production`, { mutations })

describe('watchPublished', () => {
  it('reports a change to published content, not to drafts', async () => {
    await mutate([{ createOrReplace: { _id: 'drafts.service-a', _type: 'service', title: 'Draft' } }])
    await mutate([{ createOrReplace: { _id: 'service-a', _type: 'service', title: 'Published' } }])
    await vi.waitFor(() => expect(events).toEqual(['connected', 'changed']), { timeout: 30_000 })
  })

  it('reports the listener dropping when the store goes away', async () => {
    await t.lake.close()
    await vi.waitFor(() => expect(events).toContain('disconnected'), { timeout: 30_000 })
  })
})
