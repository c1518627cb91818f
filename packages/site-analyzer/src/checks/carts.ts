import type { CheerioAPI } from 'cheerio'
import type { Element } from 'domhandler'
import { controlSelector } from './calls-to-action'
import { boundHandlers, judgeHandlers, pageCode, popupNote, selectorsOf, type Discard, type FormContext } from './forms'

const wordsOf = ($: CheerioAPI, control: Element) =>
  `${$(control).text()} ${$(control).attr('value') ?? ''}`.replace(/\s+/g, ' ').trim()

/**
 * Buttons that put products in a cart («Añadir al carrito», "Add to bag"): a cart is there, whether
 * its checkout reaches the shop is what its code must prove.
 */
const cartWords = /\b(a[ñn]adir|agregar|sumar) al carrito\b|\badd to (cart|bag|basket)\b/i
export const offersCart = ($: CheerioAPI) =>
  $(controlSelector)
    .get()
    .some((control) => cartWords.test(wordsOf($, control)))

/** The button that ends a purchase: «Comprar», «Finalizar compra», «Confirmar pedido», "Checkout", "Place order". */
const checkoutWords =
  /^(comprar( ahora)?|finalizar( la)? compra|realizar( la)? compra|pagar( ahora)?|ir a pagar|proceder al pago|(confirmar|realizar|enviar|hacer|finalizar)( el| mi| tu)? pedido|checkout|check out|(place|submit|complete)( my| your)? order|complete purchase|pay now)$/i

/** An id or class that names a cart: `carrito-acciones`, `shopping-cart`, `cart`, not `cartelera`. */
const cartName = /^(?:[\w]*[-_])?(?:carrito|cart|cesta|basket)(?:[-_][\w-]*)?$/i

/** Whether a control sits in a cart of its own page («Comprar ahora» under `#carrito-acciones`), itself included. */
const inCart = ($: CheerioAPI, control: Element) =>
  $(control)
    .parents()
    .addBack()
    .get()
    .some((part) =>
      `${$(part).attr('id') ?? ''} ${$(part).attr('class') ?? ''}`.split(/\s+/).some((name) => cartName.test(name)),
    )

/**
 * A cart's checkout, by the words of its button: it `sends` the order on (a request, WhatsApp, a
 * payment provider), or `keeps` it, with what its handler does instead.
 */
export type Checkout = { name: string } & ({ outcome: 'sends' } | { outcome: 'keeps'; how: Discard })

/**
 * The checkouts of a page's cart (a page that puts products in one, or a checkout inside the cart's own
 * part, `#carrito-acciones`) whose handlers we could read whole: «Comprar» that opens WhatsApp
 * with the order sends it; one that only thanks the buyer (`alert('¡Gracias por tu compra!')`) and
 * empties the cart keeps it. A checkout inside a form is judged as that form; one whose code we could
 * not all read, or that calls code we cannot read, is none of them.
 */
export function checkoutsOf($: CheerioAPI, context: FormContext): Checkout[] {
  if (context.allCode === false) return []
  const onCartPage = offersCart($)
  const code = pageCode($, context)
  return $(controlSelector)
    .get()
    .filter(
      (control) =>
        checkoutWords.test(wordsOf($, control)) &&
        $(control).closest('form').length === 0 &&
        (onCartPage || inCart($, control)),
    )
    .flatMap((control): Checkout[] => {
      const name = wordsOf($, control)
      const attribute = $(control).attr('onclick')?.trim()
      const handlers = [...(attribute ? [attribute] : []), ...boundHandlers(code.text, selectorsOf($, control), false)]
      const judged = handlers.length ? judgeHandlers(handlers, code) : undefined
      if (judged?.verdict === 'sends') return [{ name, outcome: 'sends' }]
      if (judged?.verdict !== 'keeps') return []
      // A cart keeps its items in the browser as it fills; what the buyer sees at the end is the thanks.
      return [{ name, outcome: 'keeps', how: popupNote.test(handlers.join('\n')) ? 'alert' : judged.how }]
    })
}
