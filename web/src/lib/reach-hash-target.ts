import { scrollToId } from './scroll-to-id'

/** How long to wait for a hash target that arrives with the next page's content. */
const hashTargetWaitMs = 5000

/** How long a reached hash target is held in view while the page above it settles. */
const settleMs = 2000

/** What a visitor does to scroll on their own; holding the target then stops. */
const ownScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Keeps the element at the top of the view while the page around it changes size (content,
 * images and sections arriving above it), so a visitor sent to a section lands on it. Returns
 * the function that stops holding it.
 */
function holdInView(element: HTMLElement): () => void {
  let first = true
  const observer = new ResizeObserver(() => {
    // The first call reports the size at observe time: nothing has moved yet.
    if (first) first = false
    else element.scrollIntoView({ block: 'start' })
  })
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of ownScrollEvents) window.removeEventListener(type, stop)
  }
  observer.observe(document.body)
  const timer = window.setTimeout(stop, settleMs)
  for (const type of ownScrollEvents) window.addEventListener(type, stop, { passive: true })
  return stop
}

/**
 * Brings the element with this id into view, waiting for it when the page's content is still
 * loading, and holds it there while the page settles. Returns the function that stops all that.
 */
export function reachHashTarget(id: string): () => void {
  let release = () => {}
  const reach = () => {
    const element = scrollToId(id)
    if (element) release = holdInView(element)
    return Boolean(element)
  }
  if (reach()) return () => release()
  const observer = new MutationObserver(() => {
    if (reach()) observer.disconnect()
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const timer = window.setTimeout(() => observer.disconnect(), hashTargetWaitMs)
  return () => {
    observer.disconnect()
    window.clearTimeout(timer)
    release()
  }
}
