import { describe, expect, it } from 'vitest'
import { analysisData, bookingData, contactData } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import { migrations } from './migrations'

const insertLead = `INSERT INTO leads (id, kind, idempotency_key, language, client_ip, data, created_at)
  VALUES (?, ?, NULL, 'es', '203.0.113.9', ?, ?)`

describe.each(storeFactories())('migration 3 on $engine', (factory) => {
  /** A store as version 2 left it, with leads of every kind and more than one backfill batch. */
  async function version2Store() {
    for (const migration of migrations.filter(({ id }) => id <= 2)) {
      for (const statement of migration.sql) await factory.sql(statement)
    }
    await factory.sql('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)')
    await factory.sql('INSERT INTO schema_migrations (id, applied_at) VALUES (1, 0), (2, 0)')
    const leads = {
      contact: ['contact', contactData({ correo: ' Ana@Example.TEST ', telefono: '+503 7654-3210' })],
      analysis: ['analysis', analysisData({ email: 'Dueno@Example.test' })],
      booking: ['booking', bookingData()],
      shortPhone: ['contact', contactData({ telefono: '12-34' })],
    } as const
    for (const [id, [kind, data]] of Object.entries(leads))
      await factory.sql(insertLead, [id, kind, JSON.stringify(data), 1])
    await factory.sql(
      `INSERT INTO leads (id, kind, idempotency_key, language, client_ip, data, created_at)
       WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1200)
       SELECT 'bulk-' || i, 'analysis', NULL, 'en', 'unknown', '{"url":"https://a.test","email":"Bulk' || i || '@a.test"}', i FROM n`,
    )
  }

  const upgraded = {
    ...factory,
    open: async () => {
      await version2Store()
      return factory.open()
    },
  }
  const context = useStore(upgraded)

  it('gives existing leads the status new, no attribution, and their e-mail and phone keys', async () => {
    expect(await context.store.getLead('contact')).toMatchObject({ status: 'new', attribution: {} })
    const keys = await factory.sql(`SELECT id, status, email, phone FROM leads WHERE id NOT LIKE 'bulk-%' ORDER BY id`)
    expect(keys).toEqual([
      { id: 'analysis', status: 'new', email: 'dueno@example.test', phone: null },
      { id: 'booking', status: 'new', email: null, phone: null },
      { id: 'contact', status: 'new', email: 'ana@example.test', phone: '50376543210' },
      { id: 'shortPhone', status: 'new', email: 'ana@example.test', phone: null },
    ])
    const [bulk] = await factory.sql(`SELECT COUNT(*) AS n FROM leads WHERE email LIKE 'bulk%@a.test'`)
    expect(Number(bulk!.n)).toBe(1200)
  })

  it('joins existing leads of one person into one contact, as they arrived', async () => {
    const contacts = await factory.sql(`SELECT id, contact_id FROM leads WHERE id NOT LIKE 'bulk-%' ORDER BY id`)
    expect(contacts).toEqual([
      { id: 'analysis', contact_id: 'analysis' },
      { id: 'booking', contact_id: 'booking' },
      // The same e-mail: the first of them names the contact.
      { id: 'contact', contact_id: 'contact' },
      { id: 'shortPhone', contact_id: 'contact' },
    ])
    expect((await context.store.contactOf('shortPhone'))?.leads.map(({ id }) => id)).toEqual(['shortPhone', 'contact'])
    const [bulk] = await factory.sql(`SELECT COUNT(DISTINCT contact_id) AS n FROM leads WHERE id LIKE 'bulk-%'`)
    expect(Number(bulk!.n)).toBe(1200)
  })

  it('makes existing leads searchable and records the migration once', async () => {
    const page = await context.store.searchLeads({ query: '7654 3210', limit: 10 })
    expect(page.leads.map((lead) => lead.id)).toEqual(['contact'])
    expect(await factory.sql('SELECT id FROM schema_migrations WHERE id = 3')).toHaveLength(1)
  })
})
