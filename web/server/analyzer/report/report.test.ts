import { inflateSync } from 'node:zlib'
import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import type { AnalysisResult, Finding } from '../model'
import { buildReport } from './document'
import { composeReportEmail } from './email'
import { escapeMarkdown, toHtml, toMarkdown } from './markdown'
import { toPdf } from './pdf'

const finding = (
  id: Finding['id'],
  category: Finding['category'],
  status: Finding['status'],
  values: Finding['values'] = {},
): Finding => ({
  id,
  category,
  status,
  importance: 'high',
  values,
})

const result: AnalysisResult = {
  url: 'https://panaderia.example/',
  finalUrl: 'https://panaderia.example/',
  analyzedAt: '2026-01-15T15:00:00.000Z',
  durationMs: 420,
  scores: { speed: 100, seo: 50, sales: 0, automation: 100, overall: 63 },
  findings: [
    finding('ttfb', 'speed', 'pass', { ms: 120 }),
    finding('description', 'seo', 'fail', { length: 0 }),
    finding('title', 'seo', 'pass', { length: 24, text: 'Panadería <script>x</script>' }),
    finding('whatsapp', 'sales', 'fail'),
    finding('analytics', 'automation', 'pass'),
  ],
  topActions: ['description', 'whatsapp'],
  phone: { status: 'unavailable', reason: 'no-browser' },
}

/** The text of a PDF: its compressed streams inflated, where fonts and their Unicode maps live. */
function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      return ''
    }
  })
  return raw + streams.join('\n')
}

describe('the report', () => {
  it('puts scores, the top actions, every finding and the closing note in the requested language', () => {
    const es = toMarkdown(buildReport(result, 'es'))
    expect(es).toContain('# Análisis de tu sitio web')
    expect(es).toContain('## Puntuación general: 63/100')
    expect(es.indexOf('Las 3 acciones más importantes')).toBeLessThan(es.indexOf('Todos los hallazgos'))
    expect(es).toMatch(/1\. \*\*Meta descripción:\*\*/)
    expect(es).toContain('Lo que este análisis no puede ver')
    const en = toMarkdown(buildReport(result, 'en'))
    expect(en).toContain('## Overall score: 63/100')
    expect(en).toContain('What this scan cannot see')
    expect(en).not.toContain('Análisis')
  })

  it('keeps text taken from the analysed site as text', () => {
    const html = marked.parse(toMarkdown(buildReport(result, 'es')), { async: false })
    expect(html).not.toContain('<script>')
    expect(html).toContain('Panadería &lt;script&gt;x&lt;/script&gt;')
    expect(marked.parse(escapeMarkdown('**[a](javascript:x)** <b>'), { async: false })).not.toMatch(/<a|<b>|<strong>/)
  })

  it('renders a PDF with an embedded font that carries accents', async () => {
    const pdf = await toPdf(buildReport(result, 'es'))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfStreams(pdf)
    expect(text).toMatch(/\/FontFile2/)
    expect(text).toMatch(/DejaVuSans/)
    // The ToUnicode map names á, í, ñ and ó, so they render and copy as themselves.
    for (const code of ['00e1', '00ed', '00f3']) expect(text.toLowerCase()).toContain(`<${code}>`)
    expect(pdf.length).toBeLessThan(120_000)
  })

  it('composes the e-mail in the visitor language with the PDF attached', async () => {
    const mail = await composeReportEmail(result, 'en')
    expect(mail.subject).toBe('Your website analysis for panaderia.example (PDF)')
    expect(mail.text).toContain('Overall score: 63/100')
    expect(mail.html).toContain('<h1>Your website analysis</h1>')
    expect(mail.attachments[0]).toMatchObject({ filename: 'website-analysis.pdf', contentType: 'application/pdf' })
    expect(toHtml(buildReport(result, 'es'))).toContain('<meta charset="utf-8">')
    expect((await composeReportEmail(result, 'es')).subject).toBe('Tu análisis web de panaderia.example (PDF)')
  })
})
