import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { controlSelector } from './calls-to-action'
import {
  boundHandlers,
  judgeHandlers,
  pageCode,
  popupNote,
  revealedButtons,
  selectorsOf,
  type Discard,
  type FormContext,
  type PageCode,
} from './forms'

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

/** Whether an element's id or class names a cart. */
const namesCart = ($: CheerioAPI, part: AnyNode) =>
  `${$(part).attr('id') ?? ''} ${$(part).attr('class') ?? ''}`.split(/\s+/).some((name) => cartName.test(name))

/** Whether a control sits in a cart of its own page («Comprar ahora» under `#carrito-acciones`), itself included. */
const inCart = ($: CheerioAPI, control: Element) =>
  $(control)
    .parents()
    .addBack()
    .get()
    .some((part) => namesCart($, part))

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
  const shown = $(controlSelector)
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
      return judgedCheckout($, name, handlers, code)
    })
  // The page has a cart for them to end: buttons that fill one, or a part named so (`<section id="carrito">`).
  const made = madeCheckouts($, code).filter((made) => !shown.some((own) => own.name === made.name))
  const hasCart =
    made.length > 0 &&
    (onCartPage ||
      $('[id], [class]')
        .get()
        .some((part) => namesCart($, part)))
  return hasCart ? [...shown, ...made] : shown
}

const scrolls = /scroll\w*\s*\(/i

/**
 * What a checkout's handlers do with the order, when we could tell: one that opens a window
 * («Proceder al pago» shows `#payment-modal`) leaves it to that window's buttons («Confirmar pedido»).
 */
function judgedCheckout($: CheerioAPI, name: string, handlers: string[], code: PageCode): Checkout[] {
  const judged = handlers.length ? judgeHandlers(handlers, code) : undefined
  if (judged?.verdict === 'sends') return [{ name, outcome: 'sends' }]
  if (judged?.verdict !== 'keeps') return []
  // «Comprar Ahora» that only scrolls to the products leads to the cart; it is no checkout.
  if (judged.how === 'nothing' && handlers.some((handler) => scrolls.test(handler))) return []
  const next = revealedButtons($, judged.revealed)
  const after = next.length ? judgeHandlers(next, code).verdict : 'keeps'
  if (after === 'sends') return [{ name, outcome: 'sends' }]
  if (after !== 'keeps') return []
  // A cart keeps its items in the browser as it fills; what the buyer sees at the end is the thanks.
  return [{ name, outcome: 'keeps', how: popupNote.test(handlers.join('\n')) ? 'alert' : judged.how }]
}

/** A button a script makes and names (`botonPagar.innerHTML = "Pagar"`), by the variable that holds it. */
const madeButton = /\b([A-Za-z_$][\w$]*)\.(?:innerHTML|textContent|innerText)\s*=\s*(['"`])([^'"`<>$]{2,40})\2/g

/**
 * The checkouts a cart's script makes as the cart fills («Pagar» appended under the total), judged by
 * the handler it binds to them: an empty cart shows none, so neither the page nor the phone has one.
 */
function madeCheckouts($: CheerioAPI, code: PageCode): Checkout[] {
  return [...code.text.matchAll(madeButton)]
    .filter((match) => checkoutWords.test(match[3]!.trim()))
    .flatMap((match) => judgedCheckout($, match[3]!.trim(), boundHandlers(code.text, [`${match[1]}.`], false), code))
}
