import type { CheerioAPI } from 'cheerio'
import { isTag, type Element } from 'domhandler'
import type { IconControl, Verdict } from '../model'
import { iconNames, siteOf } from './links'
import { eachVisible, fileName, placeOf, placedExamples, textOf, verdict } from './util'

/** Links, buttons and drop-down lists: what `link-name`, `button-name` and `select-name` look at. */
const isControl = ({ name, attribs }: Element) =>
  (name === 'a' && attribs.href !== undefined) ||
  name === 'button' ||
  name === 'select' ||
  attribs.role === 'button' ||
  (name === 'input' && attribs.type === 'button')

const labelled = (element: Element, $: CheerioAPI) =>
  ['aria-label', 'aria-labelledby', 'title'].some((name) => ($(element).attr(name) ?? '').trim() !== '')

/** A control's name as a screen reader finds it: a label, its text, an image's alt, an icon's title, a value. */
function named($: CheerioAPI, element: Element): boolean {
  if (labelled(element, $)) return true
  const control = $(element)
  // A list is named by its label, never by its options.
  if (element.tagName === 'select') {
    const id = control.attr('id')
    const labels = $('label[for]').filter((_, label) => id !== undefined && $(label).attr('for') === id)
    return control.closest('label').length > 0 || labels.length > 0
  }
  if (textOf($, element) !== '') return true
  if (element.tagName === 'input') return (control.attr('value') ?? '').trim() !== ''
  return (
    control.find('img[alt]').filter((_, image) => ($(image).attr('alt') ?? '').trim() !== '').length > 0 ||
    control.find('svg title, [aria-label], [title]').length > 0
  )
}

/** An icon's class (`fa-whatsapp`, `bi-geo-alt`), not Font Awesome's style or size (`fa-brands`, `fa-2x`). */
const iconClass =
  /(?:^|\s)((?!fa-(?:brands|solid|regular|light|thin|duotone|sharp|fw|lg|xs|sm|xl|\dx)\b)(?:fa[bsrl]?|bi|icon|ion|mdi|ti|lab|las)-[\w-]+)/

/** Classes that say a state or a style (`active`, Tailwind's `bg-white`, `p-2`), not what the element is. */
const stateClasses =
  /^(active|show|open|current|selected|visible|collapsed)$|\d|:|^(?:text|bg|border|rounded|shadow|flex|grid|hidden|block|inline|items|justify|font|hover|focus|transition|group|peer|relative|absolute|fixed|sticky|overflow|z|cursor|outline|ring|opacity|gap|space|container|w|h|p[xytrbl]?|m[xytrbl]?)(?:-|$)/

/** Apps known by a short host: a link there is named by the app, never by an address the report would strip. */
const shortHosts: Record<string, string> = { 'wa.me': 'WhatsApp', 't.me': 'Telegram', 'm.me': 'Messenger' }

/** What an icon control is, by its own and its icon's classes and id (`navbar-toggler`, `fa-bars`, `bi-search`). */
const iconControlWords: [RegExp, IconControl][] = [
  [/navbar-toggler|burger|\b(?:fa|bi)-(?:bars|list)\b|menu|navicon|nav-?toggle/i, 'menu'],
  [/\b(?:close|fa-(?:times|xmark)|bi-x(?:-lg)?)\b|cerrar/i, 'close'],
  [/search|magnifying|buscar|lupa/i, 'search'],
  [
    /scroll-?top|back-?to-?top|go-?top|(?:^|\s|#)(?:top|inicio)(?=\s|$)|arriba|(?:arrow|chevron|angle)-up/i,
    'scrollTop',
  ],
  [/prev|next|carousel|slick|swiper|slider|(?:arrow|chevron|angle|caret)-(?:left|right)(?![\w-])/i, 'slides'],
  [/login|log-in|sign-?in|right-to-bracket|\buser\b|fa-user|bi-person|iniciar-?sesion|ingresar/i, 'signIn'],
  [/cart|carrito|shopping|bag|basket/i, 'cart'],
  [/phone|telefono|llamar|\bcall\b|(?:^|\s)tel:/i, 'call'],
  [/envelope|mail|correo/i, 'mail'],
  [/map-?marker|location|geo-alt|\bpin\b|ubicacion/i, 'map'],
]

/**
 * How an owner would recognise an element without a name: the network its icon shows (Instagram),
 * else the site it leads to, the control its icon or class says it is (the menu), its icon's class,
 * its image, a list as a list, its element and class (`button.custom-toggle`), or else as an icon.
 */
function describe($: CheerioAPI, element: Element): { text: string } | { icon: IconControl } {
  const control = $(element)
  const icon = control
    .find('[class]')
    .addBack()
    .toArray()
    .map((part) => iconClass.exec($(part).attr('class') ?? '')?.[1])
    .find(Boolean)
  const network = icon && iconNames.find(([pattern]) => pattern.test(icon.toLowerCase()))?.[1]
  if (network) return { text: network }
  const href = (control.attr('href') ?? '').trim()
  if (URL.canParse(href) && /^https?:/i.test(href)) {
    // A short link's host names its app: wa.me is WhatsApp, t.me Telegram.
    const site = siteOf(new URL(href).hostname)
    const name = site.split('.')[0]!
    return { text: name.length > 2 ? name : (shortHosts[site] ?? site.replace('.', ' ')) }
  }
  const marks = `${icon ?? ''} ${control.attr('class') ?? ''} ${control.attr('id') ?? ''} ${href}`
  const known = iconControlWords.find(([words]) => words.test(marks))?.[1]
  // A picture says more than the control's class: `carousel-item` with `foto-local.jpg`.
  const image = control.find('img[src]').attr('src')
  if (known && (icon || !image)) return { icon: known }
  if (icon) return { text: icon }
  if (image) return { text: fileName(image) }
  if (element.tagName === 'select') return { icon: 'list' }
  const own = (control.attr('class') ?? '').split(/\s+/).find((name) => name && !stateClasses.test(name))
  if (href) return { text: href }
  return own ? { text: `${element.tagName}.${own}` } : { icon: 'icon' }
}

/**
 * Lighthouse `link-name`, `button-name` and `select-name`, read from the page: links, buttons and
 * lists with nothing a screen reader can say (an icon without a label). A customer who cannot see
 * hears "link, link, button"; Google does not know where the link leads either.
 */
export function accessibleNames($: CheerioAPI): Verdict {
  const nameless: Element[] = []
  eachVisible($('body').toArray(), (node) => {
    if (isTag(node) && isControl(node) && !named($, node)) nameless.push(node)
  })
  return verdict('accessibleNames', nameless.length ? 'fail' : 'pass', 'medium', {
    count: nameless.length,
    // Drop-down lists are named by a label, not as icons are: the advice speaks of them only when there are some.
    lists: nameless.filter((element) => element.tagName === 'select').length,
    ...placedExamples(nameless.slice(0, 3).map((element) => ({ ...describe($, element), place: placeOf($, element) }))),
  })
}
