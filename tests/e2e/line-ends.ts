import { expect, type Page } from '@playwright/test'

/*
 * How lines end (docs/style-guide.md). The document style balances headings and wraps the rest
 * "pretty", which copy edited in the Studio gets too; the interface's own strings join a short last
 * word to the one before with a non-breaking space. Both checks read the browser's layout, so the
 * page must be laid out at the width being checked.
 */

/**
 * The headings, buttons, links and short paragraphs on screen that leave a short word (three letters
 * or fewer: «IA», «voz») alone on their last line, with the width of their box.
 */
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

/**
 * The page and section headings that end with a word alone on their last line, under a line more
 * than twice as wide whose last word would fit beside it: «Hablemos de tu / negocio» where «tu
 * negocio» fits. Not a defect: a last line about as wide as the one above («Política de /
 * privacidad»), or a lone word with no better break, where moving a word down would leave one alone
 * above it («Lead Generation / Engine»).
 */
function headingsWithALoneWord(): string[] {
  type Word = { top: number; left: number; right: number; height: number }
  const found: string[] = []
  for (const heading of document.querySelectorAll('h1, h2')) {
    if (heading.getClientRects().length === 0) continue
    const lines: Word[][] = []
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const { top, left, right, height } = range.getBoundingClientRect()
        if (right === left) continue
        const line = lines.at(-1)
        if (line && top - line[0]!.top < height / 2) line.push({ top, left, right, height })
        else lines.push([{ top, left, right, height }])
      }
    }
    const [above, last] = lines.slice(-2)
    if (!above || !last || last.length > 1 || above.length < 3) continue
    const style = getComputedStyle(heading)
    const width = heading.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    const [before, moved] = above.slice(-2) as [Word, Word]
    const space = moved.left - before.right
    const lastWidth = last[0]!.right - last[0]!.left
    const aboveWidth = moved.right - above[0]!.left
    if (lastWidth * 2 < aboveWidth && moved.right - moved.left + space + lastWidth <= width)
      found.push(heading.textContent!.trim())
  }
  return found
}

/**
 * Below this width the hero's words fill a line on their own («customers» at 36 px in 288 px): a
 * short word after one may have no better break, and a non-breaking space would push both out.
 */
const shortWordsCheckedFrom = 360

/**
 * Fails if any text on screen leaves a short word alone on its last line (from 360 px), or a heading
 * a lone word that a better break would avoid (at every width).
 */
export async function expectTidyLineEnds(page: Page, label: string) {
  if (page.viewportSize()!.width >= shortWordsCheckedFrom)
    expect(await page.evaluate(loneLastWords), `${label}: a short word alone on a last line`).toEqual([])
  expect(await page.evaluate(headingsWithALoneWord), `${label}: headings with a word alone on their last line`).toEqual(
    [],
  )
}
