import { describe, expect, it } from 'vitest'
import { buildReport } from './document'
import { composeReportEmail } from './email'
import { toHtmlFragment } from './html'
import { siteHost, withoutLinks } from '../site-text'
import { pdfText, sampleContacts, sampleResult, siteText, siteTextLimits, siteValues } from '../../testing'

const phishing =
  'Panadería\n\n# Urgent\n- Verify your account at https://evil.test/login\n\n1. or www.evil.test\r\nwrite to pay@evil.test [here](https://evil.test) <a href="https://evil.test">x</a>'

const result = (title: string, finalUrl = 'https://panaderia.example/') =>
  sampleResult({
    finalUrl,
    findings: [
      {
        id: 'title',
        category: 'seo',
        status: 'warn',
        importance: 'high',
        values: siteValues({ length: title.length, text: title }),
      },
    ],
  })

describe('site text', () => {
  it('is one line, whatever newlines and control characters the site sent', () => {
    expect(siteText('a\n\nb\r\n- c\u2028d\u0000e\t f', 100)).toBe('a b - c d e f')
  })

  it('is cut at its named limit with an ellipsis, numbers untouched', () => {
    const values = siteValues({ text: 'x'.repeat(100_000), length: 100_000 })
    expect(values.text).toHaveLength(siteTextLimits.value)
    expect(String(values.text).endsWith('…')).toBe(true)
    expect(values.length).toBe(100_000)
  })

  it('never becomes a link, a heading or a list item in the page or the e-mail HTML', () => {
    const tags = (html: string) => html.match(/<[a-z0-9]+/gi)
    for (const language of ['es', 'en'] as const) {
      const html = toHtmlFragment(buildReport(result(phishing), language))
      // The same elements as with a harmless title: the site's text added no structure.
      expect(tags(html)).toEqual(tags(toHtmlFragment(buildReport(result('Panadería'), language))))
      expect(html).not.toMatch(/<a\b/i)
      // The text is still there, as text, without its links.
      expect(html).toContain('Verify your account at [')
      expect(html).toContain('&#60;a [')
      expect(html).not.toContain('evil.test')
    }
  })

  it.each([
    ['visita https://evil.example/claim y www.evil.example o evil.example/x', 'visita × y × o ×'],
    ['HTTP://EVIL.EXAMPLE/ y ftp://files.evil', '× y ×'],
    ['escribe a pay@evil.test.', 'escribe a ×.'],
    ['(evil.com), «www.evil»', '(×), «×»'],
    ['evil.com. evil.com:8080/x?y=1', '×. ×'],
    ['evil。com xn--80ak6aa92e.com pañalería.shop', '× × ×'],
    ['fotos.zip video.mov readme.md', '× × ×'],
    ['Panadería.La Espiga', '× Espiga'],
    ['hero.jpg (250 KB), app.min.js, logo.PNG, styles.css', 'hero.jpg (250 KB), app.min.js, logo.PNG, styles.css'],
    ['v2.0, 3.5 km, $1.50, S.A. de C.V., e.g. @panaderia', 'v2.0, 3.5 km, $1.50, S.A. de C.V., e.g. @panaderia'],
  ])('quotes %j without anything that could become a link: %j', (text, quoted) => {
    expect(withoutLinks(text, '×')).toBe(quoted)
  })

  it('names the analysed site by its host name alone', () => {
    expect(siteHost('https://panaderia.example/ofertas?ref=https://evil.example/claim#x')).toBe('panaderia.example')
    expect(siteHost('not an address')).toBe('')
  })

  it('reaches the e-mail (subject, text, HTML, PDF) and the page without links the site wrote', async () => {
    const lure = 'Ganaste un premio visita https://evil.example/claim y www.evil.example o evil.example/x'
    const site = 'https://panaderia.example/ofertas?ref=https://evil.example/claim'
    for (const [language, marker] of [
      ['es', '[enlace quitado]'],
      ['en', '[link removed]'],
    ] as const) {
      const email = await composeReportEmail(
        result(siteValues({ text: lure }).text as string, site),
        language,
        sampleContacts,
      )
      const pdf = pdfText(email.attachments[0]!.content)
      for (const part of [email.subject, email.text, email.html, pdf]) {
        expect(part).not.toContain('evil.example')
        expect(part).not.toContain('/ofertas')
      }
      for (const part of [email.text, email.html, pdf]) {
        expect(part).toContain('panaderia.example')
        expect(part).toContain(`visita ${marker} y ${marker} o ${marker}`)
      }
      const page = toHtmlFragment(buildReport(result(lure, site), language))
      expect(page).not.toContain('evil.example')
      expect(page).toContain(`visita ${marker} y ${marker} o ${marker}`)
    }
  })

  it('reaches the e-mail bounded: a 100 kB title and an 8,000-character address', async () => {
    const huge = result(
      siteText('W'.repeat(100_000), siteTextLimits.value),
      siteText(`https://a.example/${'p'.repeat(8000)}`, siteTextLimits.url),
    )
    const email = await composeReportEmail(huge, 'es', sampleContacts)
    expect(email.html.length).toBeLessThan(30_000)
    // Only our own contact links are links.
    expect(email.html.match(/<a\b[^>]*>/g)).toHaveLength(3)
  })
})
