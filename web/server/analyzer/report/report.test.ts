import { describe, expect, it } from 'vitest'
import type { AnalysisResult, Finding } from 'site-analyzer'
import { buildReport } from './document'
import { composeReportEmail } from './email'
import { toHtmlFragment } from './html'
import { toPdf } from './pdf'
import { pdfStreams } from './pdf-text'
import { sampleContacts, sampleResult } from './sample-report'

const finding = (
  id: Finding['id'],
  category: Finding['category'],
  status: Finding['status'],
  values: Finding['values'] = {},
): Finding => ({ id, category, status, importance: 'high', values })

/** A JPEG's first bytes are enough for pdfkit to embed it as an image. */
const tinyJpeg =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='

const result: AnalysisResult = sampleResult({
  scores: { speed: 100, seo: 50, sales: 0, automation: 100, overall: 63 },
  findings: [
    finding('ttfb', 'speed', 'pass', { ms: 120 }),
    finding('description', 'seo', 'fail', { length: 0 }),
    finding('title', 'seo', 'pass', { length: 24, text: 'Panadería <script>x</script>' }),
    finding('whatsapp', 'sales', 'fail'),
    finding('callToAction', 'sales', 'fail', { count: 0, elsewhere: 0, examples: '' }),
    finding('onlineBooking', 'automation', 'warn'),
    finding('analytics', 'automation', 'pass'),
  ],
  topActions: ['whatsapp', 'description', 'onlineBooking'],
})

const measured: AnalysisResult = {
  ...result,
  phone: {
    status: 'measured',
    measurements: {
      performance: 42,
      metrics: { lcpMs: 5200, cls: 0.05, tbtMs: 350, fcpMs: 1700, speedIndexMs: 4000 },
      requestCount: 7,
      bytesByType: { document: 1, script: 1, stylesheet: 1, image: 1, font: 1, media: 1, other: 1 },
      images: [],
      screenshot: { base64: tinyJpeg, width: 360, height: 780 },
      savingsMs: {},
    },
  },
}

