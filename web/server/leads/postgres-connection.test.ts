import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { loadEnv } from '../env.server'
import { openPostgresStore } from './postgres'
import { StoreUnavailableError, type LeadStore, type NewLead } from './types'

const postgres = storeFactories().find((factory) => factory.engine === 'postgres')

const contact = (key: string): NewLead => ({
  kind: 'contact',
  idempotencyKey: key,
  language: 'es',
  clientIp: '203.0.113.7',
  data: { nombre: 'Ana', correo: 'ana@example.test', necesidades: 'Una web' },
})

/**
 * Postgres ending the store's connections (a restart, a failover, `pg_terminate_backend`, a pooler
 * recycling them) under a burst of writes: the process never ends, a write either is stored or
 * fails as StoreUnavailableError, and the next write succeeds on a fresh connection.
 */
describe.runIf(postgres)('the Postgres store when its connections are ended', () => {
  const applicationName = `leads-${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: loadEnv().testDatabaseUrl })
  let store: LeadStore
  const lost: Error[] = []

  beforeAll(async () => {
    const { DATABASE_URL } = await postgres!.serverEnv()
    const url = new URL(DATABASE_URL!)
    url.searchParams.set('application_name', applicationName)
    store = await openPostgresStore(url.toString(), (error) => lost.push(error))
    await admin.connect()
  })

  afterAll(async () => {
    await store?.close()
    await admin.end()
    await postgres!.cleanup()
  })

  const terminate = async () =>
    (
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()',
        [applicationName],
      )
    ).rowCount ?? 0

  it(
    'survives its connections ended during a burst; what it answered stored is stored, once',
    { timeout: 60_000 },
    async () => {
      const keys = Array.from({ length: 100 }, (_, index) => `burst-${index}`)
      let terminated = 0
      const killing = (async () => {
        // Ends every connection the store holds five times, 60 ms apart, while the burst runs.
        for (let round = 0; round < 5; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, 60))
          terminated += await terminate()
        }
      })()
      const outcomes = await Promise.allSettled(
        keys.map(async (key, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 3))
          return store.addLead(contact(key), [{ kind: 'agency-email' }])
        }),
      )
      await killing

      expect(terminated).toBeGreaterThan(0)
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
      for (const failure of failures) expect(failure).toBeInstanceOf(StoreUnavailableError)

      // A failed write may be sent again with its key: the leads then stored are one per key.
      for (const [index, outcome] of outcomes.entries())
        if (outcome.status === 'rejected') await store.addLead(contact(keys[index]!), [{ kind: 'agency-email' }])
      const stored = await store.listLeads({ kind: 'contact', limit: 500 })
      expect(stored.map((lead) => lead.idempotencyKey).sort()).toEqual([...keys].sort())
      expect(stored.every((lead) => lead.deliveries.length === 1)).toBe(true)
    },
  )

  it('answers the next request on a fresh connection after every connection was ended', async () => {
    await store.addLead(contact('before'), [])
    expect(await terminate()).toBeGreaterThan(0)
    const { created } = await store.addLead(contact('after'), [])
    expect(created).toBe(true)
    expect(lost.length).toBeGreaterThan(0)
  })
})
