import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { migrate } from './migrations'
import { sqliteExecutor } from './sqlite'
import { sqlLeadStore } from './sql-store'
import { StoreUnavailableError, type LeadStore } from './types'

/**
 * The embedded store on a disk that fills up, made real by SQLite itself: `max_page_count` caps the
 * file, and a write past it fails with SQLITE_FULL, as on a disk with no room left.
 */
let dir: string
let db: DatabaseSync
let store: LeadStore
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sqlite-faults-'))
  db = new DatabaseSync(path.join(dir, 'leads.db'))
  db.exec('PRAGMA journal_mode = WAL')
  const executor = sqliteExecutor(db)
  await migrate(executor.run, executor.transaction)
  store = sqlLeadStore(executor)
})
afterEach(async () => {
  db.close()
  await rm(dir, { recursive: true, force: true })
})

const contact = (key: string) => ({
  ...newLead('contact', contactData({ necesidades: 'Una web para el café. '.repeat(100) })),
  idempotencyKey: key,
})

describe('the embedded lead store on a full disk', () => {
  it('refuses the lead it cannot take as unavailable, keeps nothing of it, and takes it once there is room', async () => {
    const { page_count: pages } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${pages + 4}`)
    const stored: string[] = []
    let refused: unknown
    for (let visitor = 0; visitor < 200 && !refused; visitor += 1) {
      try {
        stored.push((await store.addLead(contact(`k-${visitor}`), [{ kind: 'agency-email' }])).lead.id)
      } catch (error) {
        refused = error
      }
    }
    expect(refused).toBeInstanceOf(StoreUnavailableError)
    expect((refused as StoreUnavailableError).code).toBe('SQLITE_FULL')
    expect((await store.listLeads()).map(({ id }) => id).sort()).toEqual([...stored].sort())
    expect(await store.listDeliveries()).toHaveLength(stored.length)

    // The same request, retried with its key once there is room, is stored once.
    db.exec('PRAGMA max_page_count = 1073741823')
    const retried = await store.addLead(contact(`k-${stored.length}`), [{ kind: 'agency-email' }])
    expect(retried.created).toBe(true)
    expect(await store.listLeads()).toHaveLength(stored.length + 1)
  })
})
