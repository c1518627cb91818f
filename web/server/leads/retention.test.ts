import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { atTime, contactData, dayMs, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import { mailOutboxDir } from '../mail/mailer'
import { startRetention } from './retention'
import type { LeadStore } from './types'

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

afterEach(() => void vi.useRealTimers())

describe.each(storeFactories())('retention on $engine', (factory) => {
  const context = useStore(factory)

  it('erases leads older than LEAD_RETENTION_DAYS at start and every day, with their mail files', async () => {
    const { store } = context
    const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'))
    const outbox = mailOutboxDir(dataDir)
    mkdirSync(outbox)
    /** A lead made `days` ago, its notification's file in the local mail outbox as the mailer names it. */
    const leadFrom = async (days: number) => {
      const { lead } = await atTime(Date.now() - days * dayMs, () =>
        store.addLead(newLead('contact', contactData()), [{ kind: 'agency-email' }]),
      )
      const [delivery] = (await store.listDeliveries()).filter((each) => each.leadId === lead.id)
      writeFileSync(path.join(outbox, `_${delivery!.id}@zenit-digital.outbox_.eml`), 'From: …')
      return lead
    }
    const old = await leadFrom(31)
    const young = await leadFrom(29.5)
    const fresh = await leadFrom(1)
    // The access record's events of the same ages (the store dates its own events now).
    const eventFrom = (days: number, id: string) =>
      factory.sql(
        `INSERT INTO access_events (id, at, who, via, action, lead_id) VALUES (?, ?, 'Ana', 'lake', 'read-lead', ?)`,
        [id, Date.now() - days * dayMs, old.id],
      )
    await eventFrom(31, '00000000-0000-4000-8000-000000000031')
    await eventFrom(29.5, '00000000-0000-4000-8000-000000000029')
    const events = async () => (await store.accessRecord.page({ limit: 200 })).events
    const logs: Record<string, unknown>[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) })

    // The clock and the day's interval are faked; the store's own I/O runs as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    const stop = startRetention({ store, log, dataDir, days: 30 })
    await until(() => logs.length === 1)
    expect(logs[0]).toMatchObject({
      msg: 'leads past retention erased',
      count: 1,
      deliveries: 1,
      mailFiles: 1,
      accessEvents: 1,
      days: 30,
    })
    expect(await store.getLead(old.id)).toBeUndefined()
    // The purge's own erasure is recorded; the read of the erased lead stays until it is as old.
    expect((await events()).map(({ id, name, action }) => [id, name, action])).toEqual([
      [expect.any(String), 'retention', 'erase'],
      ['00000000-0000-4000-8000-000000000029', 'Ana', 'read-lead'],
    ])
    expect(await store.getLead(young.id)).toBeDefined()
    expect(readdirSync(outbox)).toHaveLength(2)

    // A day later the young lead is 30.5 days old.
    await vi.advanceTimersByTimeAsync(dayMs - 1)
    expect(logs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await until(() => logs.length === 2)
    expect(logs[1]).toMatchObject({ count: 1, mailFiles: 1, accessEvents: 1 })
    expect(await store.getLead(young.id)).toBeUndefined()
    expect(await store.getLead(fresh.id)).toBeDefined()
    expect(readdirSync(outbox)).toHaveLength(1)
    expect(JSON.stringify(logs)).not.toContain('ana@example.test')
    await stop()
    await vi.advanceTimersByTimeAsync(dayMs)
    expect(logs).toHaveLength(2)
  })

  it('keeps every lead with LEAD_RETENTION_DAYS=0', async () => {
    const { store } = context
    const { lead } = await atTime('2001-01-01T00:00:00Z', () => store.addLead(newLead('contact', contactData()), []))
    const logs: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) })
    const stop = startRetention({ store, log, dataDir: tmpdir(), days: 0 })
    await stop()
    expect(await store.getLead(lead.id)).toBeDefined()
    expect(logs).toEqual([])
  })
})

describe('retention', () => {
  it('logs a failed purge and goes on', async () => {
    const logs: Record<string, unknown>[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) })
    const failing = {
      purgeLeadsBefore: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNRESET' })),
      accessRecord: {} as LeadStore['accessRecord'],
    }
    const stop = startRetention({ store: failing, log, dataDir: tmpdir(), days: 30 })
    await stop()
    expect(logs).toEqual([expect.objectContaining({ msg: 'leads retention purge failed', reason: 'ECONNRESET' })])
  })
})
