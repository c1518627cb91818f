import type { CheerioAPI } from 'cheerio'
import { goesNowhere } from './links'
import { hiddenWithin } from './util'

/**
 * Verbs and phrases that ask the visitor to act, by family, in Spanish and English. Spanish as the
 * region writes it too: the voseo («pedí», «reservá», «sacá tu turno») and «encargo», «turno» for an
 * order and an appointment.
 */
const actionFamilies = {
  pedir: 'pide|pedí|pedir|pida|pídelo|pedilo|pedidos?|haz tu pedido|hacé tu pedido|hacer pedido',
  encargar: 'encarga|encargá|encargar|encargue|encargos?',
  ordenar: 'ordena|ordená|ordenar|ordene',
  reservar: 'reserva|reservá|reservar|reserve|reservación|reservaciones|reservas',
  agendar: 'agenda|agendá|agendar|agende|citas?|turnos?|sacá tu turno|saca tu turno|pedí tu turno',
  cotizar: 'cotiza|cotizá|cotizar|cotice|cotización|presupuesto',
  comprar: 'compra|comprá|comprar|compre|añadir al carrito|agregar al carrito|añadir|agregar|al carrito',
  contactar:
    'contáctanos|contactanos|contáctenos|contactar|escríbenos|escribenos|escribinos|llámanos|llamanos|llamá|llama|hablemos|solicita|solicitá|solicitar|consultá',
  empezar: 'suscríbete|regístrate|inscríbete|únete|empieza|comienza|descarga|visítanos',
  english:
    "order|order now|book|book now|reserve|reservation|schedule|appointment|buy|shop now|add to cart|add to bag|add to basket|checkout|get a quote|quote|contact us|call|call us|get started|sign up|subscribe|register|join|download|request|hire us|let's talk|talk to us|try it",
}
const actionWords = new RegExp(`(^|[^\\p{L}])(${Object.values(actionFamilies).join('|')})(?=$|[^\\p{L}])`, 'iu')
/** Emoji that say "tap to call, write, book or buy" on their own. */
const actionEmoji = /[📲📞☎📅🗓🛒🛍💬👉✉📩]/u

/** A cart's or booking's own button drawn as a `#` link: its handler, not its address, acts. */
const actingClass = /cart|carrito|add|agregar|order|pedido|reserv|book/i

/**
 * The visible text of each button and link that asks the visitor to act and leads somewhere: a `#`
 * link leads somewhere when a handler acts on it («Añadir al carrito» on a cart's link).
 */
export function callsToAction($: CheerioAPI): string[] {
  return $('a, button, input[type="submit"], input[type="button"], [role="button"]')
    .filter((_, element) => {
      const control = $(element)
      if (hiddenWithin(element)) return false
      if (element.tagName !== 'a' || !goesNowhere(control.attr('href') ?? '')) return true
      return control.is('[onclick]') || actingClass.test(control.attr('class') ?? '')
    })
    .map((_, element) => {
      const control = $(element)
      return `${control.text()} ${control.attr('value') ?? ''} ${control.attr('aria-label') ?? ''}`
        .replace(/\s+/g, ' ')
        .trim()
    })
    .get()
    .filter((label) => actionWords.test(label) || actionEmoji.test(label))
}
