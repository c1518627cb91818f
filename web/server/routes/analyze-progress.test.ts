import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProgressHub, type ProgressEvent } from '../analyzer/progress'
import { registerAnalyzeProgress } from './analyze-progress'

const hub = createProgressHub()
let app: FastifyInstance
let origin: string

beforeAll(async () => {
  app = Fastify()
  registerAnalyzeProgress(app, hub)
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

/** Reads the event stream until it ends, as the visitor's EventSource would. */
async function events(response: Response): Promise<ProgressEvent[]> {
  const text = await response.text()
  return [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as ProgressEvent)
}

describe('GET /api/analyze/progress/:id', () => {
  it('streams the stages in order, the latest first to a late listener, and ends on done', async () => {
    const id = 'a'.repeat(24)
    hub.publish(id, 'reading')
    const response = await fetch(`${origin}/api/analyze/progress/${id}`)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    setTimeout(() => {
      hub.publish(id, 'measuring')
      hub.publish(id, 'writing')
      hub.publish(id, 'done')
    }, 50)
    expect(await events(response)).toEqual([
      { stage: 'reading', step: 1, of: 6 },
      { stage: 'measuring', step: 4, of: 6 },
      { stage: 'writing', step: 6, of: 6 },
      { stage: 'done', step: 6, of: 6 },
    ])
  })

  it('refuses ids that are not random tokens', async () => {
    expect((await fetch(`${origin}/api/analyze/progress/short`)).status).toBe(400)
    expect((await fetch(`${origin}/api/analyze/progress/${'a'.repeat(20)}%2F..`)).status).toBe(400)
  })

  it('stays bounded: a full hub closes new streams at once', async () => {
    const small = createProgressHub({ maxIds: 1 })
    expect(small.subscribe('b'.repeat(16), () => {})).toBeTypeOf('function')
    expect(small.subscribe('c'.repeat(16), () => {})).toBeUndefined()
  })
})
