import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { analysisData, atTime, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'

const report = { language: 'es', result: { scores: { overall: 72 } } }
const maria = { name: 'María', via: 'lake' }

describe.each(storeFactories())('erasing leads on $engine', (factory) => {
  const context = useStore(factory)

  it('erases a lead with its events, report and deliveries, pending ones too, and logs who did it', async () => {
    const { store } = context
    const { lead } = await store.addLead(newLead('analysis', analysisData()), [{ kind: 'erase-email' }], report)
    const later = await store.enqueue({ kind: 'erase-email', leadId: lead.id, payload: { to: 'ana@example.test' } })
    await store.addNote(lead.id, 'Pidió que borremos sus datos', 'María')
    await store.setStatus(lead.id, 'lost', 'María')
    const { lead: kept } = await store.addLead(newLead('contact', contactData()), [{ kind: 'erase-email' }])

    const deliveriesOf = async (leadId: string) =>
      (await store.listDeliveries()).filter((delivery) => delivery.leadId === leadId).map((delivery) => delivery.id)
    const queued = await deliveriesOf(lead.id)
    expect(queued).toHaveLength(2)
    expect(queued).toContain(later.id)

    const erased = await store.eraseLead(lead.id, maria, 'request')
    expect(erased?.sort()).toEqual(queued.sort())
    expect(await deliveriesOf(lead.id)).toEqual([])
    expect(await store.getLead(lead.id)).toBeUndefined()
    expect(await store.getLeadDetail(lead.id)).toBeUndefined()
    expect(await factory.sql('SELECT id FROM lead_events WHERE lead_id = ?', [lead.id])).toEqual([])
    expect(await store.getReport(lead.id)).toBeUndefined()
    expect(await factory.sql('SELECT lead_id FROM lead_reports WHERE lead_id = ?', [lead.id])).toEqual([])
    // Nothing is sent for it afterwards; the other lead's delivery still is.
    const claimed = await store.claimDeliveries(['erase-email'], 10, 60_000)
    expect(claimed.map((delivery) => delivery.leadId)).toEqual([kept.id])

    const log = await factory.sql('SELECT * FROM lead_erasures WHERE lead_id = ?', [lead.id])
    expect(log).toEqual([{ lead_id: lead.id, at: expect.anything(), erased_by: 'María', reason: 'request' }])
    expect(Number(log[0]!.at)).toBeGreaterThan(lead.createdAt.getTime() - 1)
  })

  it('keeps no trace of an erased person: not in the rate limits, and on SQLite not in its files', async () => {
    const { store } = context
    const person = { correo: 'huella@example.test', telefono: '+503 7777-8892', nombre: 'Huella Borrada' }
    const { lead } = await store.addLead(newLead('contact', contactData(person)), [{ kind: 'erase-email' }])
    await store.takeRateSlot(`mail:${person.correo}`, 5, 60_000)
    await store.takeRateSlot('ip:203.0.113.77', 5, 60_000)
    await store.addNote(lead.id, `Llamar a ${person.nombre}`, 'María')
    await store.eraseLead(lead.id, maria, 'request')

    const rateKeys = [
      ...(await factory.sql('SELECT key FROM rate_keys')),
      ...(await factory.sql('SELECT key FROM rate_events')),
    ].map((row) => String(row.key))
    expect(rateKeys.length).toBeGreaterThan(0)
    expect(rateKeys.join(' ')).not.toMatch(/huella|203\.0\.113\.77/)
    if (factory.engine !== 'sqlite') return
    const { DATA_DIR } = await factory.serverEnv()
    const files = (await readdir(DATA_DIR!)).filter((name) => name.startsWith('leads.sqlite'))
    const bytes = Buffer.concat(await Promise.all(files.map((name) => readFile(path.join(DATA_DIR!, name)))))
    for (const trace of [person.correo, '7777-8892', '77778892', 'Huella']) expect(bytes.includes(trace)).toBe(false)
  })

  it('answers undefined for a lead it does not have, and logs nothing', async () => {
    const missing = '00000000-0000-4000-8000-000000000001'
    expect(await context.store.eraseLead(missing, { name: 'admin-token', via: 'admin-token' })).toBeUndefined()
    expect(await factory.sql('SELECT * FROM lead_erasures WHERE lead_id = ?', [missing])).toEqual([])
  })

  it('takes its reasons from a closed list, so the log holds no free text', async () => {
    const { lead } = await context.store.addLead(newLead('contact', contactData()), [])
    await expect(context.store.eraseLead(lead.id, maria, 'Ana Pérez asked' as 'request')).rejects.toThrow(RangeError)
    expect(await context.store.getLead(lead.id)).toMatchObject({ id: lead.id })
  })

  it('purges every lead created before a date, by and for retention', async () => {
    const { store } = context
    const add = (at: string) =>
      atTime(at, () => store.addLead(newLead('analysis', analysisData()), [{ kind: 'purge-email' }], report))
    const old = [await add('2020-01-01T00:00:00Z'), await add('2020-11-30T23:59:59.999Z')]
    const young = await add('2020-12-01T00:00:00Z')
    await atTime('2020-06-01T00:00:00Z', () => store.addNote(old[0]!.lead.id, 'antigua', 'José'))
    const oldDeliveries = (await store.listDeliveries())
      .filter((delivery) => old.some(({ lead }) => lead.id === delivery.leadId))
      .map((delivery) => delivery.id)

    const purged = await store.purgeLeadsBefore(new Date('2020-12-01T00:00:00Z'))
    expect(purged.count).toBe(2)
    expect(purged.deliveryIds.sort()).toEqual(oldDeliveries.sort())
    for (const { lead } of old) expect(await store.getLead(lead.id)).toBeUndefined()
    expect(await store.getLead(young.lead.id)).toMatchObject({ id: young.lead.id })
    const reports = await factory.sql('SELECT lead_id FROM lead_reports')
    expect(reports.map((row) => row.lead_id)).not.toContain(old[0]!.lead.id)
    expect(reports.map((row) => row.lead_id)).not.toContain(old[1]!.lead.id)
    expect(await store.getReport(young.lead.id)).toMatchObject({ leadId: young.lead.id })
    const log = await factory.sql(`SELECT lead_id, erased_by, reason FROM lead_erasures WHERE reason = 'retention'`)
    expect(log.map((row) => row.lead_id).sort()).toEqual(old.map(({ lead }) => lead.id).sort())
    expect(log.every((row) => row.erased_by === 'retention')).toBe(true)
    expect(await store.purgeLeadsBefore(new Date('2020-12-01T00:00:00Z'))).toEqual({ count: 0, deliveryIds: [] })
  })
})
