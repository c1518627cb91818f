import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { Outbox } from './outbox'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger
const fast = { pollMs: 5, baseDelayMs: 5, maxDelayMs: 20 }
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe.each(storeFactories())('outbox on $engine', (factory) => {
  const context = useStore(factory)

  it('retries a failing delivery with backoff until it succeeds', async () => {
    const queued = await context.store.enqueue({ kind: 'flaky', payload: { n: 1 } })
    let calls = 0
    const outbox = new Outbox(context.store, silent, fast)
    outbox.register('flaky', async () => {
      if (++calls < 3) throw new Error('down')
    })
    outbox.start()
    await until(async () => (await context.store.listDeliveries('done')).some((d) => d.id === queued.id))
    await outbox.stop()
    expect(calls).toBe(3)
    const done = (await context.store.listDeliveries('done')).find((d) => d.id === queued.id)
    expect(done).toMatchObject({ attempts: 3, lastError: null })
  })

  it('resumes pending deliveries after a restart (a new outbox on the same store)', async () => {
    const queued = await context.store.enqueue({ kind: 'later' })
    const first = new Outbox(context.store, silent, { ...fast, baseDelayMs: 1 })
    first.register('later', () => Promise.reject(new Error('down')))
    await first.drain()
    const second = new Outbox(context.store, silent, fast)
    const seen: string[] = []
    second.register('later', async (delivery) => void seen.push(delivery.id))
    second.start()
    await until(async () => seen.length > 0)
    await second.stop()
    expect(seen).toEqual([queued.id])
  })

  it('delivers each item exactly once with several instances working the same store', async () => {
    const ids = await Promise.all(
      Array.from({ length: 40 }, () => context.store.enqueue({ kind: 'shared' }).then((d) => d.id)),
    )
    const seen: string[] = []
    const instances = [1, 2, 3].map(() => {
      const outbox = new Outbox(context.store, silent, { ...fast, batchSize: 4 })
      outbox.register('shared', async (delivery) => {
        await new Promise((resolve) => setTimeout(resolve, 2))
        seen.push(delivery.id)
      })
      return outbox
    })
    await Promise.all(instances.map((outbox) => outbox.drain()))
    expect(seen.sort()).toEqual(ids.sort())
  })

  it('dead-letters a delivery after maxAttempts failures, with its reason, and keeps delivering others', async () => {
    const poison = await context.store.enqueue({ kind: 'poison' })
    const healthy = await context.store.enqueue({ kind: 'healthy' })
    const outbox = new Outbox(context.store, silent, { ...fast, baseDelayMs: 1, maxAttempts: 3 })
    let calls = 0
    outbox.register('poison', () => {
      calls += 1
      return Promise.reject(Object.assign(new Error('rendering took too long'), { code: 'RENDER_TIMEOUT' }))
    })
    outbox.register('healthy', async () => {})
    outbox.start()
    await until(async () => (await context.store.listDeliveries('dead')).length > 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    await outbox.stop()
    expect(calls).toBe(3)
    const [dead] = await context.store.listDeliveries('dead')
    expect(dead).toMatchObject({ id: poison.id, attempts: 3, lastError: 'RENDER_TIMEOUT: rendering took too long' })
    expect((await context.store.listDeliveries('done')).map((d) => d.id)).toContain(healthy.id)
  })

  it('doubles the retry delay up to the cap', () => {
    const outbox = new Outbox(context.store, silent, { baseDelayMs: 1000, maxDelayMs: 8000 })
    expect(outbox.retryDelay(1)).toBeGreaterThanOrEqual(800)
    expect(outbox.retryDelay(1)).toBeLessThanOrEqual(1200)
    expect(outbox.retryDelay(3)).toBeGreaterThanOrEqual(3200)
    expect(outbox.retryDelay(30)).toBeLessThanOrEqual(9600)
  })
})
