import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { connectionLost, keepListening, listeningPool, onFreshConnections } from './index'

const databaseUrl = process.env.TEST_DATABASE_URL
const quiet = { warn: () => {} }
const ended = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

describe('which errors mean a lost connection', () => {
  it('tells the connection failing from the statement failing', () => {
    for (const lost of [ended, { code: '08006' }, { code: 'ECONNREFUSED' }, new Error('Connection terminated')])
      expect(connectionLost(lost)).toBe(true)
    for (const statement of [{ code: '23505' }, { code: '42P01' }, new Error('syntax'), undefined])
      expect(connectionLost(statement)).toBe(false)
  })
})

describe('work on fresh connections', () => {
  const failing = (failures: unknown[]) => {
    let calls = 0
    const work = async () => {
      calls += 1
      const failure = failures.shift()
      if (failure) throw failure
      return 'stored'
    }
    return { work, calls: () => calls }
  }

  it('runs again after lost connections, up to one more time than the pool has connections', async () => {
    const twice = failing([ended, ended])
    expect(await onFreshConnections(twice.work, { connections: 2 })).toBe('stored')
    expect(twice.calls()).toBe(3)
    const always = failing([ended, ended, ended, ended])
    await expect(onFreshConnections(always.work, { connections: 2 })).rejects.toBe(ended)
    expect(always.calls()).toBe(3)
  })

  it('never runs again after a statement error, or when something may have been stored', async () => {
    const duplicate = { code: '23505' }
    const statement = failing([duplicate])
    await expect(onFreshConnections(statement.work, { connections: 5 })).rejects.toBe(duplicate)
    const committing = failing([ended])
    await expect(onFreshConnections(committing.work, { connections: 5, mayRepeat: () => false })).rejects.toBe(ended)
    expect(statement.calls() + committing.calls()).toBe(2)
  })
})

describe.runIf(databaseUrl)('connections Postgres ends', () => {
  const applicationName = `pgc-${randomUUID().slice(0, 8)}`
  const url = new URL(databaseUrl ?? 'postgres://localhost')
  url.searchParams.set('application_name', applicationName)
  const admin = new pg.Client({ connectionString: databaseUrl })
  beforeAll(() => admin.connect())
  afterAll(() => admin.end())
  const terminate = async () =>
    (
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ])
    ).rowCount ?? 0

  it('leave the pool serving: its idle connections ended, the next query opens a fresh one', async () => {
    const lost: Error[] = []
    const pool = listeningPool(url.toString(), { max: 3, onLost: (error) => lost.push(error) })
    // Ended whatever happens, so no connection of this test is left for the next one's count.
    onTestFinished(() => pool.end())
    await Promise.all([1, 2, 3].map(() => pool.query('SELECT pg_sleep(0.05)')))
    expect(await terminate()).toBe(3)
    // Told while idle: a query sent before the loss was read would meet it instead (and be run again).
    await expect.poll(() => lost.length, { timeout: 30_000 }).toBeGreaterThan(0)
    const { rows } = await onFreshConnections(() => pool.query('SELECT 1 AS one'), { connections: 3 })
    expect(rows).toEqual([{ one: 1 }])
  })

  it('leave a LISTEN listening: it connects again and hears the next notification', async () => {
    const channel = `pgc_${randomUUID().replaceAll('-', '')}`
    const heard: string[] = []
    const listener = keepListening(url.toString(), channel, (payload) => heard.push(payload), quiet)
    onTestFinished(() => listener.close())
    await listener.ready
    await admin.query('SELECT pg_notify($1, $2)', [channel, 'before'])
    await expect.poll(() => heard).toEqual(['before'])
    expect(await terminate()).toBe(1)
    // Back on a connection of its own: a notification sent before its LISTEN took effect is lost,
    // as Postgres keeps none for a channel nobody listens to, so one is sent until it is heard.
    await expect
      .poll(
        async () => {
          if (!heard.includes('after')) await admin.query('SELECT pg_notify($1, $2)', [channel, 'after'])
          return heard
        },
        { timeout: 30_000, interval: 250 },
      )
      .toContain('after')
    expect(heard[0]).toBe('before')
    expect(new Set(heard.slice(1))).toEqual(new Set(['after']))
  })
})
