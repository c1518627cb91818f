import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import type { Place } from '../model'
import { neverConnects } from './dialling'
import { dialsExampleNumber, dialsPlaceholder } from './placeholder-numbers'
import { asFolder, fileName, linkedAddress, placeOf, plain, translatedText, visibleText } from './util'

/**
 * A link as a visitor meets it: where it goes, what it says (text, aria, title, icon classes), its
 * `onclick`, and whether it is a control that acts on the page itself (a menu toggle, a tab, a
 * slider's arrow).
 */
export type PageLink = {
  href: string
  /** No `href` at all and not dressed as a button: the browser shows it as plain text, never as a link to tap. */
  bare: boolean
  /** Its `id`, classes and `data-` attributes, by which a script may find it. */
  id: string
  classes: string[]
  data: string[]
  text: string
  label: string
  inNavigation: boolean
  /** Its words are replaced by a script's translation: what it shows is not what is written here. */
  translated: boolean
  handler: string
  control: boolean
  /** Where it sits, as an owner would look for it (the menu, the footer…). */
  place: Place
  /** It leads to a section of the page (`#privacidad`) that the page does not have: a tap goes nowhere. */
  missingTarget?: true
}

/** What marks a link as a control scripts handle: opening a submenu, a tab, a slide, a window, going back to the top. */
const controlAttributes =
  '[role="button"], [role="tab"], [aria-haspopup], [aria-expanded], [aria-controls], [onclick], [data-toggle], [data-bs-toggle], [data-target], [data-bs-target]'
const controlClasses =
  /(?:^|[\s_-])(?:toggler?|dropdown|burger|hamburger|close|prev|next|arrow|carousel|slick|swiper|tabs?|accordion|collapsed?|modal|lightbox|popup|scrolltop|top)(?=$|[\s_-])/i
const controlWords = /^(volver )?arriba$|^(back to )?top$|^subir$|^cerrar$|^close$|^[‹›«»<>←→↑×✕☰]$/i

/** What holds a slider's bullets: `ws_bullets`, `slick-dots`, `swiper-pagination`, `carousel-indicators`. */
const sliderParts =
  '[class*="bullet" i], [class*="dots" i], [class*="pagination" i], [class*="indicators" i], [class*="slider" i], [class*="carousel" i], [class*="swiper" i], [class*="slick" i]'

/** A logo or brand link: on a one-page site its `#` takes the visitor back to the top. */
const logoClasses = /logo|brand/i
const topWords = /^(inicio|home|top)$/i

/** A page whose menu moves through its own sections (`#servicios`, `#contacto`): a one-page site. */
const onePage = ($: CheerioAPI) =>
  $('nav a[href^="#"], header a[href^="#"], [role="navigation"] a[href^="#"]').filter(
    (_, link) => ($(link).attr('href') ?? '').length > 2,
  ).length >= 2

/** A maker's credit («Hecho por Induliru.tech», «Diseño página Web - by Elias Zurita», "Designed by Acme"), with the maker's name. */
const credit =
  /(?:hech[oa]|desarrollad[oa]|diseñad[oa]|dise[ñn]o|cread[oa]|realizad[oa]|programad[oa]|made|designed|developed|built|created|powered)(?: (?:con|with) [^.]{0,20}| [^.|]{0,25}?[-–—])? (?:por|by):?\s+([\p{L}\d][\p{L}\d-]+)/iu

/**
 * The links of the site's maker, beside its credit: the credit's own line («Creado por Pou
 * Programador | GitHub | LinkedIn»), or a group of links (those sharing a parent) where one names the
 * maker (`instagram.com/induliru.tech`, `hola@induliru.com`) by a name long enough to tell. Its
 * WhatsApp there reaches the web agency, not the business.
 */
