import { describe, expect, it } from 'vitest'
import { atTime } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import type { NewLead } from './types'

const contact = (key?: string): NewLead => ({
  kind: 'contact',
  idempotencyKey: key,
  language: 'es',
  clientIp: '203.0.113.7',
  data: { nombre: 'Ana', correo: 'ana@example.test', necesidades: 'Una web' },
})

describe.each(storeFactories())('lead store on $engine', (factory) => {
  const context = useStore(factory)

  it('stores a lead with its deliveries and lists it', async () => {
    const { lead, created } = await context.store.addLead(contact('k-1'), [
      { kind: 'agency-email' },
      { kind: 'lead-forward' },
    ])
    expect(created).toBe(true)
    expect(await context.store.getLead(lead.id)).toEqual(lead)
    const [listed] = await context.store.listLeads({ kind: 'contact' })
    expect(listed).toMatchObject({ id: lead.id, data: { nombre: 'Ana' }, clientIp: '203.0.113.7' })
    expect(listed?.deliveries.map((d) => d.kind).sort()).toEqual(['agency-email', 'lead-forward'])
  })

  it('stores one lead per idempotency key, even when the same key arrives at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => context.store.addLead(contact('k-2'), [{ kind: 'x' }])),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(new Set(results.map((result) => result.lead.id)).size).toBe(1)
    const deliveries = await context.store.listDeliveries()
    expect(deliveries.filter((d) => d.leadId === results[0]!.lead.id)).toHaveLength(1)
  })

  it('keeps leads without a key apart, and analysis leads too', async () => {
    const a = await context.store.addLead(contact(), [])
    const b = await context.store.addLead(contact(), [])
    expect(a.lead.id).not.toBe(b.lead.id)
    const analysis = await context.store.addLead(
      { kind: 'analysis', language: 'en', clientIp: 'unknown', data: { url: 'https://a.test', mode: 'inline' } },
      [],
    )
    expect((await context.store.listLeads({ kind: 'analysis' })).map((lead) => lead.id)).toEqual([analysis.lead.id])
  })

  it('claims each due delivery once, retries failures later and records success', async () => {
    const queued = await context.store.enqueue({ kind: 'report-email', payload: { to: 'x@example.test' } })
    const claims = await Promise.all([1, 2, 3].map(() => context.store.claimDeliveries(['report-email'], 10, 60_000)))
    expect(claims.flat().map((d) => d.id)).toEqual([queued.id])
    expect(claims.flat()[0]).toMatchObject({ attempts: 1, payload: { to: 'x@example.test' } })

    await context.store.markFailed(queued.id, 'ECONNREFUSED', new Date(Date.now() + 60_000))
    expect(await context.store.claimDeliveries(['report-email'], 10, 60_000)).toEqual([])
    await context.store.markFailed(queued.id, 'ECONNREFUSED', new Date(Date.now() - 1))
    const [again] = await context.store.claimDeliveries(['report-email'], 10, 60_000)
    expect(again).toMatchObject({ id: queued.id, attempts: 2, lastError: 'ECONNREFUSED' })

    await context.store.markDelivered(queued.id)
    const [done] = (await context.store.listDeliveries('done')).filter((d) => d.id === queued.id)
    expect(done?.deliveredAt).toBeInstanceOf(Date)
  })

  it('lets another claimer take a delivery whose lease ran out (a crashed instance)', async () => {
    const queued = await context.store.enqueue({ kind: 'lease-test' })
    expect(await context.store.claimDeliveries(['lease-test'], 1, 1)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await context.store.claimDeliveries(['lease-test'], 1, 60_000)).map((d) => d.id)).toEqual([queued.id])
  })

  it('only claims kinds the caller can deliver', async () => {
    await context.store.enqueue({ kind: 'unknown-kind' })
    expect(await context.store.claimDeliveries(['other'], 10, 1000)).toEqual([])
  })

  it('admits `limit` uses per key in a sliding window, also when they arrive together', async () => {
    const key = `ip:${Math.random()}`
    const results = await Promise.all(Array.from({ length: 8 }, () => context.store.takeRateSlot(key, 3, 60_000)))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
    const refused = results.find((result) => !result.allowed)!
    expect(refused.retryAfterMs).toBeGreaterThan(59_000)
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000)
    expect((await context.store.takeRateSlot(`${key}-other`, 3, 60_000)).allowed).toBe(true)
    // A window of 50 ms, on the store's clock: the first uses have left it once it has passed.
    const short = (at: number) => atTime(at, () => context.store.takeRateSlot(`${key}-short`, 1, 50))
    const start = Date.now()
    expect((await short(start)).allowed).toBe(true)
    expect((await short(start + 10)).allowed).toBe(false)
    expect((await short(start + 60)).allowed).toBe(true)
  })

  it('survives reopening: data and schema persist, migrations run once', async () => {
    const { lead } = await context.store.addLead(contact('k-persist'), [])
    await context.store.close()
    context.store = await factory.open()
    expect(await context.store.getLead(lead.id)).toMatchObject({ id: lead.id })
  })
})
