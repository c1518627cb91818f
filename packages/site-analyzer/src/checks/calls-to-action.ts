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
  comprar: 'compra|comprá|comprar|compre|añadir al carrito|agregar al carrito',
  contactar:
    'contáctanos|contactanos|contáctenos|contactar|escríbenos|escribenos|escribinos|llámanos|llamanos|llamá|llama|hablemos|solicita|solicitá|solicitar|consultá',
  empezar: 'suscríbete|regístrate|inscríbete|únete|empieza|comienza|descarga|visítanos',
  english:
    "order|book|reserve|reservation|schedule|appointment|buy|shop now|add to cart|get a quote|quote|contact us|call|call us|get started|sign up|subscribe|register|join|download|request|hire us|let's talk|talk to us|try it",
}
const actionWords = new RegExp(`(^|[^\\p{L}])(${Object.values(actionFamilies).join('|')})(?=$|[^\\p{L}])`, 'iu')
/** Emoji that say "tap to call, write, book or buy" on their own. */
const actionEmoji = /[📲📞☎📅🗓🛒🛍💬👉✉📩]/u

/** The visible text of each button and link that asks the visitor to act and leads somewhere. */
export function callsToAction($: CheerioAPI): string[] {
  return $('a, button, input[type="submit"], input[type="button"], [role="button"]')
    .filter((_, element) => {
      const control = $(element)
      if (hiddenWithin(element)) return false
      return !(element.tagName === 'a' && goesNowhere(control.attr('href') ?? ''))
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