function makersLinks($: CheerioAPI): Set<Element> {
  const found = new Set<Element>()
  $(
    'footer p, footer div, footer span, footer small, [role="contentinfo"] p, [class*="footer" i] p, [class*="credit" i], [class*="developer" i]',
  ).each((_, element) => {
    const line = $(element)
    // The credit's own line: the innermost block that holds it.
    if (line.children('p, div, li, ul, section').length) return
    const own = line.text().replace(/\s+/g, ' ')
    const maker = own.length <= 300 ? credit.exec(own)?.[1]?.toLowerCase() : undefined
    if (!maker) return
    const block = line.parent().text().length <= 600 ? line.parent() : line
    const names = (link: Element) =>
      maker.length >= 4 && `${$(link).attr('href') ?? ''} ${$(link).text()}`.toLowerCase().includes(maker)
    block.find('a').each((__, link) => {
      const group = $(link).parent().children('a').get()
      if ($(link).closest(line).length || group.some(names)) found.add(link)
    })
  })
  return found
}

/**
 * A skip link, «Saltar al contenido», hidden until a keyboard reaches it: a visitor on a phone never
 * sees it, and a wrong target costs a keyboard user a tab, not a customer.
 */
const skipLink = /^(?:saltar|ir|pasar|skip) (?:al |to (?:the )?)?(?:contenido|main|content|principal)/i

/**
 * Whether a link to a section of the page (`#privacidad`) finds no element of that id or name there.
 * `#top` always leads to the top; `#/…` and `#!…` are a script's routes.
 */
function leadsToMissing(href: string, targets: Set<string | undefined>): boolean {
  const match = /^#([^/!].*)$/.exec(href.trim())
  if (!match || /^top$/i.test(match[1]!)) return false
  let target = match[1]!
  try {
    target = decodeURIComponent(target)
  } catch {
    // A broken escape is looked for as written.
  }
  return !targets.has(target)
}

const keptLinks = new WeakMap<CheerioAPI, Map<boolean, PageLink[]>>()

/**
 * The site's own links: not its maker's, beside the credit. On the home page, or on a one-page site,
 * a logo or «Inicio» on `#` leads where it should: to the top of the home page. Read once per page and
 * placement: the sales, SEO and contact-route checks all ask.
 */
export function linksOf($: CheerioAPI, onHome = false): PageLink[] {
  const kept = keptLinks.get($) ?? new Map<boolean, PageLink[]>()
  keptLinks.set($, kept)
  if (!kept.has(onHome)) kept.set(onHome, readLinks($, onHome))
  return kept.get(onHome)!
}

function readLinks($: CheerioAPI, onHome: boolean): PageLink[] {
  const topIsHome = onHome || onePage($)
  const makers = makersLinks($)
  const targets = new Set(
    $('[id], [name]')
      .get()
      .flatMap((element) => [element.attribs.id, element.attribs.name]),
  )
  return $('a')
    .filter((_, element) => !makers.has(element))
    .map((_, element) => {
      const link = $(element)
      const icons = link
        .find('[class], img[alt]')
        .addBack()
        .map((__, part) => `${$(part).attr('class') ?? ''} ${$(part).attr('alt') ?? ''}`)
        .get()
        .join(' ')
      const text = `${link.text()} ${link.attr('aria-label') ?? ''}`.replace(/\s+/g, ' ').trim()
      const label = `${text} ${link.attr('title') ?? ''} ${icons}`.replace(/\s+/g, ' ').toLowerCase()
      // A wordless picture on `#` may be the logo's way back to the top; one named for a network or a
      // channel («Facebook», «WhatsApp» as its label or icon) is that network's link, never set.
      const namesChannel = socialWords.test(label) || contactWords.test(label)
      return {
        href: (link.attr('href') ?? '').trim(),
        bare: link.attr('href') === undefined && !/btn|button|bot[oó]n|cta/i.test(link.attr('class') ?? ''),
        id: link.attr('id') ?? '',
        classes: (link.attr('class') ?? '').split(/\s+/).filter(Boolean),
        data: Object.keys(element.attribs).filter((name) => name.startsWith('data-')),
        text,
        label,
        inNavigation: link.closest('nav, header, [role="navigation"]').length > 0,
        translated: translatedText($, element),
        handler: link.attr('onclick') ?? '',
        place: placeOf($, element),
        ...(leadsToMissing(link.attr('href') ?? '', targets) && { missingTarget: true as const }),
        control:
          link.is(controlAttributes) ||
          controlClasses.test(link.attr('class') ?? '') ||
          controlWords.test(text) ||
          (topIsHome &&
            /^#(top|inicio|home)?$/i.test((link.attr('href') ?? '').trim()) &&
            (logoClasses.test(`${link.attr('class') ?? ''} ${link.attr('id') ?? ''}`) ||
              (link.children().length > 0 &&
                link.children().is('img, svg, picture') &&
                !link.text().trim() &&
                !namesChannel) ||
              link.parent().is('[class*="logo" i], [class*="brand" i]') ||
              topWords.test(text))) ||
          // A menu item that only opens its submenu.
          link.parent('li').children('ul, ol, div').length > 0 ||
          // A slider's numbered or wordless bullets, which its script works.
          (/^\d{0,2}$/.test(link.text().trim()) && link.closest(sliderParts).length > 0),
      }
    })
    .get()
}

