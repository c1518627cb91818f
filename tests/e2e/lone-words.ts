import { expect, type Page } from '@playwright/test'

/**
 * Fails if a page or section heading ends with a word alone on its last line, under a line more than
 * twice as wide whose last word would fit beside it: «Hablemos de tu / negocio» where «tu negocio»
 * fits. Not a defect: a last line about as wide as the one above («Política de / privacidad»), or
 * a lone word with no better break, where moving a word down would leave one alone above it
 * («Lead Generation / Engine»).
 */
export async function expectNoLoneWordInHeadings(page: Page, label: string) {
  const lone = await page.evaluate(() => {
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
  })
  expect(lone, `${label}: headings with a word alone on their last line`).toEqual([])
}
