import { expect, type Page } from '@playwright/test'

/** An element that reaches past the right edge of the screen or makes a box scroll sideways. */
type Overflow = { selector: string; right: number; width: number; scrolls: boolean }

/**
 * Fails if the page scrolls sideways at its current width: the document wider than the screen, an
 * element whose box ends past the screen's right edge (unless an ancestor with `overflow: hidden`
 * or `clip` cuts it off on purpose), or a box of the page that scrolls sideways inside itself. The
 * message names each offender by a selector a reader can find in the page, with its width.
 */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const found = await page.evaluate(() => {
    const screenRight = document.documentElement.clientWidth

    /** `main > section:nth-of-type(2) > a`, from the nearest ancestor with an id or a test id. */
    function selectorOf(element: Element): string {
      const parts: string[] = []
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (node.id) return [`#${node.id}`, ...parts].join(' > ')
        const testId = node.getAttribute('data-testid')
        if (testId) return [`[data-testid="${testId}"]`, ...parts].join(' > ')
        const siblings = node.parentElement ? [...node.parentElement.children] : [node]
        const sameTag = siblings.filter((sibling) => sibling.tagName === node!.tagName)
        const tag = node.tagName.toLowerCase()
        parts.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(node) + 1})` : tag)
      }
      return ['body', ...parts].join(' > ')
    }

    const clipsSideways = (element: Element) => /hidden|clip/.test(getComputedStyle(element).overflowX)
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) if (clipsSideways(node)) return true
      return false
    }

    const offenders: Overflow[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const selector = selectorOf(element)
      const text = element.textContent?.trim().slice(0, 40)
      const named = text ? `${selector} «${text}»` : selector
      // Only where the overflow starts: what sits inside an element already past the edge goes with it.
      const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0
      if (box.right > screenRight + 0.5 && parentRight <= screenRight + 0.5 && !clipped(element))
        offenders.push({ selector: named, right: Math.round(box.right), width: Math.round(box.width), scrolls: false })
      if (/auto|scroll/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        offenders.push({ selector: named, right: Math.round(box.right), width: element.scrollWidth, scrolls: true })
    }
    return { screenRight, documentWidth: document.documentElement.scrollWidth, offenders }
  })
  const described = found.offenders.map(({ selector, right, width, scrolls }) =>
    scrolls
      ? `${selector} scrolls sideways: ${width} px of content`
      : `${selector} is ${width} px wide and ends at ${right} px`,
  )
  expect(described, `${label}: elements past the ${found.screenRight} px screen`).toEqual([])
  expect(found.documentWidth, `${label}: the page's width`).toBeLessThanOrEqual(found.screenRight)
}
