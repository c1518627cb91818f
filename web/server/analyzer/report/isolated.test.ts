import { describe, expect, it } from 'vitest'
import type { AnalysisResult } from '../model'
import { renderReportEmail } from './isolated'

const result: AnalysisResult = {
  url: 'https://panaderia.example/',
  finalUrl: 'https://panaderia.example/',
  analyzedAt: '2026-01-15T15:00:00.000Z',
  durationMs: 420,
  scores: { speed: 100, seo: 50, sales: 100, automation: 100, overall: 88 },
  findings: [{ id: 'title', category: 'seo', status: 'warn', importance: 'high', values: { length: 3, text: 'Pan' } }],
  topActions: ['title'],
}

describe('report rendering in a worker', () => {
  it('returns the e-mail with its PDF as a Buffer', async () => {
    const email = await renderReportEmail(result, 'en')
    expect(email.subject).toContain('panaderia.example')
    expect(Buffer.isBuffer(email.attachments[0]!.content)).toBe(true)
    expect(email.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('fails with RENDER_TIMEOUT past its time limit, and the event loop stays free meanwhile', async () => {
    let ticks = 0
    const ticker = setInterval(() => (ticks += 1), 5)
    await expect(renderReportEmail(result, 'es', { timeoutMs: 50, heapMb: 64 })).rejects.toMatchObject({
      code: 'RENDER_TIMEOUT',
    })
    clearInterval(ticker)
    expect(ticks).toBeGreaterThan(3)
  })
})
