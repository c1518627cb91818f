import { existsSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { bearer, startLeadsApp, type LeadsApp } from '../../../tests/support/server/leads-api-app'
import { atTime, contactData, dayMs, newLead } from '../../../tests/support/server/lead-fixtures'
import type { Lead } from '../leads/types'
import { mailOutboxDir } from '../mail/mailer'

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe.each(storeFactories())('erasing a lead through the Leads API on $engine', (factory) => {
  let t: LeadsApp
  let expired: Lead
  let marta: Record<string, string>
  beforeAll(async () => {
    t = await startLeadsApp(await factory.serverEnv(), { outbox: { pollMs: 10, baseDelayMs: 10, maxDelayMs: 50 } })
    marta = bearer((await t.signIn('Marta')).assertion)
    // Older than the default retention (730 days) when the server starts.
    ;({ lead: expired } = await atTime(Date.now() - 731 * dayMs, () =>
      t.store.addLead(newLead('contact', contactData()), []),
    ))
    // The outbox and the retention purge start once the server listens.
    await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await t.close()
    await factory.cleanup()
  })

  const mailFiles = () => {
    const folder = mailOutboxDir(t.env.dataDir)
    return existsSync(folder) ? readdirSync(folder) : []
  }

  it('erases the leads past retention once it listens, and logs their count', async () => {
    await until(() => t.logs.some((line) => line.includes('leads past retention erased')))
    const line = t.logs.find((entry) => entry.includes('leads past retention erased'))
    expect(JSON.parse(line!)).toMatchObject({ count: 1, deliveries: 0, days: 730 })
    expect(await t.store.getLead(expired.id)).toBeUndefined()
  })

  it('removes the lead from the list, the export and the deliveries, its history and its mail file, and logs no personal data', async () => {
    const visitor = contactData({ nombre: 'Rosa Borrable', correo: 'rosa.borrable@example.test' })
    const sent = await t.app.inject({ method: 'POST', url: '/api/contact', payload: visitor })
    expect(sent.statusCode).toBe(201)
    const { id } = sent.json() as { id: string }
    // The agency's notification, written to the local mail outbox (no SMTP_URL).
    await until(async () => (await t.store.listDeliveries('done')).some((delivery) => delivery.leadId === id))
    const [delivery] = (await t.store.listDeliveries()).filter((each) => each.leadId === id)
    expect(mailFiles().filter((name) => name.includes(delivery!.id))).toHaveLength(1)
    const other = mailFiles().length - 1
    await t.store.addNote(id, 'Pidió que la borremos', 'Marta')

    const erased = await t.app.inject({ method: 'DELETE', url: `/api/leads/${id}?reason=request`, headers: marta })
    expect(erased.statusCode).toBe(204)
    expect(erased.body).toBe('')
    expect(erased.headers['cache-control']).toBe('no-store')

    const list = await t.app.inject({ url: '/api/leads', headers: marta })
    expect(list.body).not.toContain(id)
    const csv = await t.app.inject({ url: '/api/leads/export.csv', headers: marta })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).not.toContain(id)
    expect(csv.body).not.toContain('Rosa Borrable')
    expect((await t.store.listDeliveries()).filter((each) => each.leadId === id)).toEqual([])
    expect((await t.app.inject({ url: `/api/leads/${id}`, headers: marta })).statusCode).toBe(404)
    expect(mailFiles().filter((name) => name.includes(delivery!.id))).toEqual([])
    expect(mailFiles()).toHaveLength(other)

    const line = t.logs.find((entry) => entry.includes('"lead erased"'))
    expect(JSON.parse(line!)).toMatchObject({ leadId: id, by: 'Marta', reason: 'request', deliveries: 1, mailFiles: 1 })
    const erasureLogs = t.logs.filter((entry) => entry.includes(id)).join('\n')
    expect(erasureLogs).not.toContain('Rosa')
    expect(erasureLogs).not.toContain('rosa.borrable')
    expect(await factory.sql('SELECT erased_by, reason FROM lead_erasures WHERE lead_id = ?', [id])).toEqual([
      { erased_by: 'Marta', reason: 'request' },
    ])
  })
})
