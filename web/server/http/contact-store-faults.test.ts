import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import { stubContent, stubRenderer } from '../../../tests/support/server/test-doubles'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'

const postgres = storeFactories().find((factory) => factory.engine === 'postgres')

const visitor = {
  nombre: 'Ana Falla',
  negocio: 'Panadería Falla',
  telefono: '+503 7000-1234',
  correo: 'ana.falla@example.test',
  website: '',
  servicio: 'chatbots',
  necesidades: 'Una web',
  tool_id: 'website',
}

/**
 * The scale-out mode when Postgres ends the server's connections mid-burst: the server keeps
 * answering, a request either is stored (201) or hears 503 with `Retry-After` (nothing stored,
 * never a 201 for a lead that was not), and the same request sent again is stored once.
 */
describe.runIf(postgres)('contact requests while Postgres ends the server’s connections', () => {
  const applicationName = `site-${randomUUID().slice(0, 8)}`
  const admin = new pg.Client({ connectionString: loadEnv().testDatabaseUrl })
  let app: FastifyInstance

  beforeAll(async () => {
    const { DATABASE_URL } = await postgres!.serverEnv()
    const url = new URL(DATABASE_URL!)
    url.searchParams.set('application_name', applicationName)
    const env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      CONTACT_RATE_LIMIT: '0',
      LOG_LEVEL: 'silent',
    })
    app = await buildApp(env, { content: stubContent(), renderer: stubRenderer() })
    await admin.connect()
  })

  afterAll(async () => {
    await app?.close()
    await admin.end()
    await postgres!.cleanup()
  })

  const post = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: visitor,
      headers: { 'idempotency-key': key, 'accept-language': 'en' },
    })

  it('answers every request, stored or 503 to retry, and stores each lead once', { timeout: 60_000 }, async () => {
    const keys = Array.from({ length: 60 }, (_, index) => `fault-${index}-${randomUUID().slice(0, 8)}`)
    const killing = (async () => {
      for (let round = 0; round < 4; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40))
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
          applicationName,
        ])
      }
    })()
    const answers = await Promise.all(
      keys.map(async (key, index) => {
        await new Promise((resolve) => setTimeout(resolve, index * 3))
        return post(key)
      }),
    )
    await killing

    for (const answer of answers) {
      expect([201, 503]).toContain(answer.statusCode)
      if (answer.statusCode === 503) {
        expect(answer.headers['retry-after']).toBe('5')
        expect(answer.json()).toMatchObject({ error: 'unavailable', message: expect.stringMatching(/try again/) })
      }
    }
    // The visitor's form sends a 503'd request again, with its key: each lead is then stored once.
    const again = await Promise.all(
      keys.map((key, index) => (answers[index]!.statusCode === 503 ? post(key) : answers[index]!)),
    )
    expect(again.map((answer) => answer.statusCode).every((status) => status === 201 || status === 200)).toBe(true)
    const ids = again.map((answer) => answer.json().id as string)
    expect(new Set(ids).size).toBe(keys.length)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})
