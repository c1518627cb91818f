import { describe, expect, it } from 'vitest'
import { analysisData, atTime, bookingData, contactData, newLead } from '../../../tests/support/server/lead-fixtures'
import { storeFactories, useStore } from '../../../tests/support/server/lead-stores'
import type { LeadCursor, SearchOptions } from './types'

describe.each(storeFactories())('the leads list on $engine', (factory) => {
  const context = useStore(factory)

  /** Every page of a search, following `next`. */
  async function allPages(options: Omit<SearchOptions, 'before'>) {
    const pages: string[][] = []
    let before: LeadCursor | undefined
    do {
      const page = await context.store.searchLeads({ ...options, before })
      pages.push(page.leads.map((lead) => lead.id))
      before = page.next
    } while (before)
    return pages
  }

  it('pages newest first without gaps or repeats, also through leads stored in the same millisecond', async () => {
    const stored: { id: string; at: number }[] = []
    for (const at of ['2030-01-01T10:00:00Z', '2030-01-02T10:00:00Z', '2030-01-03T10:00:00Z']) {
      for (let i = 0; i < 7; i++) {
        const { lead } = await atTime(at, () => context.store.addLead(newLead('contact', contactData()), []))
        stored.push({ id: lead.id, at: lead.createdAt.getTime() })
      }
    }
    const newestFirst = stored.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((lead) => lead.id)
    const range = { from: new Date('2030-01-01T00:00:00Z'), to: new Date('2030-01-04T00:00:00Z') }

    const pages = await allPages({ ...range, limit: 5 })
    expect(pages.map((page) => page.length)).toEqual([5, 5, 5, 5, 1])
    expect(pages.flat()).toEqual(newestFirst)
    // A page that ends exactly at the last lead says there is no next one.
    expect(await allPages({ ...range, limit: 7 })).toHaveLength(3)
    expect((await context.store.searchLeads({ ...range, limit: 21 })).next).toBeUndefined()
    await expect(context.store.searchLeads({ ...range, limit: 0 })).rejects.toThrow(RangeError)
  })

  it('filters by kind, status and time, and shows each lead with its status and deliveries', async () => {
    const range = { from: new Date('2030-02-01T00:00:00Z'), to: new Date('2030-02-02T00:00:00Z') }
    const ids = await atTime('2030-02-01T12:00:00Z', async () => ({
      contact: (await context.store.addLead(newLead('contact', contactData()), [{ kind: 'agency-email' }])).lead.id,
      analysis: (await context.store.addLead(newLead('analysis', analysisData()), [])).lead.id,
      booking: (await context.store.addLead(newLead('booking', bookingData()), [])).lead.id,
    }))
    await atTime('2030-02-03T12:00:00Z', () => context.store.addLead(newLead('contact', contactData()), []))
    await context.store.setStatus(ids.analysis, 'contacted', 'María')

    const search = async (options: Partial<SearchOptions>) =>
      (await context.store.searchLeads({ ...range, limit: 50, ...options })).leads.map((lead) => lead.id)
    expect((await search({})).sort()).toEqual(Object.values(ids).sort())
    expect(await search({ kind: 'booking' })).toEqual([ids.booking])
    expect(await search({ status: 'contacted' })).toEqual([ids.analysis])
    expect(await search({ kind: 'contact', status: 'contacted' })).toEqual([])

    const [contact] = (await context.store.searchLeads({ ...range, kind: 'contact', limit: 1 })).leads
    expect(contact).toMatchObject({ status: 'new', attribution: {} })
    expect(contact?.deliveries).toEqual([{ kind: 'agency-email', status: 'pending', attempts: 0, lastError: null }])
  })

  it('finds a query, whatever its case, in the name, business, e-mail, phone, URL and message only', async () => {
    const range = { from: new Date('2030-03-01T00:00:00Z'), to: new Date('2030-03-02T00:00:00Z') }
    const [contact, analysis] = await atTime('2030-03-01T12:00:00Z', () =>
      Promise.all([
        context.store.addLead(newLead('contact', contactData({ correo: 'Ana.Perez@Example.test' })), []),
        context.store.addLead(newLead('analysis', analysisData({ url: 'https://Tienda-Azul.example.test' })), []),
      ]),
    )
    const found = async (query: string) =>
      (await context.store.searchLeads({ ...range, query, limit: 50 })).leads.map((lead) => lead.id)
    for (const query of ['ANA PÉREZ', 'café sol', 'ana.perez@example', '7654-3210', '+503 7654 3210', 'UNA WEB'])
      expect(await found(query), query).toEqual([contact.lead.id])
    expect(await found('tienda-azul')).toEqual([analysis.lead.id])
    // Neither the fields' names nor fields outside the list (the form's tool id is "website").
    for (const query of ['nombre', 'website', 'email', 'outcome']) expect(await found(query), query).toEqual([])
  })

  it('lists one row per person, their newest lead of those that match, with how many leads they have', async () => {
    const { store } = context
    const at = (day: number) => `2029-06-0${day}T10:00:00Z`
    const add = async (day: number, kind: 'contact' | 'analysis' | 'booking', data: Record<string, unknown>) =>
      (await atTime(at(day), () => store.addLead(newLead(kind, data), []))).lead
    const analysis = await add(1, 'analysis', analysisData({ email: 'nora@vivero.test' }))
    const request = await add(2, 'contact', contactData({ correo: 'nora@vivero.test', telefono: '' }))
    const booking = await add(3, 'booking', bookingData({ email: 'nora@vivero.test' }))
    const other = await add(4, 'contact', contactData({ correo: 'otro@vivero.test', telefono: '' }))
    const june = { from: new Date(at(1)), to: new Date('2029-06-05T00:00:00Z') }
    // A list of leads says nothing of their people: only one row per person does.
    const leads = (await store.searchLeads({ ...june, limit: 10 })).leads
    expect(leads.map((lead) => lead.personLeads)).toEqual([undefined, undefined, undefined, undefined])
    const people = async (options: Omit<SearchOptions, 'limit' | 'perPerson'> = {}) =>
      (await store.searchLeads({ ...june, ...options, perPerson: true, limit: 10 })).leads.map((lead) => [
        lead.id,
        lead.personLeads,
      ])

    expect(await people()).toEqual([
      [other.id, 1],
      [booking.id, 3],
    ])
    // The filters choose among the person's leads: their newest contact request, their analysis.
    expect(await people({ kind: 'contact' })).toEqual([
      [other.id, 1],
      [request.id, 3],
    ])
    expect(await people({ query: 'vivero.test', to: new Date(at(2)) })).toEqual([[analysis.id, 3]])
    // A page a row at a time still shows each person once.
    expect(await allPages({ ...june, perPerson: true, limit: 1 })).toEqual([[other.id], [booking.id]])
  })

  it('takes % and _ in a query literally', async () => {
    const range = { from: new Date('2030-04-01T00:00:00Z'), to: new Date('2030-04-02T00:00:00Z') }
    const names = ['100% Café', '100 Café', 'mi_tienda', 'mi-tienda', 'barra\\café', 'barra café']
    const ids = await atTime('2030-04-01T12:00:00Z', async () => {
      const stored: Record<string, string> = {}
      for (const negocio of names)
        stored[negocio] = (await context.store.addLead(newLead('contact', contactData({ negocio })), [])).lead.id
      return stored
    })
    const found = async (query: string) =>
      (await context.store.searchLeads({ ...range, query, limit: 50 })).leads.map((lead) => lead.id)
    expect(await found('100%')).toEqual([ids['100% Café']])
    expect(await found('mi_')).toEqual([ids.mi_tienda])
    expect(await found('a\\c')).toEqual([ids['barra\\café']])
    expect(await found('%')).toEqual([ids['100% Café']])
    // Control characters (NUL, which Postgres refuses in text) are no part of a search.
    expect(await found('mi\u0000_')).toEqual([ids.mi_tienda])
    expect(await found('\u0000')).toHaveLength(names.length)
  })

  it('keeps the attribution given with a lead: page, referrer host and the utm parameters only', async () => {
    // The newest lead of this store, so the CLI's list shows it first.
    const { lead } = await atTime('2030-05-01T12:00:00Z', () =>
      context.store.addLead(
        newLead('contact', contactData(), {
          page: '/servicios',
          referrerHost: 'www.google.com',
          utm: { utm_source: 'google', utm_campaign: 'primavera', gclid: 'abc', utm_term: '' },
        }),
        [],
      ),
    )
    const attribution = {
      page: '/servicios',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'google', utm_campaign: 'primavera' },
    }
    expect(lead.attribution).toEqual(attribution)
    expect((await context.store.getLead(lead.id))?.attribution).toEqual(attribution)
    expect((await context.store.listLeads({ limit: 1 }))[0]).toMatchObject({ id: lead.id, status: 'new', attribution })
  })
})
