import { describe, expect, it } from 'vitest'
import type { Category, CheckId, Finding } from '../model'
import { buildReport } from './document'
import { printable } from './fonts'
import { en } from './messages/en'
import { es } from './messages/es'
import { reportCopy } from './messages/format'
import { toPdf } from './pdf'
import { pdfPageTexts, sampleContacts, sampleResult } from '../../testing'

/** Checks with their categories, in report order, to make reports of any length. */
const checks: [CheckId, Category][] = [
  ['ttfb', 'speed'],
  ['compression', 'speed'],
  ['caching', 'speed'],
  ['pageWeight', 'speed'],
  ['renderBlocking', 'speed'],
  ['imageFormats', 'speed'],
  ['title', 'seo'],
  ['description', 'seo'],
  ['h1', 'seo'],
  ['canonical', 'seo'],
  ['openGraph', 'seo'],
  ['structuredData', 'seo'],
  ['sitemap', 'seo'],
  ['imageAlt', 'seo'],
  ['whatsapp', 'sales'],
  ['phone', 'sales'],
  ['callToAction', 'sales'],
  ['contactForm', 'sales'],
  ['testimonials', 'sales'],
  ['trustSignals', 'sales'],
  ['chatWidget', 'automation'],
  ['onlineBooking', 'automation'],
  ['analytics', 'automation'],
  ['emailCapture', 'automation'],
]
const values = {
  count: 3,
  examples: '«portada.jpg», «menu.png»',
  ms: 900,
  kib: 3100,
  length: 0,
  text: 'Inicio',
  scripts: 1,
  styles: 0,
  foreign: 0,
  href: '',
  elsewhere: 0,
  total: 5,
}

/** A report whose first `problems` checks fail or warn and the rest pass: every length from one page to several. */
function reportWith(problems: number, language: 'es' | 'en') {
  const findings: Finding[] = checks.map(([id, category], index) => ({
    id,
    category,
    status: index < problems ? (index % 3 === 0 ? 'warn' : 'fail') : 'pass',
    importance: 'high',
    values,
  }))
  return buildReport(
    sampleResult({ findings, topActions: ['title', 'whatsapp', 'onlineBooking'] }),
    language,
    sampleContacts,
  )
}

describe('the PDF report', { timeout: 60_000 }, () => {
  it.each(['es', 'en'] as const)(
    'keeps its closing whole on one page, beside the last findings, at every length (%s)',
    async (language) => {
      const text = reportCopy(language).messages
      const pageCounts = new Set<number>()
      // Each language takes every other length (two problems move the closing about 120 points).
      for (let problems = language === 'es' ? 1 : 0; problems <= checks.length; problems += 2) {
        const report = reportWith(problems, language)
        const pages = pdfPageTexts(await toPdf(report))
        pageCounts.add(pages.length)
        const last = pages.at(-1)!
        const where = `${problems} problems, ${pages.length} pages`
        // The closing sentence and every line of the contact block on the last page, and nowhere else.
        for (const part of [text.closing, text.contact.title, sampleContacts.brandName, sampleContacts.bookingUrl15]) {
          expect(last, where).toContain(part)
        }
        for (const page of pages.slice(0, -1)) expect(page, where).not.toContain(text.closing.slice(0, 30))
        // That page holds report content too: what the analysis cannot see and the last findings.
        expect(last, where).toContain(text.limitsTitle)
        const lastSection = report.sections.at(-1)!
        const findingTexts = [
          ...lastSection.items.map((item) => item.title),
          ...(lastSection.passed.length ? [lastSection.passedLabel] : []),
        ]
        expect(
          findingTexts.some((finding) => last.includes(finding)),
          where,
        ).toBe(true)
      }
      // The lengths tried move the closing across a page break.
      expect(pageCounts.size).toBeGreaterThan(1)
    },
  )
})

describe('the characters the PDF prints', { timeout: 60_000 }, () => {
  it("draws every character of the report's own copy, in both languages", () => {
    const texts: string[] = []
    const walk = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value)
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk([es, en])
    for (const text of texts) expect(printable(text)).toBe(text)
  })

  it('leaves out an emoji the site wrote, keeping its words, instead of printing an empty box', async () => {
    const finding: Finding = {
      id: 'deadForm',
      category: 'sales',
      status: 'warn',
      importance: 'high',
      values: { count: 2, examples: '🎓 Clases Particulares, 📍 Sucursal Centro', state: 'unverified' },
    }
    const report = buildReport(sampleResult({ findings: [finding], topActions: [] }), 'es', sampleContacts)
    const text = pdfPageTexts(await toPdf(report)).join('\n')
    expect(text).toContain('Clases Particulares, Sucursal Centro')
    expect(text).not.toMatch(/\p{Extended_Pictographic}(?<![✓✗⚠✔✘])/u)
  })
})
