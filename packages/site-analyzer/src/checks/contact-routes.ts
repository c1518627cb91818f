import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { bookingWords, fieldSelector } from './forms'
import { goesNowhere, isPhone, isWhatsapp, linksOf } from './links'
import { bookingTools, orderingTools } from './tools'
import { addressCharacter, hiddenWithin, inlineScripts } from './util'

/** What a tap can start: a WhatsApp chat, a call, an e-mail, or a booking or ordering service. */
export type RouteKind = 'whatsapp' | 'phone' | 'email' | 'booking'

/**
 * How a route was found: a link's address, an `onclick` attribute, a page script that opens the
 * address, (in the phone pass) a real click that tried to open it, or only a control's words, label,
 * class or handler naming it (`name`: the channel is there, where it leads is unproven).
 */
export type RouteSource = 'link' | 'onclick' | 'script' | 'click' | 'name'

/**
 * A way for a visitor to reach the business, and the control that offers it (its text or icon, and
 * where it is); for a WhatsApp link, the message it writes for the visitor («Deseo agendar una cita»).
 */
export type ContactRoute = {
  kind: RouteKind
  control: string
  source: RouteSource
  message?: string
  /**
   * The address a tap opened, as the phone pass saw it (`https://wa.me/1161915635?text=…`), or a
   * script opens with the number it sets (`const phoneNumber = '1161915635'`).
   */
  address?: string
}

/** The message a WhatsApp link writes for the visitor: its `text` parameter. */
function prefilledMessage(href: string): string | undefined {
  try {
    return new URL(href).searchParams.get('text') ?? undefined
  } catch {
    return undefined
  }
}

/**
 * A WhatsApp group's invitation (`chat.whatsapp.com/…`): it works, and the visitor joins a group
 * where the business posts to many, not a chat with it.
 */
const groupInvitation = /^(https?:\/\/)?chat\.whatsapp\.com\//i

