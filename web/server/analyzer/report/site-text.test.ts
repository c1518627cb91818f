import { describe, expect, it } from 'vitest'
import { buildReport } from './document'
import { composeReportEmail } from './email'
import { toHtmlFragment } from './html'
import { sampleContacts, sampleResult } from './sample-report'
import { siteText, siteTextLimits, siteValues } from 'site-analyzer'

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
      // The text is still there, as text.
      expect(html).toContain('https://evil.test/login')
      expect(html).toContain('&#60;a href=&#34;https://evil.test&#34;&#62;x&#60;/a&#62;')
    }
  })

  it('reaches the e-mail bounded: a 100 kB title and an 8,000-character address build quickly', async () => {
    const started = performance.now()
    const huge = result(
      siteText('W'.repeat(100_000), siteTextLimits.value),
      siteText(`https://a.example/${'p'.repeat(8000)}`, siteTextLimits.url),
    )
    const email = await composeReportEmail(huge, 'es', sampleContacts)
    expect(email.html.length).toBeLessThan(30_000)
    // Only our own contact links are links.
    expect(email.html.match(/<a\b[^>]*>/g)).toHaveLength(3)
    expect(performance.now() - started).toBeLessThan(5000)
  })
})
