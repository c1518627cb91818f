import { useEffect, useState, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLanguage } from '../i18n/language-context'
import { anchors, bookingHref } from '../paths'
import { isPlainClick } from './plain-click'
import { scrollBehavior, scrollToId } from './scroll-to-id'

/** product §9: navigation clicks scroll to the top after 100 ms. */
export const navScrollDelayMs = 100

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() })
}

export function scrollToTopSoon() {
  window.setTimeout(scrollToTop, navScrollDelayMs)
}

/**
 * A booking button's link: its address works before and without JavaScript (`bookingHref`; `here`
 * on a page with a booking section of its own); once the app runs, a press scrolls smoothly to the
 * booking section on this page, or lets the router go to the home page's. The fragment stays out
 * of the address, which would make the router render the page again around sections still waiting
 * (hydration/README.md).
 */
export function useBookingLink(here = false) {
  const navigate = useNavigate()
  const href = bookingHref(here, useLanguage().language)
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    if (!scrollToId(anchors.booking)) navigate(href)
  }
  return { href, onClick }
}

/**
 * After navigation to a URL with a hash, brings that element into view, waiting for it when the
 * page's content is still loading, and holds it there while the page settles (reach-hash-target.ts,
 * loaded only for an address with a hash).
 */
export function useScrollToHash() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    let stop: (() => void) | undefined
    let current = true
    void import('./reach-hash-target').then(({ reachHashTarget }) => {
      if (current) stop = reachHashTarget(decodeURIComponent(hash.slice(1)))
    })
    return () => {
      current = false
      stop?.()
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