describe('the report', () => {
  it('puts gauges, the top actions, every problem and the closing note in the requested language', () => {
    const es = toHtmlFragment(buildReport(result, 'es'))
    expect(es).toContain('<h1>Análisis de tu sitio web</h1>')
    expect(es).toContain('<h2>Puntuación general: 63/100</h2>')
    expect(es).toMatch(/role="img" aria-label="Velocidad: 100\/100"/)
    expect(es.indexOf('Las 3 acciones más importantes')).toBeLessThan(es.indexOf('Todos los hallazgos'))
    expect(es).toMatch(/<ol><li><strong>Botón de WhatsApp:<\/strong>/)
    expect(es).toContain('Lo que este análisis no puede ver')
    const en = toHtmlFragment(buildReport(result, 'en'))
    expect(en).toContain('<h2>Overall score: 63/100</h2>')
    expect(en).toContain('What this scan cannot see')
    expect(en).not.toContain('Análisis')
  })

  it('lists what passes by name and what the phone pass could not measure as unmeasured, never as a pass', () => {
    const report = buildReport(result, 'en')
    const sales = report.sections.find((section) => section.title === 'Sales')!
    expect(sales.unmeasured).toEqual([
      'Text contrast',
      'Buttons and links easy to tap',
      'Form fields with labels',
      'Audio or video that plays by itself',
    ])
    expect(sales.passed).toEqual([])
    expect(report.sections.find((section) => section.title === 'Speed')!.passed).toEqual(['Server response time'])
    expect(buildReport(measured, 'en').sections.every((section) => section.unmeasured.length === 0)).toBe(true)
  })

  it('tailors its examples to the kind of business: a bakery is never told to connect Calendly', () => {
    const bakery = toHtmlFragment(buildReport(result, 'es'))
    expect(bakery).toContain('tu sitio es de un restaurante o negocio de comida.')
    expect(bakery).toContain('Hacer pedido por WhatsApp')
    expect(bakery).not.toMatch(/Calendly|Cotiza gratis/)
    const firm = toHtmlFragment(buildReport({ ...result, business: 'services' }, 'es'))
    expect(firm).toContain('Cotiza gratis')
  })

  it('names each kind of business with its own article', () => {
    const named = (business: typeof result.business, language: 'es' | 'en') =>
      buildReport({ ...result, business }, language).business.text
    expect(named('shop', 'es')).toContain('tu sitio es de una tienda.')
    expect(named('clinic', 'es')).toContain('tu sitio es de una clínica o consultorio.')
    expect(named('shop', 'en')).toContain('your site is for a shop.')
  })

  it('shows the phone screenshot and the metrics as bars coloured against their thresholds', () => {
    const html = toHtmlFragment(buildReport(measured, 'en'))
    expect(html).toContain(`<img src="data:image/jpeg;base64,${tinyJpeg}" alt="Your page on a phone screen"`)
    expect(html).toMatch(/Main content visible \(LCP\)[\s\S]*?5\.2 s<\/strong> · slow/)
    expect(html).toMatch(/First content \(FCP\)[\s\S]*?1\.7 s<\/strong> · fast/)
    expect(html).toMatch(/performance 42\/100/)
  })

  it('e-mails its pictures as attached images: gauges drawn as PNG, the screenshot as the phone pass took it', async () => {
    const mail = await composeReportEmail(measured, 'es', sampleContacts)
    const sources = [...mail.html.matchAll(/<img src="([^"]*)"/g)].map(([, source]) => source)
    expect(sources).toEqual([...[1, 2, 3, 4, 5].map((n) => `cid:score-${n}@report`), 'cid:phone@report'])
    const byCid = new Map(mail.attachments.map((file) => [file.cid, file]))
    for (const n of [1, 2, 3, 4, 5]) {
      const gauge = byCid.get(`score-${n}@report`)!
      expect(gauge.contentType).toBe('image/png')
      expect(gauge.content.subarray(1, 4).toString()).toBe('PNG')
    }
    expect(byCid.get('phone@report')).toMatchObject({
      contentType: 'image/jpeg',
      content: Buffer.from(tinyJpeg, 'base64'),
    })
    expect(mail.html).toMatch(/alt="Velocidad: 100\/100"/)
    // Nothing Gmail or Outlook drops carries the report: no data: images, no CSS gradients.
    expect(mail.html).not.toMatch(/data:|conic-gradient/)
  })

  it('keeps text taken from the analysed site as text', () => {
    const title = finding('title', 'seo', 'warn', { length: 24, text: 'Panadería <script>x</script>' })
    const html = toHtmlFragment(buildReport({ ...result, findings: [title], topActions: ['title'] }, 'es'))
    expect(html).not.toContain('<script>')
    expect(html).toContain('Panadería &#60;script&#62;x&#60;/script&#62;')
  })

  it('renders a branded PDF with gauges, the screenshot, an embedded font that carries accents and the contacts', async () => {
    const pdf = await toPdf(buildReport(measured, 'es', sampleContacts))
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfStreams(pdf)
    expect(text).toMatch(/\/FontFile2/)
    expect(text).toMatch(/DejaVuSans/)
    expect(text).toMatch(/\/Subtype \/Image/)
    expect(text).toContain(`/URI (${sampleContacts.bookingUrl15})`)
    expect(text).toContain('/URI (https://wa.me/50376543210)')
    expect(text).toContain(`/URI (mailto:${sampleContacts.email})`)
    // The ToUnicode map names á, í, ñ and ó, so they render and copy as themselves.
    for (const code of ['00e1', '00ed', '00f3']) expect(text.toLowerCase()).toContain(`<${code}>`)
    expect(pdf.length).toBeLessThan(150_000)
  })

  it('composes the e-mail with the agency contacts and a text part that reads as plain text', async () => {
    const mail = await composeReportEmail(result, 'en', sampleContacts)
    expect(mail.subject).toBe('Your website analysis for panaderia.example (PDF)')
    expect(mail.html).toContain('<h1>Your website analysis</h1>')
    expect(mail.html).toContain(`<a href="${sampleContacts.bookingUrl15}">`)
    expect(mail.html).toContain('<a href="https://wa.me/50376543210">')
    expect(mail.text).toContain('Overall score: 63/100')
    expect(mail.text).toContain(`Book your free 15-minute review: ${sampleContacts.bookingUrl15}`)
    expect(mail.text).toContain('WhatsApp: https://wa.me/50376543210')
    expect(mail.text).toContain(`E-mail: ${sampleContacts.email}`)
    expect(mail.text).not.toMatch(/\*\*|^#|\\|XXXX/m)
    expect(mail.attachments[0]).toMatchObject({ filename: 'website-analysis.pdf', contentType: 'application/pdf' })
    // The gauges travel as attached PNGs (no phone pass here, so no screenshot).
    expect(mail.attachments.slice(1).map((file) => file.cid)).toEqual([1, 2, 3, 4, 5].map((n) => `score-${n}@report`))
    expect((await composeReportEmail(result, 'es', sampleContacts)).subject).toBe(
      'Tu análisis web de panaderia.example (PDF)',
    )
  })
})
