import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { anchors, bookingHref } from '../paths'
import { prefersReducedMotion } from './motion'

/** product §9: navigation clicks scroll to the top after 100 ms. */
export const navScrollDelayMs = 100

/** Smooth unless the visitor asked for reduced motion (script scrolling ignores the CSS rule). */
const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth')

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

export function scrollToTopSoon() {
  window.setTimeout(scrollToTop, navScrollDelayMs)
}

/** Scrolls to the element with this id; the element, or null when the page has none. */
export function scrollToId(id: string): HTMLElement | null {
  const element = document.getElementById(id)
  element?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  return element
}

/** Scrolls to the booking section on this page, or goes to the home page's one. */
export function useGoToBooking() {
  const navigate = useNavigate()
  return useCallback(() => {
    if (!scrollToId(anchors.booking)) navigate(bookingHref)
  }, [navigate])
}

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
 * After navigation to a URL with a hash, brings that element into view, waiting for it when the
 * page's content is still loading, and holds it there while the page settles.
 */
export function useScrollToHash() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
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
  }, [hash, pathname])
}

/** True once the page is scrolled further than `threshold` pixels. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}
