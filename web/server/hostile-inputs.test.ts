import fc from 'fast-check'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FetchFailure } from 'site-analyzer'
import { buildApp } from './app'
import { hostileCases } from '../../tests/support/server/hostile-cases'
import { loadEnv } from './env.server'
import { createMemoryRateLimiter } from '../../tests/support/server/memory-rate-limiter'
import { stubContent, stubRenderer } from '../../tests/support/server/test-doubles'

/**
 * Hostile input on every endpoint, as a table and as fast-check properties over each endpoint's
 * input schema: every answer is below 500, and every error has the API's one body.
 */
const token = 'hostile-admin-token-0123456789abcdef'
const content = stubContent()
const renderer = stubRenderer()
const unlimited = createMemoryRateLimiter({ limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 })

let app: FastifyInstance
beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: token,
    CONTACT_RATE_LIMIT: '0',
  })
  app = await buildApp(env, {
    content,
    renderer,
    // Nothing leaves the machine: the analysis itself is a stub that finds the site unreachable.
    analysis: {
      analyze: () => Promise.reject(new FetchFailure('unreachable')),
      ipLimiter: unlimited,
      emailLimiter: unlimited,
    },
  })
  await app.ready()
})
afterAll(() => app.close())

/** No 5xx, and an error answer has the one error body. */
function expectClear(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500)
  if (response.statusCode >= 400) {
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  }
}

const postEndpoints = ['/api/analyze', '/api/contact', '/api/booking-events']
const json = { 'content-type': 'application/json' }

describe('the hostile-case table', () => {
  it('gets the expected answer from POST /api/contact for each case', async () => {
    for (const entry of hostileCases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: entry.headers,
        payload: entry.body,
      })
      expect([entry.name, entry.expect.includes(response.statusCode)]).toEqual([entry.name, true])
      expectClear(response)
    }
  })

  it('gets a clear 4xx from every POST endpoint for each case', async () => {
    for (const url of postEndpoints)
      for (const entry of hostileCases.filter((candidate) => !candidate.expect.includes(201)))
        expectClear(await app.inject({ method: 'POST', url, headers: entry.headers, payload: entry.body }))
  })
})

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\r\n',
    'a@b.cd,x@y.z',
    'javascript:alert(1)',
    '%E0%A4%A',
    '../../etc/passwd',
    'x'.repeat(5000),
  ),
)
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
)
const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined })
const runs = { numRuns: 150 }

const bodies: Record<string, fc.Arbitrary<unknown>> = {
  '/api/analyze': fc.record({
    url: maybe(fc.oneof(text, fc.webUrl())),
    mode: maybe(fc.oneof(fc.constantFrom('inline', 'email'), anyValue)),
    ip: maybe(anyValue),
    email: maybe(fc.oneof(fc.emailAddress(), anyValue)),
    lang: maybe(fc.oneof(fc.constantFrom('es', 'en'), anyValue)),
  }),
  '/api/contact': fc.record({
    nombre: maybe(anyValue),
    negocio: maybe(anyValue),
    telefono: maybe(anyValue),
    correo: maybe(fc.oneof(fc.emailAddress(), anyValue)),
    website: maybe(anyValue),
    servicio: maybe(anyValue),
    necesidades: maybe(anyValue),
    tool_id: maybe(anyValue),
    fax: maybe(anyValue),
  }),
  '/api/booking-events': fc.record({
    event: maybe(fc.oneof(fc.constant('calendly.event_scheduled'), anyValue)),
    path: maybe(text),
    language: maybe(fc.oneof(fc.constantFrom('es', 'en'), anyValue)),
    eventUri: maybe(fc.oneof(fc.webUrl(), anyValue)),
    inviteeUri: maybe(fc.oneof(fc.webUrl(), anyValue)),
  }),
}

describe('fast-check over every endpoint input', () => {
  it.each(postEndpoints)('POST %s: schema-shaped and arbitrary JSON bodies never get a 5xx', async (url) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(bodies[url]!, fc.jsonValue()),
        fc.constantFrom('es', 'en', 'xx'),
        async (body, lang) => {
          expectClear(
            await app.inject({
              method: 'POST',
              url: `${url}?lang=${lang}`,
              headers: json,
              payload: JSON.stringify(body),
            }),
          )
        },
      ),
      runs,
    )
  })

  it('POST endpoints: arbitrary bytes under arbitrary content types never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postEndpoints),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
          '',
        ),
        fc.uint8Array({ maxLength: 2000 }),
        async (url, type, bytes) => {
          expectClear(
            await app.inject({
              method: 'POST',
              url,
              headers: type ? { 'content-type': type } : {},
              payload: Buffer.from(bytes),
            }),
          )
        },
      ),
      runs,
    )
  })

  it('GET /api/admin/leads: arbitrary queries and tokens never get a 5xx', async () => {
    const query = fc.record({
      kind: maybe(text),
      limit: maybe(fc.oneof(text, fc.integer().map(String))),
      since: maybe(
        fc.oneof(
          text,
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
      ),
      format: maybe(fc.oneof(fc.constantFrom('json', 'csv'), text)),
    })
    await fc.assert(
      fc.asyncProperty(query, fc.oneof(fc.constant(`Bearer ${token}`), text), async (params, authorization) => {
        const search = new URLSearchParams(
          Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
        )
        expectClear(await app.inject({ url: `/api/admin/leads?${search}`, headers: { authorization } }))
      }),
      runs,
    )
  })

  it('the Leads API: arbitrary queries, ids, bodies and tokens never get a 5xx', async () => {
    const routes = [
      'GET /api/leads',
      'GET /api/leads/funnel',
      'GET /api/leads/export.csv',
      'GET /api/leads/:id',
      'POST /api/leads/:id/status',
      'POST /api/leads/:id/notes',
      'DELETE /api/leads/:id',
      'GET /api/leads/:id/report.html',
    ] as const
    const date = fc.oneof(
      text,
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    )
    const query = fc.record({
      kind: maybe(text),
      status: maybe(text),
      from: maybe(date),
      to: maybe(date),
      q: maybe(text),
      before: maybe(text),
      limit: maybe(fc.oneof(text, fc.integer().map(String))),
      tz: maybe(text),
      reason: maybe(fc.oneof(fc.constantFrom('request', 'spam', 'test'), text)),
    })
    const body = fc.oneof(fc.record({ status: maybe(anyValue), note: maybe(anyValue) }), fc.jsonValue())
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        query,
        fc.oneof(fc.uuid(), text),
        body,
        fc.oneof(fc.constant(`Bearer ${token}`), text),
        async (route, params, id, payload, authorization) => {
          const [method, path] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string]
          const search = new URLSearchParams(
            Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
          )
          const url = `${path.replace(':id', encodeURIComponent(id))}?${search}`
          const headers = { authorization, ...(method === 'POST' && json) }
          expectClear(
            await app.inject({
              method,
              url,
              headers,
              payload: method === 'POST' ? JSON.stringify(payload) : undefined,
            }),
          )
        },
      ),
      runs,
    )
  })

  it('GET /api/content/:name and /api/client-ip: arbitrary names and languages never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, async (name, lang) => {
        expectClear(
          await app.inject({ url: `/api/content/${encodeURIComponent(name)}?lang=${encodeURIComponent(lang)}` }),
        )
        expectClear(await app.inject({ url: `/api/client-ip?x=${encodeURIComponent(name)}` }))
      }),
      runs,
    )
  })
})
