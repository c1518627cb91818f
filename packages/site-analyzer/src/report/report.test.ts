import { describe, expect, it } from 'vitest'
import type { AnalysisResult, Finding } from '../model'
import { buildReport } from './document'
import { reportCopy } from './messages/format'
import { composeReportEmail } from './email'
import { toHtmlFragment } from './html'
import { toPdf } from './pdf'
import { toPlainText } from './plain-text'
import { pdfStreams, sampleContacts, sampleResult } from '../../testing'

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
      'Fits the phone’s screen',
      'Form fields with labels',
      'Audio or video that plays by itself',
    ])
    expect(sales.passed).toEqual([])
    expect(report.sections.find((section) => section.title === 'Speed')!.passed).toEqual(['Server response time'])
    expect(buildReport(measured, 'en').sections.every((section) => section.unmeasured.length === 0)).toBe(true)
  })

  it('lists what a measured phone pass left out, and why: the page reached it without its styles or scripts', () => {
    const leftOut = buildReport(
      {
        ...measured,
        unmeasured: [
          { id: 'contrast', category: 'sales', cause: 'styles' },
          { id: 'tapTargets', category: 'sales', cause: 'styles' },
          { id: 'consoleErrors', category: 'seo', cause: 'scripts' },
        ],
      },
      'es',
    )
    const section = (title: string) => leftOut.sections.find((candidate) => candidate.title === title)!
    expect(section('Ventas')).toMatchObject({
      unmeasured: ['Contraste del texto', 'Botones y enlaces fáciles de tocar'],
      unmeasuredLabel: expect.stringContaining('los estilos de tu página no llegaron al teléfono simulado'),
    })
    expect(section('SEO (Google)')).toMatchObject({
      unmeasured: ['Errores de JavaScript'],
      unmeasuredLabel: expect.stringContaining('algunos programas de tu página no llegaron'),
    })
    expect(toPlainText(leftOut, '')).toContain('Contraste del texto, Botones y enlaces fáciles de tocar.')
  })

  it('lists what a page drawn by its scripts shows as unmeasured when no phone drew it', () => {
    const seo = buildReport({ ...result, drawnByScript: true }, 'en').sections.find(
      (section) => section.title === 'SEO (Google)',
    )!
    expect(seo.unmeasured).toEqual(expect.arrayContaining(['Main heading (H1)', 'Where your business is']))
    const drawnButMeasured = { ...measured, drawnByScript: true as const }
    expect(buildReport(drawnButMeasured, 'en').sections.every((section) => section.unmeasured.length === 0)).toBe(true)
  })

  it('says which checks our busy machine kept it from judging, never as a problem or a pass, in every format', async () => {
    const busy = sampleResult({
      findings: [finding('title', 'seo', 'pass', { length: 24 })],
      topActions: [],
      unjudged: [{ id: 'ttfb', category: 'speed' }],
    })
    const speed = buildReport(busy, 'es').sections.find((section) => section.title === 'Velocidad')!
    expect(speed).toMatchObject({ unjudged: ['Tiempo de respuesta del servidor'], passed: [], items: [] })
    const html = toHtmlFragment(buildReport(busy, 'es'))
    expect(html).toContain('nuestro servidor de análisis estaba ocupado al medir')
    expect(html).not.toContain('Tu servidor tardó')
    expect((await composeReportEmail(busy, 'en', sampleContacts)).text).toContain(
      'Not judged (our machine was busy while measuring and we could not tell its delay from your site’s): Server response time.',
    )
  })

  it('gives no verdict on the phone’s blocking time when our machine was too slow to measure it', () => {
    const bars = (unjudged: AnalysisResult['unjudged']) =>
      buildReport({ ...measured, unjudged }, 'es').phone.metrics.map((metric) => metric.label)
    expect(bars([])).toContain('Bloqueo total (TBT)')
    expect(bars([{ id: 'blockingScripts', category: 'speed' }])).not.toContain('Bloqueo total (TBT)')
    expect(bars([{ id: 'blockingScripts', category: 'speed' }])).toHaveLength(4)
    // Time no script of the page took: no «se traba» beside «Scripts que bloquean el teléfono: ya está bien».
    const notScripts = buildReport(
      { ...measured, findings: [...measured.findings, finding('blockingScripts', 'speed', 'pass')] },
      'es',
    )
    expect(notScripts.phone.metrics.map((metric) => metric.label)).not.toContain('Bloqueo total (TBT)')
    expect(notScripts.phone.text).toContain('bloqueo total (TBT) 350 ms')
  })

  it('gives no verdict on layout shifts seen on a page that lacked its styles, whose check was left out', () => {
    const bars = (unmeasured: AnalysisResult['unmeasured']) =>
      buildReport({ ...measured, unmeasured }, 'en').phone.metrics.map((metric) => metric.label)
    expect(bars([])).toContain('Visual stability (CLS)')
    const unstyled = bars([{ id: 'layoutShift', category: 'speed', cause: 'styles' }])
    expect(unstyled).not.toContain('Visual stability (CLS)')
    expect(unstyled).toHaveLength(4)
    expect(buildReport({ ...measured, unmeasured: [] }, 'en').phone.text).toContain('visual stability (CLS)')
  })

  it('names the form that sends nowhere and why, and only doubts a form it could not verify, in both languages', () => {
    const detail = (values: Finding['values'], language: 'es' | 'en') => {
      const report = buildReport(
        sampleResult({ findings: [finding('deadForm', 'sales', 'fail', values)], topActions: ['deadForm'] }),
        language,
      )
      return report.sections.flatMap((section) => section.items)[0]!.detail
    }
    const storage = { count: 1, examples: 'Reservar una cita', state: 'dead', reason: 'storage' }
    expect(detail(storage, 'es')).toMatch(/^Tu formulario «Reservar una cita» guarda los datos solo en el teléfono/)
    expect(detail(storage, 'en')).toMatch(
      /^Your form “Reservar una cita” keeps what is filled in only on the visitor’s/,
    )
    const nothing = { ...storage, reason: 'nothing' }
    expect(detail(nothing, 'es')).toMatch(/^Llenamos tu formulario «Reservar una cita» y pulsamos su botón/)
    expect(detail(nothing, 'en')).toMatch(/^We filled in your form “Reservar una cita” and pressed its button/)
    const two = { ...nothing, count: 2, examples: 'Escríbenos, Reservar una cita' }
    expect(detail(two, 'es')).toMatch(
      /^Llenamos 2 de tus formularios \(Escríbenos, Reservar una cita\) y pulsamos sus botones/,
    )
    expect(detail(two, 'en')).toMatch(
      /^We filled in 2 of your forms \(Escríbenos, Reservar una cita\) and pressed their buttons/,
    )
    const unverified = { count: 1, examples: 'Escríbenos', state: 'unverified' }
    expect(detail(unverified, 'es')).toMatch(/^No pudimos comprobar que tu formulario «Escríbenos» te llegue/)
    expect(detail(unverified, 'en')).toMatch(/^We could not check that your form “Escríbenos” reaches you/)
  })

  it('tailors its examples to the kind of business: a bakery is never told to connect Calendly', () => {
    const bakery = toHtmlFragment(buildReport(result, 'es'))
    expect(bakery).toContain('tu sitio es de una panadería o pastelería.')
    expect(bakery).toContain('Encargar por WhatsApp')
    expect(bakery).not.toMatch(/Calendly|Cotiza gratis/)
    const firm = toHtmlFragment(buildReport({ ...result, business: 'services' }, 'es'))
    expect(firm).toContain('Cotiza gratis')
  })

  it('sets its examples in the town of the business’s address, else a city of its country or market, and names a vet as one', () => {
    const fix = (
      market: typeof result.market,
      language: 'es' | 'en',
      business: typeof result.business = 'vet',
      country?: string,
      town = 'none',
      trade = 'none',
    ) =>
      buildReport(
        sampleResult({
          business,
          market,
          country,
          findings: [finding('location', 'seo', 'warn', { named: 0, address: town === 'none' ? 0 : 1, town, trade })],
          topActions: ['location'],
        }),
        language,
      ).sections.flatMap((section) => section.items)[0]!.fix
    // No town of the site's own: no city of someone else's, even in the business's country (an ice
    // cream shop in Puerto Madryn is not in Córdoba).
    expect(fix('latam', 'es', 'vet', 'SV')).toContain('«Clínica veterinaria en tu ciudad | Nombre»')
    expect(fix('latam', 'es', 'cafe', 'AR')).toContain('en tu ciudad | Nombre»')
    expect(fix('spain', 'es')).toContain('«Clínica veterinaria en tu ciudad | Nombre»')
    expect(fix('english', 'en', 'vet', 'US')).toContain('"Veterinary clinic in your city | Name"')
    expect(fix('latam', 'es')).toContain('«Clínica veterinaria en tu ciudad | Nombre»')
    expect(fix('english', 'en')).toContain('"Veterinary clinic in your city | Name"')
    expect(fix('other', 'en', 'bakery')).toContain('"Bakery and pastry shop in your city | Name"')
    // A medical practice is never given a dentist's example, nor a dentist a doctor's.
    expect(fix('latam', 'es', 'clinic', 'SV')).toContain('«Clínica médica familiar en tu ciudad | Nombre»')
    expect(fix('latam', 'es', 'dentist', 'SV')).toContain('«Clínica dental en tu ciudad | Nombre»')
    // The town the site's own address names comes first.
    expect(fix('latam', 'es', 'services', 'AR', 'Mercedes')).toContain('«Contadores en Mercedes | Nombre»')
    // The trade the site's own headline names makes a closer example than its kind: an optician, a tailor.
    expect(fix('latam', 'es', 'clinic', 'AR', 'Belgrano', 'Óptica')).toContain('«Óptica en Belgrano | Nombre»')
    expect(fix('latam', 'en', 'localServices', 'MX', 'none', 'Sastrería')).toContain('"Sastrería in your city | Name"')
    expect(buildReport({ ...result, business: 'vet' }, 'es').business.text).toContain(
      'tu sitio es de una clínica veterinaria.',
    )
  })

  it("speaks the market's own words: «presupuesto» in Spain, «cotización» in Latin America, no WhatsApp pitch to an American trade", () => {
    const suggestion = (market: typeof result.market, language: 'es' | 'en') =>
      buildReport({ ...result, business: 'localServices', market }, language).business.text
    expect(suggestion('spain', 'es')).toContain('le manda el presupuesto')
    expect(suggestion('latam', 'es')).toContain('le manda la cotización')
    expect(suggestion('english', 'en')).toMatch(/^(?!.*WhatsApp).*A text-message chatbot.*sends the estimate/s)
    expect(suggestion('latam', 'en')).toContain('A WhatsApp chatbot')
    const firm = toHtmlFragment(buildReport({ ...result, business: 'services', market: 'spain' }, 'es'))
    expect(firm).toContain('«Pide presupuesto sin compromiso»')
    expect(firm).not.toMatch(/Cotiza gratis|solicitudes de cotización/)
  })

  it('names each kind of business with its own article', () => {
    const named = (business: typeof result.business, language: 'es' | 'en') =>
      buildReport({ ...result, business }, language).business.text
    expect(named('shop', 'es')).toContain('tu sitio es de una tienda.')
    expect(named('clinic', 'es')).toContain('tu sitio es de una clínica o consultorio.')
    expect(named('dentist', 'en')).toContain('your site is for a dental practice.')
    expect(named('shop', 'en')).toContain('your site is for a shop.')
    expect(named('barbershop', 'es')).toContain('tu sitio es de una barbería.')
    expect(named('beautySalon', 'en')).toContain('your site is for a beauty salon or spa.')
  })

  it("names each leftover by its text and where it is, in the visitor's language", () => {
    const leftovers = finding('templateContent', 'sales', 'fail', {
      count: 2,
      text1: 'Lorem ipsum dolor sit amet',
      place1: 'mainHeading',
      text2: 'info@yourdomain…',
      place2: 'footer',
    })
    const problem = (language: 'es' | 'en') =>
      buildReport({ ...result, findings: [leftovers], topActions: [] }, language).sections[2]!.items[0]!.detail
    expect(problem('es')).toContain(
      '«Lorem ipsum dolor sit amet» en el título principal, «info@yourdomain…» en el pie de página.',
    )
    expect(problem('en')).toContain(
      '"Lorem ipsum dolor sit amet" in the main heading, "info@yourdomain…" in the footer.',
    )
  })

  it('names a nameless control an owner knows by its icon by what it is, unquoted, in either language', () => {
    const nameless = finding('accessibleNames', 'seo', 'fail', {
      count: 2,
      icon1: 'menu',
      place1: 'header',
      text2: 'Instagram',
      place2: 'footer',
    })
    const problem = (language: 'es' | 'en') =>
      buildReport({ ...result, findings: [nameless], topActions: [] }, language)
        .sections.flatMap((section) => section.items)
        .find((item) => item.title.length > 0)!.detail
    expect(problem('es')).toContain(': el botón del menú (☰) en la cabecera, «Instagram» en el pie de página.')
    expect(problem('en')).toContain(': the menu button (☰) in the header, "Instagram" in the footer.')
  })

  it('advises the schema.org type of the trade a site names, and asks a trusting site only for what it lacks', () => {
    const fixOf = (found: Finding, language: 'es' | 'en' = 'es') =>
      buildReport({ ...result, business: 'localServices', findings: [found], topActions: [] }, language)
        .sections.flatMap((section) => section.items)
        .find((item) => item.title.length > 0)!.fix
    expect(fixOf(finding('structuredData', 'seo', 'warn', { type: 'Locksmith' }))).toContain(
      'JSON-LD de tipo Locksmith',
    )
    expect(fixOf(finding('structuredData', 'seo', 'warn', { type: 'none' }))).toContain('Plumber, Electrician')
    const trust = finding('trustSignals', 'sales', 'warn', {
      count: 1,
      privacy: 'no',
      social: 'no',
      address: 'yes',
      guarantee: 'no',
    })
    expect(fixOf(trust)).toBe(
      'Muestra también enlaces a tus redes, una política de privacidad, tus garantías, certificaciones o años de experiencia, para que quien aún no te conoce se anime a escribirte.',
    )
    expect(fixOf(trust, 'en')).not.toContain('address')
  })

  it('gives every kind of business its own suggestion and call to action, in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const kinds = Object.values(reportCopy(language).messages.kinds)
      expect(new Set(kinds.map((kind) => kind.suggestion)).size).toBe(kinds.length)
      expect(new Set(kinds.map((kind) => kind.titleExample)).size).toBe(kinds.length)
    }
  })

  it('never prints examples that are only placeholders: it names the element instead', () => {
    const detail = (examples: string, language: 'es' | 'en') =>
      buildReport(
        { ...result, findings: [finding('placeholderLinks', 'sales', 'fail', { count: 3, examples })], topActions: [] },
        language,
      ).sections.find((section) => section.items.length)!.items[0]!.detail
    expect(detail('# (#), # (#), # (#)', 'es')).toBe(
      '3 enlaces invitan a tocarlos pero no llevan a ningún lado o vuelven a la misma página; quien toca uno se rinde.',
    )
    // A removed link is a placeholder too; what the link says stays.
    expect(detail('WhatsApp (https://wa.me/503XXXXXXXX), # (#), https://evil.example/x', 'en')).toBe(
      '3 links invite a tap but lead nowhere or back to the same page (WhatsApp); whoever taps one gives up.',
    )
  })

  it('shows the phone screenshot and the metrics as bars coloured against their thresholds', () => {
    const html = toHtmlFragment(buildReport(measured, 'en'))
    expect(html).toContain(`<img src="data:image/jpeg;base64,${tinyJpeg}" alt="Your page on a phone screen"`)
    expect(html).toMatch(/Main content visible \(LCP\)[\s\S]*?5\.2 s<\/strong> · slow/)
    expect(html).toMatch(/First content \(FCP\)[\s\S]*?1\.7 s<\/strong> · fast/)
    expect(html).toMatch(/performance 42\/100/)
  })

  it('without a phone pass, says so across the report, not in a column beside an empty space', () => {
    const html = toHtmlFragment(buildReport(result, 'es'))
    const phone = html.slice(html.indexOf('<h2>Tu sitio en un teléfono</h2>'))
    expect(phone).toMatch(/^<h2>Tu sitio en un teléfono<\/h2><p style="margin:0 0 12px">Esta vez no pudimos medir/)
    expect(phone.slice(0, phone.indexOf('</p>'))).not.toContain('max-width')
  })

  it.each([
    ['busy', 'es', 'Nuestro servidor estaba ocupado con otros análisis'],
    ['busy', 'en', 'Our server was busy with other analyses'],
    ['timeout', 'es', 'no terminó en los 50 segundos que le damos'],
    ['timeout', 'en', 'did not finish within the 50 seconds we give it'],
    ['no-browser', 'es', 'es un problema nuestro, no de tu página'],
    ['failed', 'en', 'The browser could not finish loading your page'],
    ['memory', 'es', 'más de 768 MB de memoria'],
    ['cpu', 'en', 'busy for more than 30 seconds'],
  ] as const)('says plainly why the phone figures are missing (%s, in %s)', (reason, language, why) => {
    const report = buildReport({ ...result, phone: { status: 'unavailable', reason } }, language)
    expect(report.phone.text).toContain(why)
  })

  it.each(['es', 'en'] as const)('claims taps and filled forms only when the phone pass ran (%s)', (language) => {
    const tapped = language === 'es' ? 'tocamos sus botones y llenamos' : 'we tapped its buttons and filled'
    const notTapped = language === 'es' ? 'no tocamos sus botones' : 'we did not tap its buttons'
    const withPhone = buildReport(measured, language).limits
    expect(withPhone).toContain(tapped)
    expect(withPhone).not.toContain(notTapped)
    for (const reason of ['off', 'timeout', 'busy'] as const) {
      const without = buildReport({ ...result, phone: { status: 'unavailable', reason } }, language).limits
      expect(without).toContain(notTapped)
      expect(without).not.toContain(tapped)
    }
  })

  it('adds no reason when this server does not measure on a phone', () => {
    const report = buildReport({ ...result, phone: { status: 'unavailable', reason: 'off' } }, 'en')
    expect(report.phone.text).toMatch(/^This time we could not measure your page on a phone[^]*over HTTP\.$/)
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
    expect(mail.text).toContain(`Book a 15-minute review: ${sampleContacts.bookingUrl15}`)
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
