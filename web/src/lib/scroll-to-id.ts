import { prefersReducedMotion } from './motion'

/** Smooth unless the visitor asked for reduced motion (script scrolling ignores the CSS rule). */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth')

/** Scrolls to the element with this id; the element, or null when the page has none. */
export function scrollToId(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  return element
}
