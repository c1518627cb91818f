import type { CheerioAPI } from 'cheerio'
import { hasChildren, isTag, type AnyNode, type Element } from 'domhandler'
import type { CheckId, IconControl, Importance, Place, Status, Values, Verdict } from '../model'

export const verdict = (
  id: CheckId,
  status: Status,
  importance: Importance,
  values?: Values,
  subject?: string,
): Verdict => ({ id, status, importance, values, ...(subject && { subject: resourceKey(subject) }) })

/** One resource however it is linked: `pan.jpg?v=2#top` and `pan.jpg` are the same picture. */
export const resourceKey = (url: string) => url.split(/[?#]/)[0]!

/** Visible text plus attribute values where sites hide their words (buttons, aria labels). */
export function pageText($: CheerioAPI): string {
  return $('body').text().replace(/\s+/g, ' ').toLowerCase()
}

/** Text as word lists are written: lower case, accents dropped (`Panadería` → `panaderia`). */
export const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Text to match as it is inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

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

/** The code of the page's own inline scripts (structured data is not code). */
export function inlineScripts($: CheerioAPI): string[] {
  return $('script:not([src]):not([type="application/ld+json"])')
    .map((_, element) => $(element).text())
    .get()
}

/** The characters that end an address written in code: a space, a quote or a tag's bracket. */
const addressEnds = String.raw`\s'"<>` + '`'
export const addressEnd = new RegExp(`[${addressEnds}]`)
/** One character of an address written in code. */
export const addressCharacter = `[^${addressEnds}]`

/** A page's address as its folder when it is the folder's index: `dir/index.html` is `dir/`. */
export const asFolder = (address: string) => address.replace(/\/index\.html?$/i, '/')

/** The page a link leads to, as an absolute address without its fragment; none when it is no address. */
export function linkedAddress(href: string, base: string): string | undefined {
  if (!URL.canParse(href, base)) return undefined
  const url = new URL(href, base)
  url.hash = ''
  return url.href
}

/** `https://a.example/img/pan.jpg?v=2` and `/img/pan.jpg` are both `pan.jpg` in a report, `Pan%20dulce.jpg` `Pan dulce.jpg`. */
export function fileName(url: string): string {
  const name = url.split(/[?#]/)[0]!.split('/').pop() || url
  try {
    return decodeURIComponent(name)
  } catch {
    return name
  }
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
export const textOf = ($: CheerioAPI, element: Element) => {
  const own = $(element)
  // A line break parts words as a space does: «Av. Principal 123<br>Zona Sur» is no «123Zona».
  const parted = own.find('br').length > 0 ? own.clone().find('br').replaceWith(' ').end() : own
  return parted.text().replace(/\s+/g, ' ').trim()
}

const hiddenTags = new Set(['template', 'noscript', 'script', 'style'])

/** Hidden from everyone, with all it holds: `hidden`, `aria-hidden`, `display: none`, scripts and templates. */
export const isHidden = (element: Element) =>
  hiddenTags.has(element.name) ||
  'hidden' in element.attribs ||
  element.attribs['aria-hidden'] === 'true' ||
  /display:\s*none/i.test(element.attribs.style ?? '')

/** The attribute the phone pass puts on a main heading the phone does not show (`h1 { display: none }` at its width). */
export const unseenOnPhoneAttribute = 'data-unseen-on-phone'

/** Icon fonts that draw a word as a picture (`<i class="material-icons">message</i>`): no word a visitor reads. */
export const ligatureIcons = /\bmaterial-(?:icons|symbols)/

/**
 * The words an element shows, its parts' apart (`<i class="material-icons">mail</i>Enviar Correo` is
 * «Enviar Correo», not «mailEnviar Correo»), without what is hidden or drawn by an icon font.
 */
export function shownWords($: CheerioAPI, element: Element): string {
  const parts: string[] = []
  eachVisible(
    [element],
    (node) => void (node.type === 'text' && parts.push(node.data)),
    (part) => ligatureIcons.test(part.attribs.class ?? ''),
  )
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** Whether an element or one of its ancestors is hidden. */
export function hiddenWithin(element: Element): boolean {
  for (let node: AnyNode | null = element; node && isTag(node); node = node.parent) if (isHidden(node)) return true
  return false
}

/**
 * Every node of the trees under `roots`, each once, in document order, leaving out the elements
 * `skip` names with all they hold. Linear: cheerio's `clone`, `find('*')` and `contents()` take
 * seconds each on a 2 MB page.
 */
export function eachNode(roots: AnyNode[], visit: (node: AnyNode) => void, skip?: (element: Element) => boolean) {
  const stack = [...roots].reverse()
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (isTag(node) && skip?.(node)) continue
    visit(node)
    if (hasChildren(node))
      for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index]!)
  }
}

/** Every visible node of the trees under `roots`, as `eachNode` walks them, hidden elements left out too. */
export function eachVisible(roots: AnyNode[], visit: (node: AnyNode) => void, skip?: (element: Element) => boolean) {
  eachNode(roots, visit, (element) => isHidden(element) || skip?.(element) === true)
}

/**
 * The visible words of what `selector` matches, without what `skip` names; text nodes stand apart,
 * so `<h1>A</h1><p>B` stays two words.
 */
export function visibleText($: CheerioAPI, selector: string, skip?: (element: Element) => boolean): string {
  const parts: string[] = []
  eachVisible($(selector).toArray(), (node) => void (node.type === 'text' && parts.push(node.data)), skip)
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

/** An example from the page, its text or the icon control it is, with where it is. */
export type PlacedExample = ({ text: string } | { icon: IconControl }) & { place: Place }

/**
 * Up to three examples with where each is, for a finding's text: `{ text1, place1, icon2, place2, … }`
 * (`icon` for a control known by its icon).
 */
export function placedExamples(items: PlacedExample[]): Values {
  return Object.fromEntries(
    items
      .slice(0, 3)
      .flatMap((item, index) => [
        'text' in item ? [`text${index + 1}`, examples([item.text])] : [`icon${index + 1}`, item.icon],
        [`place${index + 1}`, item.place],
      ]),
  )
}

/**
 * Text a page's script replaces with its translation (`data-i18n="index.footer.phone"` over a
 * template's «+52 (555) 555-1234»): what visitors read is in the site's language files, not here.
 */
export const translatedText = ($: CheerioAPI, element: Element) =>
  $(element).closest('[data-i18n], [data-translate], [data-i18n-key], [data-lang-key], [data-l10n-id]').length > 0
