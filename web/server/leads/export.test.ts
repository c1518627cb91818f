import { describe, expect, it } from 'vitest'
import { leadsToCsv } from './export'
import type { LeadEvent, LeadWithDeliveries } from './types'

const lead = (data: Record<string, unknown>, more: Partial<LeadWithDeliveries> = {}): LeadWithDeliveries => ({
  id: 'l1',
  contactId: 'l1',
  kind: 'contact',
  language: 'es',
  clientIp: '203.0.113.1',
  data,
  createdAt: new Date('2026-01-02T15:04:05Z'),
  status: 'new',
  attribution: {},
  deliveries: [
    { kind: 'agency-email', status: 'done', attempts: 1, lastError: null },
    { kind: 'analysis-report', status: 'dead', attempts: 6, lastError: 'RENDER_TIMEOUT: too long' },
  ],
  hasReport: false,
  ...more,
})

/** The file's cells, BOM and CRLF checked and taken off, each line cut at the language's separator. */
function table(csv: string, separator = ';') {
  expect(csv.startsWith('\uFEFF')).toBe(true)
  expect(csv.endsWith('\r\n')).toBe(true)
  return csv
    .slice(1, -2)
    .split('\r\n')
    .map((line) => {
      const cells = [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!)
      expect(cells.map((cell) => `"${cell}"`).join(separator)).toBe(line)
      return cells.map((cell) => cell.replaceAll('""', '"'))
    })
}

const sofia = lead(
  {
    nombre: 'Begoña Muñoz Peña',
    negocio: 'Pupusería "La Esquina"',
    correo: 'begona@example.test',
    telefono: '+503 7222 3333',
    servicio: 'chatbots',
    necesidades: 'línea 1\nlínea 2',
    tool_id: 'website',
  },
  {
    status: 'contacted',
    owner: 'María',
    followUpAt: new Date('2026-01-05T15:00:00Z'),
    attribution: {
      page: '/servicios',
      referrerHost: 'www.google.com',
      utm: { utm_source: 'google', utm_medium: 'cpc' },
    },
  },
)

const events: LeadEvent[] = [
  {
    id: 'e1',
    leadId: 'l1',
    at: new Date('2026-01-03T16:00:00Z'),
    editor: 'María',
    type: 'note',
    note: 'Llamar el lunes',
  },
  { id: 'e2', leadId: 'l1', at: new Date('2026-01-03T16:05:00Z'), editor: 'José', type: 'status', status: 'contacted' },
  { id: 'e3', leadId: 'l1', at: new Date('2026-01-04T09:30:00Z'), editor: 'José', type: 'note', note: '=Presupuesto' },
  {
    id: 'e4',
    leadId: 'l1',
    at: new Date('2026-01-04T09:40:00Z'),
    editor: 'José',
    type: 'reply',
    channel: 'whatsapp',
    note: 'Hola Sofía, te envío el presupuesto',
  },
]

describe('leadsToCsv', () => {
  it('is UTF-8 with a byte-order mark, semicolons and the tool’s Spanish words by default', () => {
    const [header, row] = table(leadsToCsv([sofia], events))
    expect(header).toEqual([
      'ID',
      'Fecha (UTC)',
      'Origen',
      'Estado',
      'Responsable',
      'Próximo seguimiento (UTC)',
      'Nombre',
      'Negocio',
      'Correo',
      'Teléfono',
      'Sitio web',
      'Servicio',
      'Mensaje',
      'Puntuación',
      'Resultado del análisis',
      'Idioma del visitante',
      'Enviado desde',
      'Llegó desde',
      'Campaña',
      'Cita en Calendly',
      'Notas',
      'Envíos',
    ])
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]))
    expect(cells).toMatchObject({
      'Fecha (UTC)': '2026-01-02 15:04',
      Origen: 'Contacto',
      Estado: 'Contactado',
      Responsable: 'María',
      'Próximo seguimiento (UTC)': '2026-01-05 15:00',
      Nombre: 'Begoña Muñoz Peña',
      Negocio: 'Pupusería "La Esquina"',
      Teléfono: '+503 7222 3333',
      Servicio: 'Chatbots con IA',
      Mensaje: 'línea 1\nlínea 2',
      'Idioma del visitante': 'Español',
      'Enviado desde': '/servicios',
      'Llegó desde': 'www.google.com',
      Campaña: 'utm_source=google utm_medium=cpc',
      // A dead-lettered delivery carries its reason into the export.
      Envíos: 'agency-email:done analysis-report:dead (RENDER_TIMEOUT: too long)',
    })
    // Every note and reply with its editor and date, oldest first; status changes are the status column's.
    expect(cells.Notas).toBe(
      '2026-01-03 16:00 María: Llamar el lunes\n2026-01-04 09:30 José: =Presupuesto\n' +
        '2026-01-04 09:40 José (WhatsApp): Hola Sofía, te envío el presupuesto',
    )
    // No internal field names: the form's own ids and the visitor's address stay out.
    expect(header).not.toContain('tool_id')
    expect(row).not.toContain('203.0.113.1')
  })

  it('in English: commas, English headers and values, dates in the editor’s zone', () => {
    const csv = leadsToCsv(
      [sofia, lead({ url: 'https://a.test', score: 62 }, { id: 'l2', kind: 'analysis' })],
      events,
      {
        language: 'en',
        timeZone: 'America/El_Salvador',
      },
    )
    const [header, first, second] = table(csv, ',')
    expect(header?.slice(0, 7)).toEqual([
      'ID',
      'Date (America/El_Salvador)',
      'Source',
      'Status',
      'Owner',
      'Next follow-up (America/El_Salvador)',
      'Name',
    ])
    expect(header).toContain('Notes')
    expect(first?.slice(1, 6)).toEqual(['2026-01-02 09:04', 'Contact', 'Contacted', 'María', '2026-01-05 09:00'])
    expect(first).toContain('AI chatbots')
    expect(first).toContain('Spanish')
    expect(first).toContain(
      '2026-01-03 10:00 María: Llamar el lunes\n2026-01-04 03:30 José: =Presupuesto\n' +
        '2026-01-04 03:40 José (WhatsApp): Hola Sofía, te envío el presupuesto',
    )
    expect(second?.slice(2, 4)).toEqual(['Analysis', 'New'])
    expect(second).toContain('62')
  })

  it.each([
    ['+503 7222 3333', '+503 7222 3333'],
    ['+50372223333', '+50372223333'],
    ['+1 (555) 010-0000', '+1 (555) 010-0000'],
    ['+503.7222.3333', '+503.7222.3333'],
    ['=HYPERLINK("http://evil.test")', `'=HYPERLINK("http://evil.test")`],
    ['+HYPERLINK("x")', `'+HYPERLINK("x")`],
    ["+1+cmd|' /C calc'!A0", `'+1+cmd|' /C calc'!A0`],
    ['+503 SUM(1)', "'+503 SUM(1)"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
  ])('writes %j as %j: a phone as typed, a formula defused', (typed, written) => {
    const [header, row] = table(leadsToCsv([lead({ telefono: typed })], []))
    expect(row![header!.indexOf('Teléfono')]).toBe(written)
  })
})