/** Where an address leads a visitor, when it is one of the routes. */
export function routeKind(destination: string): RouteKind | undefined {
  const address = destination.trim()
  if (isWhatsapp(address) && !groupInvitation.test(address)) return 'whatsapp'
  if (isPhone(address)) return 'phone'
  if (/^mailto:[^@\s]+@[^@\s]+/i.test(address)) return 'email'
  if (/^https?:\/\//i.test(address) && (bookingTools.test(address) || orderingTools.test(address))) return 'booking'
  return undefined
}

/** WhatsApp, `tel:`, `mailto:` and booking-service addresses as they appear in script text. */
const addressesInCode = new RegExp(
  String.raw`(?:https?://(?:wa\.me|api\.whatsapp\.com|wa\.link)/${addressCharacter}*|whatsapp://${addressCharacter}*|tel:[+\d\s().-]{7,}|mailto:${addressCharacter}+|https?://${addressCharacter}*(?:calendly\.com|booksy|fresha|simplybook|setmore|opentable|pedidosya)${addressCharacter}*)`,
  'gi',
)
/** A script that sends the visitor somewhere: `window.open(…)`, `location = …`, `location.href = …`, `location.assign(…)`. */
const opensAddress = /window\.open\s*\(|location(?:\.href)?\s*=[^=]|location\.(?:assign|replace)\s*\(/

/**
 * A script that gives a link its address, as a property, an attribute or markup (`node.href = href`,
 * `` `<a href="${buildWhatsAppUrl(branch.number)}">` ``): a tap on it goes there.
 */
const writesLink = /\.href\s*=[^=]|setAttribute\(\s*["']href["']|href=["']?\$\{/

/** `"https://wa.me/" + numero`, `` `wa.me/${phone}` ``: a script that opens WhatsApp with a number it is given. */
const whatsappFromVariable =
  /(?:wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)(?:['"`]\s*\+\s*([A-Za-z_$][\w$.]*)?|\$\{\s*([A-Za-z_$][\w$.]*)?)/
/** A number a handler passes to such a script: `enviarWhatsApp('593985737117')`. */
const numberArgument = /\(\s*['"`](\+?\d[\d\s-]{7,})['"`]/

/**
 * Links a script writes into the page, as markup (`footer.innerHTML = '<a href="https://wa.me/…">'`,
 * its message written out, `?text=Hola, quiero reservar el masaje: ${…}`), as an app's element
 * (`href:"tel:+503…"`), or as the address it gives a link (`setAttribute('href', 'https://wa.me/…')`).
 */
const linksInCode =
  /(?:\bhref\s*[=:]\s*\\?|setAttribute\(\s*["']href["']\s*,\s*)["'`]((?:https?:\/\/(?:wa\.me|api\.whatsapp\.com|wa\.link)\/|tel:|mailto:)[^"'`\\<>\n]+)/gi

/** The words of the link markup a script writes, after its address: `…" class="btn">Comprar por WhatsApp</a>`. */
const writtenLinkText = /^[^<>]*?>\s*([^<>{}]{2,80}?)\s*<\/a>/

/**
 * The routes of the links a script writes, read from its text, with the message a WhatsApp link
 * writes and, when the script writes the link's markup, the link's own words.
 */
const linkRoutesInCode = (code: string): { kind: RouteKind; message?: string; control?: string }[] =>
  [...code.matchAll(linksInCode)].flatMap((match) => {
    const kind = routeKind(match[1]!.trim().split(/\s/)[0]!)
    const message = kind === 'whatsapp' ? prefilledMessage(match[1]!.trim()) : undefined
    const end = match.index + match[0].length
    const control = writtenLinkText.exec(code.slice(end, end + 600))?.[1]
    return kind ? [{ kind, ...(message && { message }), ...(control && { control }) }] : []
  })

/**
 * `link.href = "tel:+" + numero`, `` href = `tel:${numero}` ``, `return 'tel:+' + CONFIG.business.phone`:
 * a script that writes a call link from a variable.
 */
const telFromVariable = /["']tel:\+?["']\s*\+\s*([A-Za-z_$][\w$.]*)|`tel:\+?\$\{\s*([A-Za-z_$][\w$.]*)\s*\}`/g

/**
 * The call links a script writes from a variable: proven when the same code sets that variable to a
 * number (`numeroTelefonoLlamar = "5802812992790"`), only named otherwise.
 */
function phoneRoutesInCode(code: string): { kind: RouteKind; source: RouteSource }[] {
  return [...code.matchAll(telFromVariable)].map((match) => {
    const value = numberSetIn(code, (match[1] ?? match[2])!)
    return { kind: 'phone', source: value && isPhone(`tel:+${value}`) ? 'script' : 'name' }
  })
}

/** The number code sets a variable to: `datos.telefono` is set as `telefono: "…"` or `telefono = "…"`. */
function numberSetIn(code: string, variable: string): string | undefined {
  const name = variable.split('.').at(-1)!.replace(/\$/g, '\\$')
  return new RegExp(`(?<![\\w$])${name}\\s*[=:]\\s*["'\`](\\+?[\\d\\s().-]{7,})["'\`]`).exec(code)?.[1]
}

/** The routes a piece of handler code opens, read from its text. */
function routesInCode(code: string): RouteKind[] {
  if (!opensAddress.test(code)) return []
  return [...code.matchAll(addressesInCode)].flatMap((match) => routeKind(match[0]) ?? [])
}

/** Icon classes that name a control with no words (`fa-whatsapp`, `icon-phone`), in the page's markup or live. */
export const iconWords = /whatsapp|phone|tel[eé]fono|envelope|mail/i

/** A control's name as a visitor knows it: its words, else its label, title or icon. */
function controlName($: CheerioAPI, element: Element): string {
  const control = $(element)
  const words = `${control.text()} ${control.attr('aria-label') ?? ''} ${control.attr('title') ?? ''}`
  const icon = control
    .find('[class], img[alt]')
    .addBack()
    .map((_, part) => $(part).attr('alt') || iconWords.exec($(part).attr('class') ?? '')?.[0] || '')
    .get()
    .find(Boolean)
  return (words.replace(/\s+/g, ' ').trim() || icon || '').slice(0, 60)
}

/** What names a channel on a control: its words, label, title, class, id or handler (`openWhatsApp()`). */
export const channelNames = {
  whatsapp: /whats\s*app|wa\.me|(?<![a-z])(?:wsp|wpp)(?![a-z])/i,
  phone: /\bll[aá]m[aáe]|\bcall\b|\bphone\b|tel[eé]fono|\bdial\b/i,
  booking: bookingWords,
  // «Botón o enlace» is no bot: the word ends where a letter, accented or not, does not follow.
  chat: /chat|bot(?!\p{L})|asistente virtual/iu,
} as const

/** Controls that act through a handler rather than an address: what a script may wire to a channel. */
const actingControls =
  'button, [role="button"], [onclick], input[type="button"], a[href="#"][onclick], a[href^="javascript:" i], a:not([href]), [class*="whatsapp" i], [id*="whatsapp" i], [class*="chat" i], [id*="chat" i]'

/**
 * The visible controls a channel's words, label, class or handler name, that no address proves:
 * «Contactar por WhatsApp» on a button whose handler is out of sight is still WhatsApp. A plain link
 * is left to its own finding, and so is a form's own button, unless it names WhatsApp (a form that
 * writes the message to WhatsApp, «Reservar vía WhatsApp»).
 */
export function namedControls($: CheerioAPI, channel: keyof typeof channelNames): string[] {
  return $(actingControls)
    .get()
    .filter((element) => {
      const control = $(element)
      // A field the visitor fills in (`<input id="whatsapp">` for their own number) offers no channel.
      if (control.is(fieldSelector) || control.is('label, option')) return false
      // An icon on its own (`<i class="bi bi-chat-quote-fill">` over a testimonial) is a picture, not a control.
      if ((element.tagName === 'i' || element.tagName === 'svg') && !control.is('[onclick], [role="button"]'))
        return false
      // A control inside a link, or holding one, leads where that link does.
      const links = control.closest('a[href]').add(control.find('a[href]'))
      if (hiddenWithin(element) || links.get().some((link) => !goesNowhere($(link).attr('href') ?? ''))) return false
      const inForm =
        control.closest('form, [role="form"]').length > 0 || control.parent().children(fieldSelector).length > 0
      if (inForm && channel !== 'whatsapp') return false
      // A control whose handler names an address is judged by that address (a template's number is no channel).
      if (`${control.attr('onclick') ?? ''} ${control.attr('href') ?? ''}`.search(addressesInCode) >= 0) return false
      const shown = ['aria-label', 'title'].map((name) => control.attr(name) ?? '').join(' ')
      const visible = `${control.text()} ${control.attr('value') ?? ''} ${shown}`
      // Its class, id and handler name a channel only when its words name none: a «Whatsapp» button
      // styled `btn-llamar` is no call.
      const code = ['class', 'id', 'onclick'].map((name) => control.attr(name) ?? '').join(' ')
      const wordsNameOne = Object.values(channelNames).some((names) => names.test(visible))
      const words = wordsNameOne ? visible : `${visible} ${code}`
      return channelNames[channel].test(words) && !(channel === 'chat' && channelNames.whatsapp.test(words))
    })
    .map((element) => controlName($, element) || channel)
}

/** A script's text, named by its file (empty for a script inside the page). */
export type PageScript = { name: string; code: string }

/** Link shorteners: where a link through one leads is only known once it is followed. */
const shortLink =
  /^https?:\/\/(?:www\.)?(?:bit\.ly|bitly\.com|tinyurl\.com|cutt\.ly|t\.ly|is\.gd|rebrand\.ly|shorturl\.at|acortar\.link|rb\.gy|ow\.ly|buff\.ly|goo\.gl(?!\/maps)|s\.id|linktr\.ee)\//i

/**
 * The routes a page offers without a browser: links by their address, elements whose `onclick`
 * opens one, and scripts (inline or the site's own files) that open a WhatsApp address. A script is
 * not tied to a control, so its route is named after the script's file.
 */
export function staticRoutes($: CheerioAPI, files: PageScript[] = []): ContactRoute[] {
  const fromLinks = linksOf($).flatMap((link): ContactRoute[] => {
    const kind = routeKind(link.href)
    // A short link's destination is not written: its WhatsApp icon names the channel, unproven.
    if (!kind && shortLink.test(link.href))
      return (['whatsapp', 'phone'] as const)
        .filter((channel) => channelNames[channel].test(link.label))
        .map((channel) => ({ kind: channel, control: link.text || channel, source: 'name' }))
    if (!kind) return []
    const message = kind === 'whatsapp' ? prefilledMessage(link.href) : undefined
    return [{ kind, control: link.text || link.href, source: 'link', ...(message && { message }) }]
  })
  const fromHandlers = $('[onclick], a[href^="javascript:" i]')
    .get()
    .flatMap((element) =>
      routesInCode(`${$(element).attr('onclick') ?? ''} ${$(element).attr('href') ?? ''}`).map(
        (kind): ContactRoute => ({ kind, control: controlName($, element), source: 'onclick' }),
      ),
    )
  const inline = inlineScripts($).map((code): PageScript => ({ name: '', code }))
  const code = [...inline, ...files]
  const fromScripts = code.flatMap(({ name, code }) => [
    ...[
      ...routesInCode(code).flatMap((kind) => (kind === 'whatsapp' ? [{ kind }] : [])),
      ...linkRoutesInCode(code),
    ].map((route): ContactRoute => ({ control: name, ...route, source: 'script' })),
    ...phoneRoutesInCode(code).map((route): ContactRoute => ({ ...route, control: name })),
  ])
  const builders = code.filter(
    ({ code }) => (opensAddress.test(code) || writesLink.test(code)) && whatsappFromVariable.test(code),
  )
  // A handler that hands such a script a real number opens WhatsApp; without one, the script names it.
  const fromArguments = builders.length
    ? $('[onclick]')
        .get()
        .flatMap((element): ContactRoute[] => {
          const digits = numberArgument.exec($(element).attr('onclick') ?? '')?.[1]?.replace(/\D/g, '')
          return digits && isWhatsapp(`https://wa.me/${digits}`)
            ? [{ kind: 'whatsapp', control: controlName($, element), source: 'onclick' }]
            : []
        })
    : []
  // A script that sets the number itself (`const phoneNumber = '50248494290'`) opens that chat.
  const fromBuilders = builders.map(({ name, code }): ContactRoute => {
    const variable = whatsappFromVariable.exec(code)
    const named = variable?.[1] ?? variable?.[2]
    const number = named ? numberSetIn(code, named) : undefined
    const address = number === undefined ? undefined : `https://wa.me/${number.replace(/\D/g, '')}`
    return address && isWhatsapp(address)
      ? { kind: 'whatsapp', control: name, source: 'script', address }
      : { kind: 'whatsapp', control: name, source: 'name' }
  })
  const fromNames = (['whatsapp', 'phone', 'booking'] as const).flatMap((kind) =>
    namedControls($, kind).map((control): ContactRoute => ({ kind, control, source: 'name' })),
  )
  return [...fromLinks, ...fromHandlers, ...fromScripts, ...fromArguments, ...fromBuilders, ...fromNames]
}

/**
 * The WhatsApp and call addresses the site's code gives its links: written into the links a script
 * writes (`href="https://wa.me/573134664723"`), or a number set in the variable a WhatsApp address is
 * built from (`const PHONE_NUMBER = "573134664723"` before `` `https://wa.me/${PHONE_NUMBER}` ``).
 */
export function contactAddressesInCode(code: string): string[] {
  const written = [...code.matchAll(linksInCode)].map((match) => match[1]!.trim())
  const built = [...code.matchAll(new RegExp(whatsappFromVariable, 'g'))].flatMap((match) => {
    const variable = match[1] ?? match[2]
    const number = variable ? numberSetIn(code, variable) : undefined
    return number ? [`https://wa.me/${number.replace(/\D/g, '')}`] : []
  })
  return [...written, ...built]
}

/** A link that goes nowhere by itself (`#`, `javascript:…`) but whose handler or script opens a route. */
export const handledLink = (href: string, handler: string) =>
  goesNowhere(href) && routesInCode(`${handler} ${href}`).length > 0
