import type { AnalysisResult } from 'site-analyzer'
import type { AgencyContacts } from '../src/report/contacts'

/** An agency's contacts, as a report e-mail closes with them in tests and benchmarks. */
export const sampleContacts: AgencyContacts = {
  brandName: 'Agencia Ejemplo',
  bookingUrl15: 'https://calendly.com/agencia-ejemplo/15min',
  phone: '+50376543210',
  email: 'hola@agencia-ejemplo.com',
}

/** A small analysis result for the report's tests: a bakery without the phone pass. */
export const sampleResult = (overrides: Partial<AnalysisResult> = {}): AnalysisResult => ({
  url: 'https://panaderia.example/',
  finalUrl: 'https://panaderia.example/',
  analyzedAt: '2026-01-15T15:00:00.000Z',
  durationMs: 420,
  scores: { speed: 100, seo: 50, sales: 100, automation: 100, overall: 88 },
  findings: [{ id: 'title', category: 'seo', status: 'warn', importance: 'high', values: { length: 3, text: 'Pan' } }],
  topActions: ['title'],
  business: 'bakery',
  market: 'latam',
  phone: { status: 'unavailable', reason: 'off' },
  ...overrides,
})
