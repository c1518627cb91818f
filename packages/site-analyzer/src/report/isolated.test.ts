import { describe, expect, it } from 'vitest'
import { renderReportEmail } from './isolated'
import { sampleContacts, sampleResult } from '../../testing'

const result = sampleResult()

describe('report rendering in a worker', () => {
  // A worker thread loading TypeScript through tsx takes seconds on a busy machine.
  it('returns the e-mail with its PDF as a Buffer', { timeout: 20_000 }, async () => {
    const email = await renderReportEmail(result, 'en', sampleContacts)
    expect(email.subject).toContain('panaderia.example')
    expect(Buffer.isBuffer(email.attachments[0]!.content)).toBe(true)
    expect(email.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('fails with RENDER_TIMEOUT past its time limit, and the event loop stays free meanwhile', async () => {
    let ticks = 0
    const ticker = setInterval(() => (ticks += 1), 5)
    await expect(renderReportEmail(result, 'es', sampleContacts, { timeoutMs: 300, heapMb: 64 })).rejects.toMatchObject(
      {
        code: 'RENDER_TIMEOUT',
      },
    )
    clearInterval(ticker)
    expect(ticks).toBeGreaterThan(3)
  })
})
