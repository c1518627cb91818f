import { describe, expect, it } from 'vitest'
import { createWorkQueue, QueueFullError } from './limits'

describe('createWorkQueue', () => {
  it('runs at most `concurrency` tasks, queues the next ones in order, and refuses beyond the queue', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 1 })
    const order: number[] = []
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const task = (n: number) => queue.run(async () => (await gate, order.push(n)))
    const running = [task(1), task(2), task(3)]
    expect(queue.size).toEqual({ active: 2, waiting: 1 })
    await expect(task(4)).rejects.toThrow(QueueFullError)
    open()
    await Promise.all(running)
    expect(order).toEqual([1, 2, 3])
    expect(queue.size).toEqual({ active: 0, waiting: 0 })
  })

  it('gives up on a waiter after maxWaitMs and frees its place', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 20 })
    let open = () => {}
    const busy = queue.run(() => new Promise<void>((resolve) => (open = resolve)))
    await expect(queue.run(async () => 'late')).rejects.toThrow(QueueFullError)
    expect(queue.size.waiting).toBe(0)
    open()
    await busy
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
