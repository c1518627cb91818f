import type { QueryClient } from '@tanstack/react-query'
import { flushSync } from 'react-dom'
import { prefetchShownContent } from '../content/content-query'
import { sectionsWaiting } from '../hydration/waiting-sections'
import { loadMessages } from './dictionaries'
import { defaultLanguage, type Language } from './language'

/**
 * Resolves once the frame of the press has been painted: what a switch starts (its requests, the
 * page's render in the other language) then never holds back that paint, the press's interaction to
 * next paint.
 */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Shows the page in `next` where it stands, once all it needs is here: the other language's
 * strings, the content on screen, and the markup of the sections still waiting. Unloaded (offline),
 * the page stays as it is and the next press tries again. This module comes with the first switch,
 * not with the page.
 */
export async function switchLanguage(next: Language, queryClient: QueryClient, show: (language: Language) => void) {
  await afterPaint()
  await Promise.all([loadMessages(next), prepareSectionsIn(next), prefetchShownContent(queryClient, next)])
  // The address names the language shown, as its links do (language.ts): a copied link opens in
  // it, and a reload keeps it.
  const url = new URL(window.location.href)
  if (next === defaultLanguage) url.searchParams.delete('lang')
  else url.searchParams.set('lang', next)
  window.history.replaceState(window.history.state, '', url)
  // Not a transition: one would wait for ever for the sections still waiting, which the new
  // language renders afresh, each showing its markup in that language meanwhile
  // (hydration/on-demand-section.tsx). With the strings and the content here, nothing else
  // suspends. Rendered at once, so the heading being read is put back before the next paint.
  const read = headingRead()
  flushSync(() => show(next))
  read?.keepInPlace()
}

const headings = () => document.querySelectorAll('h1, h2, h3')

/**
 * The heading the reader is at (the first on screen, else the last above it), and a way to put it
 * back where it is after the page renders in the other language: the text above it changes length,
 * and a section shown anew is no anchor for the browser's own scroll anchoring. Found again by its
 * place among the page's headings, which both languages share.
 */
function headingRead() {
  const tops = [...headings()].map((heading) => heading.getBoundingClientRect().top)
  const onScreen = tops.findIndex((top) => top >= 0)
  const place = onScreen === -1 ? tops.length - 1 : onScreen
  if (place === -1) return undefined
  return {
    keepInPlace() {
      const moved = headings()[place]?.getBoundingClientRect().top
      if (moved !== undefined) window.scrollBy({ top: moved - tops[place]!, behavior: 'instant' })
    },
  }
}

/**
 * Each section still waiting for its code keeps waiting, showing the server's markup of it in the
 * other language, taken from this page as the server renders it in that language: the switch costs
 * the page's text, never the code of a section the visitor has not used. A section missing from
 * that page (it matches by its region's `data-section`) wakes instead, and is live before the switch
 * renders.
 */
async function prepareSectionsIn(language: Language): Promise<void> {
  const waiting = sectionsWaiting()
  if (waiting.length === 0) return
  const address = new URL(window.location.href)
  address.searchParams.set('lang', language)
  // Any answer with the page in it serves, a 404 page's too; no answer (offline) fails the switch.
  const response = await fetch(address, { headers: { accept: 'text/html' } })
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const woken = waiting.filter((section) => {
    const markup = page.querySelector(`[data-section="${CSS.escape(section.id)}"]`)
    if (markup) section.adopt(language, markup.innerHTML)
    else section.markNeeded()
    return !markup
  })
  await Promise.all(woken.map((section) => section.live))
}
