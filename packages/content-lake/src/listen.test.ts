import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, testLake, type TestLake } from '../testing/test-lake'

const seed = [
  { _id: 'service-a', _type: 'service', title: 'A' },
  { _id: 'faq-1', _type: 'faqItem', title: 'Q' },
]

type Event = { event: string; data: Record<string, unknown> }

/** Reads server-sent events until `count` have arrived. */
async function readEvents(response: Response, count: number): Promise<Event[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: Event[] = []
  let buffer = ''
  while (events.length < count) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event && data) events.push({ event, data: JSON.parse(data) })
    }
  }
  await reader.cancel()
  return events
}

let t: TestLake
beforeEach(async () => {
  t = await testLake(seed)
})
afterEach(() => t.cleanup())

describe('data/listen', () => {
  it('sends welcome, then the changes the query matches, with effects the Studio applies', async () => {
    const query = encodeURIComponent('*[_type == $type]')
    const response = await fetch(`${t.lake.url}${api}/data/listen/production?query=${query}&$type="service"`)
    expect(response.headers.get('content-type')).toContain('text/event-stream')
    const events = readEvents(response, 4)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await t.call('POST', `${api}/data/mutate/production`, {
      mutations: [
        { patch: { id: 'faq-1', set: { title: 'ignored: not a service' } } },
        { patch: { id: 'service-a', set: { title: 'B' } } },
        { create: { _id: 'service-b', _type: 'service', title: 'New' } },
      ],
    })
    await t.call('POST', `${api}/data/mutate/production`, { mutations: [{ delete: { id: 'service-b' } }] })

    const [welcome, update, appear, disappear] = await events
    expect(welcome!.event).toBe('welcome')
    expect(update!.data).toMatchObject({
      documentId: 'service-a',
      transition: 'update',
      result: { title: 'B' },
      effects: {
        apply: [0, expect.objectContaining({ title: 'B' })],
        revert: [0, expect.objectContaining({ title: 'A' })],
      },
      transactionTotalEvents: 3,
    })
    expect(update!.data.resultRev).toBe(update!.data.transactionId)
    expect(appear!.data).toMatchObject({ documentId: 'service-b', transition: 'appear' })
    expect(disappear!.data).toMatchObject({
      documentId: 'service-b',
      transition: 'disappear',
      effects: { apply: [0, null] },
    })
  })

  it('tells a listener without the credential of published changes only, and names the author', async () => {
    const query = encodeURIComponent('*[_type == "service"]')
    const anonymous = await fetch(`${t.lake.url}${api}/data/listen/production?query=${query}`)
    const events = readEvents(anonymous, 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await t.call('POST', `${api}/data/mutate/production`, {
      mutations: [{ create: { _id: 'drafts.service-a', _type: 'service', title: 'Borrador' } }],
    })
    await t.call('POST', `${api}/data/mutate/production`, {
      mutations: [{ patch: { id: 'service-a', set: { title: 'C' } } }],
    })

    const [welcome, published] = await events
    expect(welcome!.event).toBe('welcome')
    expect(published!.data).toMatchObject({ documentId: 'service-a', identity: 'p-local' })
  })
})
