import { describe, expect, it } from 'vitest'
import { leadsToCsv } from './export'
import type { LeadWithDeliveries } from './types'

const lead = (data: Record<string, unknown>, more: Partial<LeadWithDeliveries> = {}): LeadWithDeliveries => ({
  id: 'l1',
  kind: 'contact',
  language: 'es',
  clientIp: '203.0.113.1',
  data,
  createdAt: new Date('2026-01-02T03:04:05Z'),
  status: 'new',
  attribution: {},
  deliveries: [
    { kind: 'agency-email', status: 'done', attempts: 1, lastError: null },
    { kind: 'analysis-report', status: 'dead', attempts: 6, lastError: 'RENDER_TIMEOUT: too long' },
  ],
  hasReport: false,
  ...more,
})

describe('leadsToCsv', () => {
  it('has one column per field of any lead, quoted, delivery states last', () => {
    const csv = leadsToCsv([
      lead({ nombre: 'Ana "A"', necesidades: 'línea 1\nlínea 2' }),
      lead({ url: 'https://a.test' }),
    ])
    const [header, first] = csv.split('\r\n')
    expect(header).toBe(
      '"id","createdAt","kind","status","language","clientIp","nombre","necesidades","url","deliveries"',
    )
    expect(first).toContain('"Ana ""A""","línea 1\nlínea 2",""')
    // A dead-lettered delivery carries its reason into the export.
    expect(first).toContain('"agency-email:done analysis-report:dead (RENDER_TIMEOUT: too long)"')
  })

  it('has the status and the attribution a lead has', () => {
    const csv = leadsToCsv([
      lead(
        { nombre: 'Ana' },
        {
          status: 'won',
          attribution: { page: '/servicios', referrerHost: 'www.google.com', utm: { utm_source: 'google' } },
        },
      ),
      lead({ nombre: 'Luis' }),
    ])
    const [header, first, second] = csv.split('\r\n')
    expect(header).toBe(
      '"id","createdAt","kind","status","language","clientIp","sourcePage","referrerHost","utm_source","nombre","deliveries"',
    )
    expect(first).toContain('"won","es","203.0.113.1","/servicios","www.google.com","google","Ana"')
    expect(second).toContain('"new","es","203.0.113.1","","","","Luis"')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(leadsToCsv([lead({ negocio: '=HYPERLINK("x")' })])).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
