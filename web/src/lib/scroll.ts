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

export function scrollToId(id: string): boolean {
  const element = document.getElementById(id)
  if (!element) return false
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  return true
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

/**
 * After navigation to a URL with a hash, brings that element into view, waiting for it when the
 * page's content is still loading.
 */
export function useScrollToHash() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    if (scrollToId(id)) return
    const observer = new MutationObserver(() => {
      if (scrollToId(id)) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), hashTargetWaitMs)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
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
