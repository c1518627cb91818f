import { describe, expect, it, vi } from 'vitest'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import type { LeadStore } from './types'

/** A queued analysis as the analyze route makes it: its lead first, then its place, in one transaction. */
async function queue(store: LeadStore, url: string, clientKey: string, email?: string) {
  return store.transaction(async () => {
    const { lead } = await store.addLead(
      { kind: 'analysis', language: 'es', clientIp: '203.0.113.9', data: { url, mode: 'inline', outcome: 'queued' } },
      [],
    )
    return store.waitingList.add({ leadId: lead.id, url, language: 'es', email, clientKey })
  })
}

describe.each(storeFactories())('the analyses waiting for a worker, on $engine', (factory) => {
  const context = useStore(factory)

  it('keeps each with a ticket, in order, and tells each its place', async () => {
    const { store } = context
    const first = await queue(store, 'https://uno.example/', 'a')
    const second = await queue(store, 'https://dos.example/', 'b', 'ana@example.test')
    expect(first.ticket).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(first.ticket).not.toBe(second.ticket)
    expect(await store.waitingList.get(second.ticket)).toMatchObject({
      url: 'https://dos.example/',
      email: 'ana@example.test',
      status: 'queued',
      attempts: 0,
    })
    expect(await store.waitingList.place(first)).toEqual({ ahead: 0, running: 0 })
    expect(await store.waitingList.place(second)).toEqual({ ahead: 1, running: 0 })
    expect((await store.waitingList.heldBy('b'))?.ticket).toBe(second.ticket)
    expect(await store.waitingList.heldBy('c')).toBeUndefined()

    // The oldest is taken first; the next moves up, and the running one is counted.
    const taken = await store.waitingList.claim(60_000)
    expect(taken).toMatchObject({ ticket: first.ticket, status: 'running', attempts: 1 })
    expect(await store.waitingList.place(second)).toEqual({ ahead: 0, running: 1 })
    expect(await store.waitingList.waiting()).toBe(1)

    await store.waitingList.finish(first.ticket, 'done', 'done')
    expect(await store.waitingList.get(first.ticket)).toMatchObject({ status: 'done', outcome: 'done' })
    expect(await store.waitingList.heldBy('a')).toBeUndefined()
    expect((await store.waitingList.claim(60_000))?.ticket).toBe(second.ticket)
    await store.waitingList.finish(second.ticket, 'failed', 'unreachable')
    expect(await store.waitingList.claim(60_000)).toBeUndefined()
  })

  it('gives one analysis to one claimer at a time, and takes back one whose runner’s lease ran out', async () => {
    const { store } = context
    const lone = await queue(store, 'https://tres.example/', 'c')
    const claims = await Promise.all(Array.from({ length: 5 }, () => store.waitingList.claim(60_000)))
    expect(claims.filter(Boolean).map((claim) => claim!.ticket)).toEqual([lone.ticket])
    // A minute later its lease has run out, as a server that died mid-analysis leaves it. The clock
    // is moved, not waited for: a lease short enough to wait out ran out between two claimers on a
    // busy machine, and both took it.
    const minuteLater = Date.now() + 61_000
    vi.spyOn(Date, 'now').mockImplementation(() => minuteLater)
    try {
      expect(await store.waitingList.waiting()).toBe(1)
      expect(await store.waitingList.claim(60_000)).toMatchObject({ ticket: lone.ticket, attempts: 2 })
    } finally {
      vi.restoreAllMocks()
    }
    await store.waitingList.requeue(lone.ticket, true)
    expect(await store.waitingList.get(lone.ticket)).toMatchObject({ status: 'queued', attempts: 2 })
    await store.waitingList.claim(60_000)
    // A try that never started (no room, no worker in time) is not counted.
    await store.waitingList.requeue(lone.ticket, false)
    expect(await store.waitingList.get(lone.ticket)).toMatchObject({ status: 'queued', attempts: 2 })
    await store.waitingList.finish(lone.ticket, 'done', 'done')
  })

  it('takes an e-mail given later, forgets finished ones, and is erased with the lead', async () => {
    const { store } = context
    const later = await queue(store, 'https://cuatro.example/', 'd')
    await store.waitingList.setEmail(later.ticket, 'luis@example.test')
    expect((await store.waitingList.get(later.ticket))?.email).toBe('luis@example.test')
    await store.eraseLead(later.leadId, { name: 'Ana', via: 'lake' })
    expect(await store.waitingList.get(later.ticket)).toBeUndefined()

    const finished = await queue(store, 'https://cinco.example/', 'e')
    await store.waitingList.finish(finished.ticket, 'done', 'done')
    expect(await store.waitingList.forgetFinishedBefore(new Date(Date.now() - 60_000))).toBe(0)
    expect(await store.waitingList.forgetFinishedBefore(new Date(Date.now() + 1))).toBeGreaterThan(0)
    expect(await store.waitingList.get(finished.ticket)).toBeUndefined()
  })

  it('stores nothing of an analysis whose transaction failed', async () => {
    const { store } = context
    const before = (await store.listLeads({ kind: 'analysis' })).length
    await expect(
      store.transaction(async () => {
        await queue(store, 'https://seis.example/', 'f')
        throw new Error('the request went away')
      }),
    ).rejects.toThrow('went away')
    expect((await store.listLeads({ kind: 'analysis' })).length).toBe(before)
    expect(await store.waitingList.heldBy('f')).toBeUndefined()
  })
})
