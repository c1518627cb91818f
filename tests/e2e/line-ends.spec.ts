import { expect, test } from '@playwright/test'
import { paths } from '../../web/src/paths'

/*
 * No heading, button, link or short paragraph leaves a short word alone on its last line ("IA",
 * "voz"), on any page, in either language, from a phone to a desktop. The document style balances
 * headings and wraps the rest "pretty", which copy edited in the Studio gets too; the interface's own
 * strings join a short last word to the one before with a non-breaking space (docs/style-guide.md).
 */
const widths = [360, 390, 768, 1366]
const languages = ['es', 'en'] as const

/** The texts on screen whose last line holds a single word, with the width of their box. */
function loneLastWords(): string[] {
  const found: string[] = []
  for (const element of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, p, li, button, a, figcaption')) {
    const text = element.textContent?.trim() ?? ''
    // Two words on two lines are a narrow box, not a stranded word: only three or more can be balanced.
    if (text.split(/\s+/).length < 3 || text.length > 160 || element.getClientRects().length === 0) continue
    if (element.closest('[hidden], [aria-hidden="true"], .visually-hidden')) continue
    // The line of every word, read from the browser's layout.
    const lines: number[] = []
    let lastWord = ''
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const rect = range.getClientRects()[0]
        if (rect && rect.width > 0) {
          lines.push(Math.round(rect.top))
          lastWord = match[0]
        }
      }
    }
    const last = lines.at(-1)
    const onLastLine = lines.filter((top) => Math.abs(top - last!) < 4).length
    const short = lastWord.replace(/[^\p{L}\p{N}]/gu, '').length <= 3
    if (new Set(lines).size > 1 && onLastLine === 1 && short) {
      found.push(`«${text}» (${Math.round(element.clientWidth)} px)`)
    }
  }
  return found
}

for (const path of Object.values(paths)) {
  test(`${path} leaves no short word alone on a last line, in both languages, at ${widths.join(', ')} px`, async ({
    page,
  }) => {
    for (const language of languages) {
      await page.setViewportSize({ width: widths.at(-1)!, height: 900 })
      await page.goto(`${path}?lang=${language}`)
      await page.evaluate(() => document.fonts.ready)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        await page.evaluate(() => new Promise(requestAnimationFrame))
        expect(await page.evaluate(loneLastWords), `${path} in ${language} at ${width} px`).toEqual([])
      }
    }
  })
}
