import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, request, type IncomingMessage } from 'node:http'
import { createProgressHub, type ProgressEvent, type ProgressHub } from '../analyzer/progress'
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

/** The events of a whole stream, as the visitor's EventSource would read them. */
const eventsIn = (text: string) =>
  [...text.matchAll(/^data: (.*)$/gm)].map((match) => JSON.parse(match[1]!) as ProgressEvent)

async function events(response: Response): Promise<ProgressEvent[]> {
  return eventsIn(await response.text())
}

/** A GET of the stream from the agent's own local address (one client per address), answered once headers arrive. */
const get = (path: string, agent: Agent) =>
  new Promise<IncomingMessage>((resolve, reject) =>
    request(`${origin}/api/analyze/progress/${path}`, { agent }, resolve).on('error', reject).end(),
  )

const text = async (response: IncomingMessage) => {
  let body = ''
  for await (const chunk of response) body += chunk
  return body
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

  it('refuses a client its ninth stream at once with the API error, in its language', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 16, localAddress: '127.0.0.4' })
    const open = await Promise.all(Array.from({ length: 8 }, (_, i) => get(`${'h'.repeat(20)}${i}`, agent)))
    expect(open.map(({ statusCode }) => statusCode)).toEqual(Array(8).fill(200))
    const refused = await get(`${'h'.repeat(20)}x?lang=en`, agent)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('120')
    expect(await text(refused)).toBe(
      JSON.stringify({
        error: 'rate_limited',
        message: 'Too many requests in a row. Please try again in a few minutes.',
      }),
    )
    // A closed stream gives its place back.
    open[0]!.destroy()
    await expect.poll(async () => (await get(`${'h'.repeat(20)}y`, agent)).statusCode).toBe(200)
    agent.destroy()
  })

  it("lets no client's streams stop another client's stream", async () => {
    const attacker = new Agent({ keepAlive: true, maxSockets: 64, localAddress: '127.0.0.2' })
    const answers = await Promise.all(
      Array.from({ length: 2000 }, async (_, i) => {
        const response = await get(i.toString(36).padStart(16, 'z'), attacker)
        if (response.statusCode !== 200) await text(response)
        return response.statusCode
      }),
    )
    expect(answers.filter((status) => status === 200)).toHaveLength(8)
    expect(answers.filter((status) => status === 429)).toHaveLength(1992)

    const id = 'v'.repeat(24)
    const visitor = await get(id, new Agent({ localAddress: '127.0.0.3' }))
    expect(visitor.statusCode).toBe(200)
    hub.publish(id, 'reading')
    hub.publish(id, 'writing')
    hub.publish(id, 'done')
    expect(eventsIn(await text(visitor))).toEqual([
      { stage: 'reading', step: 1, of: 6 },
      { stage: 'writing', step: 6, of: 6 },
      { stage: 'done', step: 6, of: 6 },
    ])
    attacker.destroy()
  }, 30_000)
})

describe('streams held open on nothing by many clients', () => {
  it('never keep a fresh visitor out: the oldest of them ends, the visitor hears its analysis', async () => {
    const small = createProgressHub({ maxIds: 20, maxStreamsPerClient: 4 })
    const server = Fastify()
    registerAnalyzeProgress(server, small)
    const at = await server.listen({ port: 0, host: '127.0.0.1' })
    const open = (id: string, localAddress: string) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        request(`${at}/api/analyze/progress/${id}`, { localAddress }, resolve).on('error', reject).end(),
      )
    try {
      const flood: IncomingMessage[] = []
      for (let client = 0; client < 5; client += 1)
        for (let stream = 0; stream < 4; stream += 1)
          flood.push(await open(`${client}${stream}`.padStart(16, 'f'), `127.0.0.${10 + client}`))
      expect(flood.map(({ statusCode }) => statusCode)).toEqual(Array(20).fill(200))

      const id = 'v'.repeat(24)
      const visitor = await open(id, '127.0.0.30')
      expect(visitor.statusCode).toBe(200)
      expect(await text(flood[0]!)).toBe('retry: 2000\n\n')
      small.publish(id, 'reading')
      small.publish(id, 'done')
      expect(eventsIn(await text(visitor)).map(({ stage }) => stage)).toEqual(['reading', 'done'])
      for (const response of flood) response.destroy()
    } finally {
      await server.close()
    }
  }, 30_000)
})

describe('the progress hub', () => {
  const listen = (hub: ProgressHub, id: string, client: string, heard: ProgressEvent[] = []) => {
    const subscription = hub.subscribe(id, client, (event) => heard.push(event))
    if ('refused' in subscription) throw new Error(`refused: ${subscription.refused}`)
    return subscription
  }

  it('holds at most so many streams per client; an id no analysis published to is forgotten with its last stream', () => {
    const small = createProgressHub({ maxIds: 3, maxStreamsPerClient: 2 })
    listen(small, 'a'.repeat(16), 'one')
    const second = listen(small, 'b'.repeat(16), 'one')
    expect(small.subscribe('c'.repeat(16), 'one', () => {})).toEqual({ refused: 'client', retryAfterSeconds: 120 })
    second.unsubscribe()
    listen(small, 'c'.repeat(16), 'one')
  })

  it('gives a new stream, when every place is taken, the place of the oldest waiting on nothing; refuses only when every id has an analysis', () => {
    const small = createProgressHub({ maxIds: 3, maxStreamsPerClient: 2 })
    const ended: string[] = []
    const hold = (id: string, client: string) => {
      const subscription = small.subscribe(
        id,
        client,
        () => {},
        () => ended.push(id),
      )
      if ('refused' in subscription) throw new Error(`refused: ${subscription.refused}`)
    }
    hold('a'.repeat(16), 'one')
    hold('b'.repeat(16), 'two')
    small.publish('b'.repeat(16), 'reading')
    hold('c'.repeat(16), 'three')
    // Full: the fresh visitor takes the place of the oldest stream on an id nobody published to.
    hold('d'.repeat(16), 'visitor')
    expect(ended).toEqual(['a'.repeat(16)])
    small.publish('c'.repeat(16), 'reading')
    small.publish('d'.repeat(16), 'reading')
    expect(small.subscribe('e'.repeat(16), 'late', () => {})).toEqual({ refused: 'full', retryAfterSeconds: 120 })
    expect(ended).toEqual(['a'.repeat(16)])
  })

  it('delivers every stage to a subscribed id, even when the hub is full', () => {
    const small = createProgressHub({ maxIds: 1, maxStreamsPerClient: 1 })
    const heard: ProgressEvent[] = []
    const subscription = listen(small, 'a'.repeat(16), 'one', heard)
    expect(subscription.latest).toBeUndefined()
    small.publish('a'.repeat(16), 'reading')
    small.publish('a'.repeat(16), 'done')
    expect(heard.map(({ stage }) => stage)).toEqual(['reading', 'done'])
  })

  it('keeps what an analysis published for a stream that comes later', () => {
    const small = createProgressHub()
    small.publish('a'.repeat(16), 'reading')
    small.publish('a'.repeat(16), 'browser')
    expect(listen(small, 'a'.repeat(16), 'one').latest).toEqual({ stage: 'browser', step: 3, of: 6 })
  })
})