/** A link that goes nowhere: no address, a bare `#`, or a script. */
export const goesNowhere = (href: string) => /^(#!?\/?|javascript:.*|)$/i.test(href)

/** A page's address as links name it: without its fragment, `dir/index.html` as `dir/`. */
export function pageAddress(href: string, base: string): string | undefined {
  const address = linkedAddress(href, base)
  return address && asFolder(address)
}

/** An inner page's name as its address gives it: `/Catalogo/index.html` is «catalogo», `/nuestros-servicios.html` «nuestros servicios». */
function addressName(url: string): string {
  const path = asFolder(new URL(url).pathname).replace(/\/$/, '')
  return plain(
    fileName(path)
      .replace(/\.html?$/i, '')
      .replace(/[-_]+/g, ' '),
  )
}

const currentMark = /\((?:current|actual)\)/i
const homeWords = /^(?:inicio|home|principal|portada)$/

/**
 * The menu items each page leaves on `#` for itself («Lentes de contacto» on the contact lenses page,
 * where the other pages' menus lead by that name, or «Catálogo» on `/Catalogo/`; the item marked as
 * current, and the home page's «Inicio»): tapping one keeps the visitor where they are.
 */

export function currentPageItems(pages: { url?: string; links: PageLink[] }[]): Set<PageLink> {
  const found = new Set<PageLink>()
  const name = (link: PageLink) => link.text.toLowerCase()
  for (const [index, page] of pages.entries()) {
    if (!page.url) continue
    const here = pageAddress(page.url, page.url)
    const ownName = addressName(page.url)
    for (const link of page.links)
      if (goesNowhere(link.href) && ownName !== '' && plain(link.text) === ownName) found.add(link)
    // The menu's item marked as the page shown (Bootstrap's «Inicio (current)», `active`), and the
    // home page's own «Inicio».
    for (const link of page.links) {
      const marked = currentMark.test(link.text) || link.classes.includes('active')
      const home = index === 0 && homeWords.test(plain(link.text.replace(currentMark, '')))
      if (link.inNavigation && goesNowhere(link.href) && (marked || home)) found.add(link)
    }
    // The names the other pages' menus give this page, by their words only: an icon without them (a
    // logo, a network's icon) names no page.
    const leadingHere = new Set(
      pages
        .filter((other) => other !== page && other.url)
        .flatMap((other) => other.links.filter((link) => pageAddress(link.href, other.url!) === here))
        .filter((link) => link.inNavigation && !goesNowhere(link.href) && link.text !== '')
        .map(name),
    )
    for (const link of page.links)
      if (link.inNavigation && goesNowhere(link.href) && leadingHere.has(name(link))) found.add(link)
  }
  return found
}

const digits = (text: string) => text.replace(/\D/g, '')

const whatsappHost = /^(https?:\/\/)?(wa\.me|api\.whatsapp\.com|wa\.link|web\.whatsapp\.com|chat\.whatsapp\.com)(\/|$)/i

/**
 * A WhatsApp link that opens a chat with a real number (or a real short link, group, business
 * catalogue `wa.me/c/<number>` or business message link `wa.me/message/<code>`).
 */
export function isWhatsapp(href: string): boolean {
  if (/^whatsapp:/i.test(href)) return digits(href).length >= 8 && !dialsPlaceholder(href)
  const match = whatsappHost.exec(href)
  if (!match) return false
  if (/wa\.link|chat\.whatsapp/i.test(match[2]!) || /wa\.me\/message\//i.test(href))
    return /\/[\w-]{3,}/.test(href.slice(match[0].length - 1).replace(/^\/message/i, ''))
  const chat = href.replace(/wa\.me\/c\//i, 'wa.me/')
  const number = /wa\.me\/([^?#/]*)/i.exec(chat)?.[1] ?? /[?&]phone=([^&#]*)/i.exec(chat)?.[1] ?? ''
  return digits(number).length >= 8 && !dialsPlaceholder(chat) && !neverConnects(digits(number))
}

/**
 * A WhatsApp link with a message and no number at all (`wa.me/?text=…`): it shares the page with
 * whoever the visitor picks. One with a number still to write, `wa.me/xxxxxxxx?text=…`, reaches no one.
 */
const isWhatsappShare = (href: string) =>
  whatsappHost.test(href) && !/wa\.me\/[^?#\s]|[?&]phone=/i.test(href) && /[?&]text=[^&#]+/i.test(href)

/** A call link that dials: a real number, never a template's, nor an international one that cannot connect. */
export const isPhone = (href: string) =>
  /^tel:/i.test(href) &&
  digits(href).length >= 7 &&
  !dialsPlaceholder(href) &&
  !(/^tel:\s*\+/i.test(href) && neverConnects(digits(href)))

const socialHost =
  /^https?:\/\/(www\.|m\.)?(facebook\.com|instagram\.com|linkedin\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com)/i
/** A link to a profile on a social network: a bare network home page is a template's leftover. */
export const isSocialProfile = (href: string) =>
  socialHost.test(href) && /^\/[^#?\s]{2,}/.test(href.replace(socialHost, ''))

/** A privacy notice, as Spain's law names it too: «Política de protección de datos». */
const privacyWords = /privac|protecci[oó]n de datos/i
/** A link named for the privacy notice, wherever it leads. */
export const namesPrivacy = (link: PageLink) => privacyWords.test(link.href) || privacyWords.test(link.label)
export const isPrivacy = (link: PageLink) => !goesNowhere(link.href) && !link.missingTarget && namesPrivacy(link)

const socialWords =
  /facebook|instagram|linkedin|tiktok|twitter|youtube|spotify|pinterest|snapchat|twitch|soundcloud|behance|\bfa-x\b/
const contactWords = /whatsapp|tel[eé]fono|phone|llam|call/

/** A link to a social network, by its address, words or icon: one that leads nowhere loses a follower, not a customer. */
export const isSocialLink = (link: PageLink) =>
  !contactWords.test(link.label) && (socialWords.test(link.label) || socialHost.test(link.href))

/** The small print a footer links to: privacy, terms, cookies, legal notice, guarantees. */
const smallPrintWords =
  /privac|t[eé]rminos|condiciones|terms|cookies|aviso legal|legal|garant[ií]as?|warranty|guarantee/i

/** A link's words that name a logo: its class (`navbar-brand`, `logo`) or its image's alt text. */
const logoWords = /\blogo|\bbrand\b/

/**
 * A link to the footer's small print or to a network, or a wordless logo: one that leads nowhere loses
 * trust (or the way home from an inner page), not a customer.
 */
export const isMinorLink = (link: PageLink) =>
  isSocialLink(link) ||
  (!contactWords.test(link.label) && smallPrintWords.test(link.label)) ||
  (!link.text && logoWords.test(link.label))

/** A link's words that are a network's or WhatsApp's name and nothing else. */
const channelOnly =
  /^(facebook|instagram|linkedin|tiktok|twitter|x|youtube|spotify|pinterest|snapchat|twitch|soundcloud|behance|whatsapp)$/i

/** A link back to the home page (`/`, `./`, `index.html`): where template icons point until someone sets them. */
const homePage = /^(\/|\.\/?|\/?index\.(html?|php))$/i

/**
 * Links that lead nowhere: a menu item or a «Conocer más» on `#` or an empty address, a WhatsApp
 * or social icon pointing back to the home page or to a section of the page, a `wa.me/503XXXXXXXX`, a `tel:` without a number,
 * a social network's or WhatsApp's home page, a privacy notice behind `#`. Controls that act on the page (menu
 * toggles, tabs, sliders) are not links in this sense. A visitor who taps one gives up; they are
 * defects, never signals.
 */
export function placeholderLinks(links: PageLink[]): PageLink[] {
  return links.filter((link) => {
    const { href, bare, label, text, inNavigation, control } = link
    // A template's example number is a leftover, said once where the others are (`templateContent`).
    if (dialsExampleNumber(href)) return false
    const contactOrNetwork = socialWords.test(label) || contactWords.test(label)
    if (/^javascript:/i.test(href)) return contactOrNetwork || privacyWords.test(label)
    // Without an `href`, words in a card («Maestro de: <a>Guitarra</a>») are plain text; a menu item is not.
    if (goesNowhere(href)) return !control && (inNavigation || (text !== '' && !bare) || contactOrNetwork)
    if (homePage.test(href)) return contactOrNetwork
    // «Facebook», «Instagram», «Whatsapp» leading to a section of the page (`#acerca`): a template's
    // footer whose networks were never set. A «Escríbenos por WhatsApp» to `#contacto` leads where it
    // says, and so does an «Instagram» to the page's `#instagram` feed.
    // A section the page does not have (`#terminos`) is nowhere too, unless the link only works a control.
    if (href.startsWith('#'))
      return (
        (link.missingTarget === true && !control && !skipLink.test(link.text)) ||
        (channelOnly.test(linkName(link)) && !href.toLowerCase().includes(linkName(link).toLowerCase()))
      )
    if (whatsappHost.test(href) || /^whatsapp:/i.test(href)) return !isWhatsapp(href) && !isWhatsappShare(href)
    // WhatsApp's own home page opens no chat: a template's icon, or a number shown on a link never set.
    if (/^(https?:\/\/)?(www\.)?whatsapp\.com\/?$/i.test(href)) return true
    if (/^tel:/i.test(href)) return !isPhone(href)
    if (socialHost.test(href)) return !isSocialProfile(href)
    return false
  })
}

/** What a page says when it is only a promise: «Próximamente», «En construcción», "Coming soon". */
const comingWords =
  /pr[oó]ximamente|en construcci[oó]n|coming soon|under construction|\ben camino\b|muy pronto|estamos trabajando en/i

/**
 * A page that only says it is coming («Próximamente — Nuevas herramientas en camino»): its title or a
 * heading says so, and it holds little else. A link to it leads nowhere yet.
 */
export const comingSoon = ($: CheerioAPI) =>
  comingWords.test(`${$('title').text()} ${$('h1, h2').text()}`) && visibleText($, 'body').split(' ').length <= 80

export const iconNames: [RegExp, string][] = [
  [/facebook/, 'Facebook'],
  [/instagram/, 'Instagram'],
  [/linkedin/, 'LinkedIn'],
  [/tiktok/, 'TikTok'],
  [/twitter|\bfa-x\b/, 'X'],
  [/youtube/, 'YouTube'],
  [/spotify/, 'Spotify'],
  [/pinterest/, 'Pinterest'],
  [/snapchat/, 'Snapchat'],
  [/twitch/, 'Twitch'],
  [/soundcloud/, 'SoundCloud'],
  [/behance/, 'Behance'],
  [/whatsapp/, 'WhatsApp'],
  [/telegram/, 'Telegram'],
  [logoWords, 'Logo'],
]

/**
 * A link as a visitor would name it: its text, else the network or channel its icon shows
 * (`<a href="#" class="fa fa-facebook">` is "Facebook"), else nothing: never its bare `#`.
 */
export const linkName = (link: PageLink): string =>
  link.text || (iconNames.find(([icon]) => icon.test(link.label))?.[1] ?? '')

/** `shop.example.com.sv` → `example.com.sv`: enough to tell "our own subdomain" from "someone else". */
export function siteOf(host: string): string {
  const labels = host.replace(/^www\./, '').split('.')
  const secondLevel = /^(com|org|net|gob|edu|co|ac)$/.test(labels.at(-2) ?? '') && labels.length > 2
  return labels.slice(secondLevel ? -3 : -2).join('.')
}
