import type { FastifyInstance } from 'fastify'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadEnv } from '../env.server'
import { createFakeAutomation } from '../../../tests/support/server/fake-automation'
import { openLeadStore } from '../leads/create-store'
import type { LeadStore } from '../leads/types'
import { createFakeSmtp } from '../../../tests/support/server/fake-smtp'
import { stubContent, stubRenderer } from '../../../tests/support/server/test-doubles'

const visitor = {
  nombre: 'Zoila Pérez Marcador',
  negocio: 'Pupusería Marcador',
  telefono: '+503 7000-1234',
  correo: 'zoila.marcador@example.test',
  website: '',
  servicio: 'chatbots',
  necesidades: 'Quiero un chatbot para pedidos',
  tool_id: 'website',
}

const smtp = createFakeSmtp()
const automation = createFakeAutomation()
const logs: string[] = []
let store: LeadStore
let app: FastifyInstance

beforeAll(async () => {
  await smtp.start(0)
  await automation.start()
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'contact-')),
    SMTP_URL: smtp.url,
    AGENCY_EMAIL: 'agency@example.test',
    LEAD_FORWARD_URL: automation.url,
    CONTACT_RATE_LIMIT: '5',
    ADMIN_TOKEN: 'a'.repeat(32),
  })
  const logStream = { write: (line: string) => void logs.push(line) }
  const outbox = { pollMs: 10, baseDelayMs: 10, maxDelayMs: 50 }
  app = await buildApp(env, { content: stubContent(), renderer: stubRenderer(), logStream, outbox })
  // The outbox starts once the server listens.
  await app.listen({ port: 0, host: '127.0.0.1' })
  // A second connection to the same store, as the `leads` CLI would open it.
  store = await openLeadStore(env)
})

afterAll(async () => {
  await app.close()
  await store.close()
  await smtp.stop()
  await automation.stop()
})

let ip = 0
/** Each call from its own address, unless the test is about one address. */
const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress = `198.51.100.${++ip}`) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: body as object, headers, remoteAddress })

