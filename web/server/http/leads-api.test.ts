import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisData, atTime, bookingData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories } from '../../../tests/support/server/lead-stores'
import {
  adminToken,
  bearer,
  forgedAssertion,
  startLeadsApp,
  type LeadsApp,
} from '../../../tests/support/server/leads-api-app'
import type { LeadItem } from '../leads/lead-items'
import type { Lead } from '../leads/types'

const missing = '00000000-0000-4000-8000-000000000001'

describe.each(storeFactories())('the Leads API on $engine', (factory) => {
  let t: LeadsApp
  let contact: Lead
  let analysis: Lead
  let booking: Lead
  let ana: Record<string, string>
  const admin = bearer(adminToken)

  beforeAll(async () => {
    t = await startLeadsApp(await factory.serverEnv())
    ana = bearer((await t.signIn('Ana')).assertion)
    const attribution = { page: '/servicios', referrerHost: 'google.com', utm: { utm_source: 'ads' } }
    // A second apart, so the list's order is theirs.
    const ago = (seconds: number) => Date.now() - seconds * 1000
    ;({ lead: contact } = await atTime(ago(3), () =>
      t.store.addLead(
        newLead('contact', contactData({ website: 'https://cafesol.example', servicio: 'chatbots' }), attribution),
        [{ kind: 'agency-email' }],
      ),
    ))
    ;({ lead: analysis } = await atTime(ago(2), () =>
      t.store.addLead(newLead('analysis', analysisData({ score: 71 })), [{ kind: 'analysis-report' }], {
        language: 'es',
        result: { scores: { overall: 71 } },
      }),
    ))
    ;({ lead: booking } = await atTime(ago(1), () =>
      t.store.addLead(
        newLead('booking', bookingData({ eventUri: 'https://api.calendly.com/scheduled_events/e1' })),
        [],
      ),
    ))
  })
  afterAll(async () => {
    await t.close()
    await factory.cleanup()
  })

  const get = (url: string, headers: Record<string, string> = ana) => t.app.inject({ url, headers })
  const post = (url: string, payload: object, headers: Record<string, string> = ana) =>
    t.app.inject({ method: 'POST', url, payload, headers })
  const items = (response: LightMyRequestResponse) => (response.json() as { leads: LeadItem[] }).leads

  /** A refusal for want of a credential: the API's error body, a Bearer challenge, never stored. */
  function expectUnauthorized(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(401)
    expect(response.headers['www-authenticate']).toBe('Bearer')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) })
  }

  describe('who may call', () => {
    it('names the caller: an editor by the lake assertion, scripts by ADMIN_TOKEN', async () => {
      expect((await get('/api/leads/me')).json()).toEqual({ name: 'Ana', via: 'lake' })
      expect((await get('/api/leads/me', admin)).json()).toEqual({ name: 'admin-token', via: 'admin-token' })
    })

    it('refuses no credential, a wrong one, an expired assertion, one from another lake or of no session, and logs no credential', async () => {
      const expired = forgedAssertion('Ana', t.lake.token, Date.now() - 3 * 60_000)
      const otherLake = forgedAssertion('Ana', 'another-lake-token-0123456789')
      // Signed with the lake's token, for a session the lake never had.
      const sessionless = forgedAssertion('Ana', t.lake.token)
      // Its signature as long as the right one in characters, not in bytes.
      const [version, payload, signature] = ana.authorization!.slice('Bearer '.length).split('.')
      const wide = `${version}.${payload}.${'ñ'.repeat(signature!.length)}`
      const refused = [
        {},
        bearer('nope'),
        bearer(expired),
        bearer(otherLake),
        bearer(sessionless),
        bearer(wide),
        { authorization: adminToken },
      ]
      for (const headers of refused) {
        expectUnauthorized(await get('/api/leads', headers))
      }
      expect(t.logs.join('\n')).not.toContain(expired)
      expect(t.logs.join('\n')).not.toContain('nope')
      expect(t.logs.some((line) => line.includes('leads API: no valid credential'))).toBe(true)
    })

    it('ends an editor’s access the moment they sign out, however long their assertion still runs', async () => {
      const bea = await t.signIn('Bea')
      expect((await get('/api/leads/me', bearer(bea.assertion))).json()).toEqual({ name: 'Bea', via: 'lake' })
      await bea.signOut()
      expectUnauthorized(await get('/api/leads', bearer(bea.assertion)))
      // Ana's session is her own: still signed in.
      expect((await get('/api/leads/me')).statusCode).toBe(200)
    })

    it('refuses every endpoint without a credential', async () => {
      const calls = [
        ['GET', '/api/leads/me'],
        ['GET', '/api/leads'],
        ['GET', '/api/leads/funnel'],
        ['GET', '/api/leads/export.csv'],
        ['GET', `/api/leads/${contact.id}`],
        ['POST', `/api/leads/${contact.id}/status`],
        ['POST', `/api/leads/${contact.id}/notes`],
        ['DELETE', `/api/leads/${contact.id}?reason=test`],
        ['GET', `/api/leads/${analysis.id}/report.html`],
        ['GET', `/api/leads/${analysis.id}/report.pdf`],
      ] as const
      for (const [method, url] of calls) {
        expectUnauthorized(await t.app.inject({ method, url, headers: bearer('wrong'), payload: {} }))
      }
      expect(await t.store.getLead(contact.id)).toBeDefined()
    })
  })

  describe('GET /api/leads', () => {
    it('lists every lead newest first as flat items, named in English whatever the form', async () => {
      const response = await get('/api/leads')
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      const [first, second, third] = items(response)
      expect(first).toEqual({
        id: booking.id,
        contactId: booking.id,
        kind: 'booking',
        status: 'new',
        createdAt: booking.createdAt.toISOString(),
        language: 'es',
        eventUri: 'https://api.calendly.com/scheduled_events/e1',
        attribution: {},
        deliveries: [],
        hasReport: false,
      })
      expect(second).toEqual({
        id: analysis.id,
        contactId: analysis.id,
        kind: 'analysis',
        status: 'new',
        createdAt: analysis.createdAt.toISOString(),
        language: 'es',
        email: 'dueno@example.test',
        url: 'https://tienda.example.test',
        mode: 'email',
        outcome: 'done',
        score: 71,
        attribution: {},
        deliveries: [{ kind: 'analysis-report', status: 'pending' }],
        hasReport: true,
      })
      expect(third).toEqual({
        id: contact.id,
        contactId: contact.id,
        kind: 'contact',
        status: 'new',
        createdAt: contact.createdAt.toISOString(),
        language: 'es',
        name: 'Ana Pérez',
        business: 'Café Sol',
        email: 'ana@example.test',
        phone: '+503 7654-3210',
        whatsapp: 'https://wa.me/50376543210',
        message: 'Una web para el café',
        url: 'https://cafesol.example',
        service: 'chatbots',
        attribution: { page: '/servicios', referrerHost: 'google.com', utm: { utm_source: 'ads' } },
        deliveries: [{ kind: 'agency-email', status: 'pending' }],
        hasReport: false,
      })
    })

    it('pages with the opaque next, and filters by kind, status, dates and search', async () => {
      const first = (await get('/api/leads?limit=2')).json() as { leads: LeadItem[]; next: string }
      expect(first.leads.map((lead) => lead.id)).toEqual([booking.id, analysis.id])
      const second = (await get(`/api/leads?limit=2&before=${first.next}`)).json() as { leads: LeadItem[] }
      expect(second).toEqual({ leads: [expect.objectContaining({ id: contact.id })] })

      expect(items(await get('/api/leads?kind=contact')).map((lead) => lead.id)).toEqual([contact.id])
      expect(items(await get('/api/leads?q=7654%203210')).map((lead) => lead.id)).toEqual([contact.id])
      expect(items(await get('/api/leads?status=won'))).toEqual([])
      expect(items(await get('/api/leads?from=2000-01-01&to=2000-01-02'))).toEqual([])
      expect(items(await get(`/api/leads?from=${contact.createdAt.toISOString()}`))).toHaveLength(3)
    })

    it('takes a search of control characters as no search, on either engine (Postgres refuses NUL in text)', async () => {
      for (const url of ['/api/leads?q=%00', '/api/leads?q=%00%01%1F', '/api/leads/export.csv?q=%00']) {
        const response = await get(url)
        expect([url, response.statusCode]).toEqual([url, 200])
      }
      expect(items(await get('/api/leads?q=%00'))).toHaveLength(3)
    })

    it('answers 400 naming the wrong fields, in the language asked', async () => {
      const response = await get('/api/leads?limit=0&kind=lead&before=nonsense&from=yesterday&lang=en')
      expect(response.statusCode).toBe(400)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.json()).toEqual({
        error: 'invalid',
        message: 'The request is not valid: check the fields named.',
        fields: {
          limit: 'A whole number from 1 to 200.',
          kind: 'contact, analysis or booking.',
          before: 'The “next” value of the previous page.',
          from: 'An ISO date, such as 2026-05-04 or 2026-05-04T10:00:00Z.',
        },
      })
      expect((await get('/api/leads?limit=201')).json()).toMatchObject({
        message: 'La solicitud no es válida: revisa los campos indicados.',
        fields: { limit: 'Un número entero de 1 a 200.' },
      })
    })
  })

  describe('GET /api/leads/funnel', () => {
    it('answers the funnel of the last 12 weeks by default, or of the range and zone asked', async () => {
      const recent = await get('/api/leads/funnel')
      expect(recent.statusCode).toBe(200)
      const funnel = recent.json() as { weeks: { analysesRequested: number }[]; timeZone: string }
      expect(funnel.weeks.length).toBeGreaterThanOrEqual(12)
      expect(funnel.weeks.reduce((sum, week) => sum + week.analysesRequested, 0)).toBe(1)
      const day = new Date().toISOString().slice(0, 10)
      const zoned = await get(`/api/leads/funnel?from=2026-01-05&to=${day}T23:59:59Z&tz=America/El_Salvador`)
      expect(zoned.json()).toMatchObject({ timeZone: 'America/El_Salvador', analysisToBooking: { analyses: 1 } })
    })

    it('answers 400 for an unknown zone, a reversed range or one over two years', async () => {
      for (const query of ['tz=Mars/Olympus', 'from=2026-02-01&to=2026-01-01', 'from=2020-01-01&to=2026-01-01']) {
        const response = await get(`/api/leads/funnel?${query}`)
        expect([query, response.statusCode]).toEqual([query, 400])
      }
      expect((await get('/api/leads/funnel?from=2026-02-01&to=2026-01-01')).json()).toMatchObject({
        fields: { to: '«from» va antes de «to», y entre ambas hay como mucho dos años.' },
      })
    })
  })

  describe('GET /api/leads/export.csv', () => {
    it('exports every matching lead as CSV, formula cells defused', async () => {
      const { lead: formula } = await t.store.addLead(
        newLead('contact', contactData({ nombre: '=HYPERLINK("x")' })),
        [],
      )
      const response = await get('/api/leads/export.csv?kind=contact')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
      const lines = response.body.trim().split('\r\n')
      expect(lines).toHaveLength(3)
      expect(response.body).toContain(`"'=HYPERLINK(""x"")"`)
      expect(response.body).toContain(contact.id)
      expect(response.body).not.toContain(analysis.id)
      await t.store.eraseLead(formula.id, { name: 'test-cleanup', via: 'admin-token' }, 'test')
    })

    it('speaks the editor’s language, writes dates in their zone and carries the notes with who and when', async () => {
      const { lead: noted } = await t.store.addLead(newLead('contact', contactData()), [])
      await t.store.addNote(noted.id, 'Llamar el lunes', 'Ana')
      const spanish = (await get('/api/leads/export.csv?kind=contact')).body
      expect(spanish.startsWith('\uFEFF"ID";"Fecha (UTC)";"Origen";"Estado"')).toBe(true)
      const english = (await get('/api/leads/export.csv?kind=contact&lang=en&tz=America%2FEl_Salvador')).body
      expect(english.startsWith('\uFEFF"ID","Date (America/El_Salvador)","Source","Status"')).toBe(true)
      expect(english).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2} Ana: Llamar el lunes"/)
      expect((await get('/api/leads/export.csv?tz=Mars%2FOlympus')).statusCode).toBe(400)
      await t.store.eraseLead(noted.id, { name: 'test-cleanup', via: 'admin-token' }, 'test')
    })

    it('answers 400 for a bad filter', async () => {
      expect((await get('/api/leads/export.csv?status=maybe')).json()).toMatchObject({
        error: 'invalid',
        fields: { status: 'new, contacted, won o lost.' },
      })
    })
  })

  describe('GET /api/leads/:id', () => {
    it('answers the lead with its deliveries and its history', async () => {
      await t.store.addNote(contact.id, 'Llamar el lunes', 'Beto')
      const response = await get(`/api/leads/${contact.id}`)
      expect(response.statusCode).toBe(200)
      const body = response.json() as { lead: LeadItem; deliveries: unknown[]; events: unknown[] }
      expect(body.lead).toMatchObject({ id: contact.id, name: 'Ana Pérez', hasReport: false })
      expect(body.deliveries).toEqual([
        expect.objectContaining({ kind: 'agency-email', status: 'pending', attempts: 0, deliveredAt: null }),
      ])
      expect(body.events).toEqual([
        expect.objectContaining({ leadId: contact.id, type: 'note', note: 'Llamar el lunes', editor: 'Beto' }),
      ])
      expect((await get(`/api/leads/${analysis.id}`)).json()).toMatchObject({ lead: { hasReport: true } })
    })

    it('answers 404 for an unknown lead and 400 for what is no lead id', async () => {
      expect((await get(`/api/leads/${missing}`)).json()).toMatchObject({ error: 'not_found' })
      expect((await get(`/api/leads/${missing}`)).statusCode).toBe(404)
      const malformed = await get('/api/leads/not-a-lead')
      expect([malformed.statusCode, malformed.json().fields]).toEqual([400, { id: 'El id de un lead.' }])
    })
  })

  describe('POST /api/leads/:id/status', () => {
    it("changes the status in the caller's name, and says when nothing changed", async () => {
      const changed = await post(`/api/leads/${booking.id}/status`, { status: 'won' })
      expect(changed.statusCode).toBe(200)
      expect(changed.json()).toEqual({
        changed: true,
        event: expect.objectContaining({ leadId: booking.id, type: 'status', status: 'won', editor: 'Ana' }),
      })
      expect((await post(`/api/leads/${booking.id}/status`, { status: 'won' })).json()).toEqual({ changed: false })
      expect(items(await get('/api/leads?status=won')).map((lead) => lead.id)).toEqual([booking.id])
    })

    it('answers 400 for a status outside the list and 404 for an unknown lead', async () => {
      const wrong = await post(`/api/leads/${booking.id}/status`, { status: 'archived' })
      expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { status: 'new, contacted, won o lost.' }])
      expect((await post(`/api/leads/${booking.id}/status`, [])).statusCode).toBe(400)
      expect((await post(`/api/leads/${missing}/status`, { status: 'won' })).statusCode).toBe(404)
    })
  })

  describe('POST /api/leads/:id/notes', () => {
    it("records the note in the caller's name, control characters dropped", async () => {
      const response = await post(`/api/leads/${analysis.id}/notes`, { note: '  Quiere\u0000 una cita\n' }, admin)
      expect(response.statusCode).toBe(201)
      expect(response.json()).toEqual({
        id: expect.any(String),
        leadId: analysis.id,
        at: expect.any(String),
        editor: 'admin-token',
        type: 'note',
        note: 'Quiere una cita',
      })
    })

    it('records a reply with its channel, shown in the lead’s history and the export’s notes', async () => {
      const message = 'Hola, gracias por tu análisis.\nTe escribo para agendar 15 minutos.'
      const response = await post(`/api/leads/${analysis.id}/notes`, { note: message, channel: 'whatsapp' }, ana)
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject({ type: 'reply', channel: 'whatsapp', note: message, editor: 'Ana' })
      const detail = await t.app.inject({ method: 'GET', url: `/api/leads/${analysis.id}`, headers: ana })
      expect(detail.json().events.at(-1)).toMatchObject({ type: 'reply', channel: 'whatsapp', note: message })
      const wrong = await post(`/api/leads/${analysis.id}/notes`, { note: 'Hola', channel: 'sms' }, ana)
      expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { channel: 'whatsapp o email.' }])
    })

    it('answers 400 for an empty or too long note and 404 for an unknown lead', async () => {
      for (const body of [{}, { note: '   ' }, { note: 'x'.repeat(4001) }, { note: 42 }]) {
        const response = await post(`/api/leads/${analysis.id}/notes`, body)
        expect([body, response.statusCode, response.json().fields]).toEqual([
          body,
          400,
          { note: 'De 1 a 4000 caracteres.' },
        ])
      }
      expect((await post(`/api/leads/${missing}/notes`, { note: 'Hola' })).statusCode).toBe(404)
    })
  })

  describe('DELETE /api/leads/:id', () => {
    it('answers 400 without a reason from the list, and 404 for an unknown lead', async () => {
      const erase = (url: string) => t.app.inject({ method: 'DELETE', url, headers: ana })
      for (const query of ['', '?reason=retention', '?reason=because']) {
        const response = await erase(`/api/leads/${contact.id}${query}`)
        expect([query, response.statusCode, response.json().fields]).toEqual([
          query,
          400,
          { reason: 'request, spam o test.' },
        ])
      }
      expect((await erase(`/api/leads/${missing}?reason=test`)).statusCode).toBe(404)
      expect(await t.store.getLead(contact.id)).toBeDefined()
    })
  })

  describe('CORS', () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: `/api/leads/${contact.id}/notes`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      })

    it("answers the preflight of the lake's Studio, under either name", async () => {
      const port = t.lake.port
      for (const origin of [`https://local.localhost:${port}`, `https://localhost:${port}`]) {
        const response = await preflight(origin)
        expect(response.statusCode).toBe(204)
        expect(response.headers).toMatchObject({
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, POST, DELETE',
          'access-control-allow-headers': 'Authorization, Content-Type',
        })
      }
      const list = await t.app.inject({ url: '/api/leads', headers: { ...ana, origin: `https://localhost:${port}` } })
      expect(list.headers['access-control-allow-origin']).toBe(`https://localhost:${port}`)
    })

    it('gives any other origin no CORS header at all', async () => {
      for (const origin of ['https://evil.example', 'https://local.localhost:9999', 'http://localhost:3000']) {
        const answers = [
          await preflight(origin),
          await t.app.inject({ url: '/api/leads', headers: { ...ana, origin } }),
        ]
        for (const response of answers) {
          expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
        }
      }
    })
  })

  it('keeps the old admin export working beside it', async () => {
    const response = await get('/api/admin/leads?format=json', admin)
    expect(response.statusCode).toBe(200)
    expect((response.json() as { leads: { id: string }[] }).leads.map((lead) => lead.id)).toContain(contact.id)
    expect((await get('/api/admin/leads', ana)).statusCode).toBe(401)
  })
})
