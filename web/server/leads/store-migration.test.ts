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

describe.each(storeFactories())('migration 12 on $engine', (factory) => {
  /** A store as version 11 left it: one person whose leads disagree, another whose leads agree. */
  async function version11Store() {
    for (const migration of migrations.filter(({ id }) => id <= 11)) {
      for (const statement of migration.sql) await factory.sql(statement)
    }
    await factory.sql('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)')
    for (const migration of migrations.filter(({ id }) => id <= 11))
      await factory.sql('INSERT INTO schema_migrations (id, applied_at) VALUES (?, 0)', [migration.id])
    const leads = [
      ['rosa-1', 'rosa-1', 'won'],
      ['rosa-2', 'rosa-1', 'contacted'],
      ['rosa-3', 'rosa-1', 'new'],
      ['luis-1', 'luis-1', 'lost'],
      ['luis-2', 'luis-1', 'lost'],
    ]
    for (const [id, contact, status] of leads)
      await factory.sql(
        `INSERT INTO leads (id, kind, language, client_ip, data, created_at, status, contact_id)
         VALUES (?, 'contact', 'es', '203.0.113.9', '{}', 1, ?, ?)`,
        [id, status, contact],
      )
    const events = [
      ['e1', 'rosa-1', 5, 'won'],
      ['e2', 'rosa-2', 9, 'contacted'],
      ['e3', 'luis-2', 7, 'lost'],
    ]
    for (const [id, lead, at, status] of events)
      await factory.sql(
        `INSERT INTO lead_events (id, lead_id, at, editor, type, status) VALUES (?, ?, ?, 'Ana', 'status', ?)`,
        [id, lead, at, status],
      )
  }

  const context = useStore({
    ...factory,
    open: async () => {
      await version11Store()
      return factory.open()
    },
  })

  it('gives each person’s leads the status an editor set last on any of them', async () => {
    expect(context.store).toBeDefined()
    expect(await factory.sql('SELECT id, status FROM leads ORDER BY id')).toEqual([
      { id: 'luis-1', status: 'lost' },
      { id: 'luis-2', status: 'lost' },
      { id: 'rosa-1', status: 'contacted' },
      { id: 'rosa-2', status: 'contacted' },
      { id: 'rosa-3', status: 'contacted' },
    ])
  })
})
