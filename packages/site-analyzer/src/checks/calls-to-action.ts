import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { routeKind } from './contact-routes'
import { goesNowhere } from './links'
import { hiddenWithin, shownWords } from './util'

/**
 * Verbs and phrases that ask the visitor to act, by family, in Spanish and English. Spanish verbs by
 * stem, so every person and the region's voseo count («pedí», «reservá», «contactame», «escribinos»),
 * with «encargo», «turno» and «cita» for an order and an appointment.
 */
const actionFamilies = {
  pedir: 'p[ií]d[aeo]\\p{L}*|ped[ií]\\p{L}*',
  encargar: 'encarg\\p{L}*',
  ordenar: 'orden[aáe]\\p{L}*',
  // «Todos los derechos reservados» reserves nothing.
  reservar: 'reserv(?!ad[oa]s?(?!\\p{L}))\\p{L}*',
  agendar: 'agend\\p{L}*|citas?|turnos?',
  cotizar: 'cotiz\\p{L}*|presupuestos?',
  comprar: 'compr[aáeé]\\p{L}*|añadir|agregar|al carrito',
  contactar:
    'cont[aá]ct[aáeé]\\p{L}*|escr[ií]b[eiíaá]\\p{L}*|ll[aá]m[aáeé]\\p{L}*|hablemos|solicit\\p{L}*|consult[aáeé]\\p{L}*|env[ií][aá]\\p{L}*',
  empezar:
    'suscr[ií]b\\p{L}*|reg[ií]str[aáeé]\\p{L}*|inscr[ií]b\\p{L}*|únete|unite|empez[aá]\\p{L}*|comienz[aá]\\p{L}*|descarg\\p{L}*|visítanos|visitanos',
  // For a shop or a café, coming by is the action: where it is, and what it serves.
  visitar: 'c[oó]mo llegar|ub[ií]can\\p{L}*|encu[eé]ntran\\p{L}*|ver (el )?men[uú]|ver la carta',
  english:
    "order|order now|order online|book|book now|booking|reserve|reservation|schedule|appointment|buy|shop now|add to cart|add to bag|add to basket|checkout|get a quote|quote|contact|contact us|contact me|get in touch|enquire|inquire|message us|call|call us|get started|sign up|subscribe|register|join|download|request|apply|enrol|enroll|send|submit|hire us|let's talk|talk to us|try it|find us|visit us|get directions|directions|view (the )?menu|see (the )?menu|sign in to order",
}
const actionWords = new RegExp(`(^|[^\\p{L}])(${Object.values(actionFamilies).join('|')})(?=$|[^\\p{L}])`, 'iu')
/** Emoji that say "tap to call, write, book or buy" on their own. */
const actionEmoji = /[📲📞☎📅🗓🛒🛍💬👉✉📩]/u

/** A cart's or booking's own button drawn as a `#` link: its handler, not its address, acts. */
const actingClass = /cart|carrito|add|agregar|order|pedido|reserv|book/i

/** What a wordless button to a real WhatsApp number or phone is called in the examples: what it opens. */
const iconActions = { whatsapp: 'WhatsApp', phone: 'tel' } as const
/** A control drawn as a button: a button to WhatsApp or a call asks to write or call, whatever its words. */
const buttonClass = /(?:^|[\s_-])(?:btn|button|boton|cta|float(?:ing)?)(?=$|[\s_-])/i

/** A control its author named a call to action (`cta-button`, `hero__cta`): «Ver Neumáticos» on a shop's hero asks to shop. */
const ctaClass = /(?:^|[\s_-])cta(?=$|[\s_-])/i

/** What a visitor taps to act: buttons, links, and what plays one. */
export const controlSelector = 'a, button, input[type="submit"], input[type="button"], [role="button"]'

/**
 * The visible buttons and links that ask the visitor to act, by their text, and whether each leads
 * somewhere: a `#` link does when a handler acts on it («Añadir al carrito» on a cart's link). A
 * button that opens a real WhatsApp chat or call (the floating bubble, «WhatsApp +57 300 243 9810»
 * drawn as a button) asks as plainly, whatever its words, as does one its author named a call to action.
 */
function actionControls($: CheerioAPI, hidden = false): { label: string; leads: boolean; element: Element }[] {
  return $(controlSelector)
    .get()
    .filter((element) => hiddenWithin(element) === hidden)
    .flatMap((element) => {
      const control = $(element)
      const leads =
        element.tagName !== 'a' ||
        !goesNowhere(control.attr('href') ?? '') ||
        control.is('[onclick]') ||
        actingClass.test(control.attr('class') ?? '')
      const label = `${shownWords($, element)} ${control.attr('value') ?? ''} ${control.attr('aria-label') ?? ''}`
        .replace(/\s+/g, ' ')
        .trim()
      const opens = routeKind(control.attr('href') ?? '')
      if (opens === 'whatsapp' || opens === 'phone') {
        if (label === '') return [{ label: iconActions[opens], leads, element }]
        if (buttonClass.test(control.attr('class') ?? '')) return [{ label, leads, element }]
      }
      const asks =
        actionWords.test(label) ||
        actionEmoji.test(label) ||
        (label !== '' && ctaClass.test(control.attr('class') ?? ''))
      return asks ? [{ label, leads, element }] : []
    })
}

/** The text of each button and link that asks the visitor to act and leads somewhere. */
export const callsToAction = ($: CheerioAPI): string[] =>
  actionControls($)
    .filter((control) => control.leads)
    .map((control) => control.label)

/** A part of the page that opens on a tap: a dialog, a modal, a drawer, a cart's sheet. */
const opensLater =
  'dialog, [role="dialog"], [class*="modal" i], [class*="drawer" i], [class*="offcanvas" i], [class*="sheet" i], [class*="cart" i], [id*="cart" i], [class*="carrito" i], [id*="carrito" i]'

/**
 * The text of each one a visitor meets only once a part of the page opens: a cart sheet's «Hacer
 * pedido por WhatsApp», hidden until something is added. One hidden elsewhere is no such part.
 */
export const hiddenCallsToAction = ($: CheerioAPI): string[] =>
  actionControls($, true)
    .filter((control) => control.leads && $(control.element).closest(opensLater).length > 0)
    .map((control) => control.label)

/** The text of each one that asks to act but leads nowhere: «Agenda una cita» on `href="#"`. */
export const deadCallsToAction = ($: CheerioAPI): string[] =>
  actionControls($)
    .filter((control) => !control.leads)
    .map((control) => control.label)
