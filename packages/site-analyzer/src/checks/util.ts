import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import type { BusinessKind, CheckId, Importance, PhoneMeasurements, Place, Status, Values, Verdict } from '../model'
import type { Snapshot } from '../snapshot'

/** What the checks read. */
export type SiteView = {
  snapshot: Snapshot
  /** The home page as a phone rendered it when the phone pass ran, else as served over HTTP. */
  home: CheerioAPI
  /** The home page, then the navigation pages that sell (contact, menu, booking…) that were read. */
  pages: CheerioAPI[]
  business: BusinessKind
  /** The phone pass's measurements, when it ran. */
  phone?: PhoneMeasurements
}

export const verdict = (id: CheckId, status: Status, importance: Importance, values?: Values): Verdict => ({
  id,
  status,
  importance,
  values,
})

/** Visible text plus attribute values where sites hide their words (buttons, aria labels). */
export function pageText($: CheerioAPI): string {
  return $('body').text().replace(/\s+/g, ' ').toLowerCase()
}

/** Every href on the page, lower-cased. */
export function hrefs($: CheerioAPI): string[] {
  return $('a[href]')
    .map((_, el) => ($(el).attr('href') ?? '').trim().toLowerCase())
    .get()
}

/** Script sources and inline script bodies: where third-party widgets announce themselves. */
export function scripts($: CheerioAPI): string {
  return $('script, iframe')
    .map((_, el) => `${$(el).attr('src') ?? ''} ${$(el).text()}`)
    .get()
    .join('\n')
    .toLowerCase()
}

export const kib = (bytes: number) => Math.ceil(bytes / 1024)

/** Up to three examples, shortened, for a finding's text. */
export function examples(items: string[]): string {
  return items
    .slice(0, 3)
    .map((item) => (item.length > 60 ? `${item.slice(0, 57)}…` : item))
    .join(', ')
}

/** An element's own text, one line. */
export const textOf = ($: CheerioAPI, element: Element) => $(element).text().replace(/\s+/g, ' ').trim()

/** Hidden from everyone: the element or one of its ancestors. */
export const hiddenElements =
  '[hidden], [aria-hidden="true"], template, noscript, script, style, [style*="display:none"], [style*="display: none"]'

/**
 * The visible words of what `selector` matches, without what `without` matches, read from a copy
 * (the document the other checks read stays whole); text nodes stand apart, so `<h1>A</h1><p>B`
 * stays two words.
 */
export function visibleText($: CheerioAPI, selector: string, without?: string): string {
  const copy = $(selector).clone()
  copy.find(without ? `${hiddenElements}, ${without}` : hiddenElements).remove()
  const parts: string[] = []
  copy
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => void (node.type === 'text' && parts.push(node.data)))
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Where an element sits, as an owner would look for it: what it is first, then the part of the page around it. */
export function placeOf($: CheerioAPI, element: Element): Place {
  const tag = element.tagName.toLowerCase()
  if (tag === 'title') return 'title'
  if (tag === 'h1') return 'mainHeading'
  if (/^h[2-6]$/.test(tag)) return 'heading'
  if (tag === 'img') return 'image'
  const around = $(element)
  if (around.closest('nav, [role="navigation"]').length) return 'navigation'
  if (around.closest('form').length) return 'form'
  if (around.closest('footer, [role="contentinfo"]').length) return 'footer'
  if (around.closest('header, [role="banner"]').length) return 'header'
  if (around.closest('button, [role="button"]').length) return 'button'
  if (around.closest('a').length) return 'link'
  return 'page'
}

/** Up to three examples with where each is, for a finding's text: `{ text1, place1, text2, place2, … }`. */
export function placedExamples(items: { text: string; place: Place }[]): Values {
  return Object.fromEntries(
    items.slice(0, 3).flatMap(({ text, place }, index) => [
      [`text${index + 1}`, examples([text])],
      [`place${index + 1}`, place],
    ]),
  )
}