const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('POST /api/contact', () => {
  it('stores the lead, answers 201, then e-mails the agency and forwards it', async () => {
    const response = await post(visitor, { 'idempotency-key': 'key-00000001' })
    expect(response.statusCode).toBe(201)
    const { id } = response.json()
    expect(await store.getLead(id)).toMatchObject({ kind: 'contact', data: visitor, language: 'es' })
    await until(() => smtp.messages.length > 0 && automation.received.length > 0)
    expect(smtp.messages[0]).toMatchObject({ subject: 'Nueva solicitud de contacto: Pupusería Marcador' })
    expect(smtp.messages[0]?.replyTo?.text).toBe(visitor.correo)
    expect(smtp.messages[0]?.text).toContain(visitor.necesidades)
    expect(automation.received[0]).toMatchObject({ key: id, body: { id, ...visitor } })
  })

  it('keeps where the visit came from with the lead, and the lead without a malformed attribution', async () => {
    const attribution = {
      page: '/contacto',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'newsletter', utm_campaign: 'verano' },
    }
    const kept = await post({ ...visitor, attribution: { ...attribution, landing: '/', utm_id: 'x' } })
    expect(kept.statusCode).toBe(201)
    const lead = await store.getLead(kept.json().id)
    expect(lead).toMatchObject({ attribution, data: visitor })
    expect(lead?.data).not.toHaveProperty('attribution')

    const partly = await post({
      ...visitor,
      attribution: { page: 'javascript:alert(1)', referrerHost: 'mail.example' },
    })
    expect((await store.getLead(partly.json().id))?.attribution).toEqual({ referrerHost: 'mail.example' })
    const none = await post({ ...visitor, attribution: 'google' })
    expect(none.statusCode).toBe(201)
    expect((await store.getLead(none.json().id))?.attribution).toEqual({})
  })

  it('stores a repeated submit (same idempotency key) once', async () => {
    const first = await post(visitor, { 'idempotency-key': 'key-00000002' })
    const again = await post(visitor, { 'idempotency-key': 'key-00000002' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id: first.json().id, duplicate: true })
  })

  it('answers invalid fields with 400 and messages in the visitor language', async () => {
    const spanish = await post({ ...visitor, nombre: ' ', correo: 'nope', telefono: 'abc' })
    expect(spanish.statusCode).toBe(400)
    expect(spanish.json().fields).toEqual({
      nombre: 'Este campo es obligatorio',
      telefono: 'Escribe un teléfono con sus números, por ejemplo +503 7123-4567',
      correo: 'Por favor ingresa un correo válido',
    })
    const english = await post(
      { ...visitor, necesidades: 'x'.repeat(5001), servicio: 'pizza', telefono: '12' },
      { 'accept-language': 'en' },
    )
    expect(english.json().fields).toEqual({
      telefono: 'Enter a phone number with its digits, for example +503 7123-4567',
      necesidades: 'The text is too long',
      servicio: 'Choose one of the listed services',
    })
  })

  it('answers hostile and malformed requests with a clear 4xx', async () => {
    const raw = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': contentType },
        remoteAddress: `10.0.0.${++ip}`,
      })
    expect((await raw('{"nombre":', 'application/json')).json()).toMatchObject({ error: 'invalid' })
    expect((await raw('nombre=a', 'application/x-www-form-urlencoded')).statusCode).toBe(415)
    expect((await raw('hola', 'text/plain')).statusCode).toBe(415)
    expect((await raw('[1,2]', 'application/json')).statusCode).toBe(415)
    expect(
      (await raw(JSON.stringify({ ...visitor, necesidades: 'x'.repeat(40_000) }), 'application/json')).statusCode,
    ).toBe(413)
    expect((await post(visitor, { 'idempotency-key': 'short' })).statusCode).toBe(400)
    const nul = await post({ ...visitor, nombre: 'Ana\u0000<script>', necesidades: { $gt: '' } })
    expect(nul.json().fields).toEqual({ necesidades: 'Este campo es obligatorio' })
  })

  it('pretends success to a bot that filled the honeypot, and stores nothing', async () => {
    const before = (await store.listLeads()).length
    const response = await post({ ...visitor, fax: 'spam' })
    expect(response.statusCode).toBe(201)
    expect((await store.listLeads()).length).toBe(before)
  })

  it('limits submissions per client IP', async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await post(visitor, {}, '192.0.2.99')).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    expect((await post(visitor, {}, '192.0.2.100')).statusCode).toBe(201)
  })

  it('never writes personal data to the log', async () => {
    await until(() => automation.received.length > 1)
    const text = logs.join('\n')
    for (const value of ['Marcador', 'example.test', '7000-1234', 'chatbot para', '198.51.100', '192.0.2.']) {
      expect(text).not.toContain(value)
    }
  })
})

describe('GET /api/admin/leads', () => {
  const auth = { authorization: `Bearer ${'a'.repeat(32)}` }
  it('needs the bearer token', async () => {
    expect((await app.inject('/api/admin/leads')).statusCode).toBe(401)
    expect((await app.inject({ url: '/api/admin/leads', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(
      401,
    )
  })

  it('lists leads with their deliveries, as JSON or CSV', async () => {
    const response = await app.inject({ url: '/api/admin/leads?kind=contact&limit=2', headers: auth })
    expect(response.statusCode).toBe(200)
    const { leads: listed } = response.json()
    expect(listed).toHaveLength(2)
    expect(listed[0]).toMatchObject({ kind: 'contact', data: { negocio: visitor.negocio } })
    const csv = await app.inject({ url: '/api/admin/leads?format=csv', headers: auth })
    expect(csv.headers['content-type']).toContain('text/csv')
    // The same file as the Leads API's export: headed in Spanish words, not the form's field names.
    const [header, ...rows] = csv.body.split('\r\n')
    expect(header).toContain('"Nombre";"Negocio"')
    expect(rows.join('\n')).toContain(visitor.negocio)
  })
})
