import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'

/** Fields a visitor fills in; hidden fields, buttons, check boxes and search boxes are not. */
export const fieldSelector =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]):not([type="checkbox"]):not([type="radio"]):not([type="search"]):not([type="file"]), textarea, select'
/** Controls that send what was filled in. */
const submitSelector =
  'button, input[type="submit"], input[type="button"], input[type="image"], [role="button"], a[href="#"], a[href^="javascript:" i]'
const sendingWords =
  /enviar|env[ií]a|reserv|agend|ped(ir|ido)|orden|solicit|cotiz|confirm|suscrib|contact|send|submit|book|order|request|subscribe/i

/**
 * What a form is for: contacting the business (a phone, e-mail or message field beside another),
 * booking (a date or time beside another field; it counts as contact too), or something else.
 */
export type FormKind = 'contact' | 'booking' | 'other'

/**
 * Whether a form delivers what a visitor fills in: `sends` (an address, a self-posting page, or a
 * handler that made a request or opened WhatsApp or e-mail), `nowhere`, or `unverified` (a script
 * may handle it and no browser tried it).
 */
export type FormOutcome = 'sends' | 'nowhere' | 'unverified'

/**
 * Why a form sends nowhere or could not be verified: it only saved in the visitor's browser
 * (`storage`), pressing it did nothing (`nothing`), it has no address and the page no script
 * (`noAction`), or it has no address and depends on a script (`script`).
 */
export type FormReason = 'storage' | 'nothing' | 'noAction' | 'script'

/** A group of fields a visitor fills in, whatever element holds it. */
export type PageForm = {
  kind: FormKind
  /** Its name as a visitor sees it: a heading or label, else its button's words. */
  name: string
  /** Where it is in the page (a CSS path), for the phone pass to fill it in. */
  path: string
  /** Its button (a CSS path), when it has one. */
  submitPath?: string
  /** As read without a browser. */
  outcome: FormOutcome
  reason?: FormReason
}

const isElement = (node: AnyNode | null): node is Element => node !== null && 'attribs' in node

/** `html > body:nth-child(2) > div:nth-child(3)`: the element's place, as `querySelector` finds it. */
function pathOf(element: Element): string {
  const steps: string[] = []
  for (let node: Element | null = element; node; node = isElement(node.parent) ? node.parent : null) {
    if (!isElement(node.parent)) {
      steps.unshift(node.name)
      break
    }
    const siblings = node.parent.children.filter(isElement)
    steps.unshift(`${node.name}:nth-child(${siblings.indexOf(node) + 1})`)
  }
  return steps.join(' > ')
}

/** What a field asks for, from its type, name, id, placeholder and label. */
function fieldPurpose($: CheerioAPI, field: Element) {
  const control = $(field)
  const type = (control.attr('type') ?? '').toLowerCase()
  const id = control.attr('id')
  const words = [
    control.attr('name'),
    id,
    control.attr('placeholder'),
    control.attr('aria-label'),
    id ? $(`label[for="${id.replace(/"/g, '')}"]`).text() : '',
    control.closest('label').text(),
  ]
    .join(' ')
    .toLowerCase()
  return {
    date:
      /^(date|time|datetime-local)$/.test(type) ||
      /fecha|hora|\bdate|\btime|turno|\bcita|appointment/.test(
        `${control.attr('name') ?? ''} ${id ?? ''}`.toLowerCase(),
      ),
    reach:
      field.name === 'textarea' ||
      /^(tel|email)$/.test(type) ||
      /tel[eé]fono|\btel\b|phone|celular|m[oó]vil|whatsapp|mail|correo|mensaje|message|comentario/.test(words),
  }
}

/**
 * The element that holds a field's form: its `<form>` or `[role=form]`, else the nearest of its
 * four closest ancestors that also holds a button.
 */
function holderOf($: CheerioAPI, field: Element): Element | undefined {
  const declared = $(field).closest('form, [role="form"]').get(0) ?? null
  if (isElement(declared)) return declared
  let node = field.parent
  for (let depth = 0; depth < 4 && isElement(node) && node.name !== 'body'; depth++, node = node.parent) {
    if ($(node).find(submitSelector).length > 0) return node
  }
  return undefined
}

/** Whether the page has scripts that could handle a form. */
const hasScripts = ($: CheerioAPI) =>
  $('script[src]').length > 0 ||
  $('script:not([type="application/ld+json"])')
    .map((_, element) => $(element).text())
    .get()
    .some((code) => code.trim().length > 0)

function staticOutcome(
  $: CheerioAPI,
  holder: Element,
  submit: Element | undefined,
): Pick<PageForm, 'outcome' | 'reason'> {
  const action = (holder.name === 'form' ? ($(holder).attr('action') ?? '') : '').trim()
  const method = (holder.name === 'form' ? ($(holder).attr('method') ?? '') : '').toLowerCase()
  if (action && !action.startsWith('#')) return { outcome: 'sends' }
  // A page that posts to itself is handled by its own server.
  if (holder.name === 'form' && method === 'post') return { outcome: 'sends' }
  const handled = $(holder).attr('onsubmit') || (submit && $(submit).attr('onclick'))
  return handled || hasScripts($)
    ? { outcome: 'unverified', reason: 'script' }
    : { outcome: 'nowhere', reason: 'noAction' }
}

/**
 * Every group of fields in the page, found by its fields whatever element holds it: a `<form>`, a
 * `[role=form]`, or any container whose fields sit beside a button. A lone field (search, newsletter)
 * is a form of kind `other`.
 */
export function formsOf($: CheerioAPI): PageForm[] {
  const groups = new Map<Element, Element[]>()
  for (const field of $('body').find(fieldSelector).get()) {
    if ($(field).closest('[hidden], template').length > 0) continue
    const holder = holderOf($, field)
    if (holder) groups.set(holder, [...(groups.get(holder) ?? []), field])
  }
  return [...groups].map(([holder, fields]) => {
    const purposes = fields.map((field) => fieldPurpose($, field))
    const controls = $(holder).find(submitSelector).get()
    const submit =
      controls.find((control) => $(control).is('[type="submit"], button:not([type])')) ??
      controls.find((control) => sendingWords.test(`${$(control).text()} ${$(control).attr('value') ?? ''}`)) ??
      controls[0]
    const kind: FormKind =
      fields.length < 2
        ? 'other'
        : purposes.some((purpose) => purpose.date)
          ? 'booking'
          : purposes.some((purpose) => purpose.reach)
            ? 'contact'
            : 'other'
    // Its own heading, else the heading just above it.
    const heading =
      $(holder).find('h1, h2, h3, h4, legend').first().text() || $(holder).prevAll('h1, h2, h3, h4').first().text()
    const label = $(holder).attr('aria-label') ?? ''
    const button = submit ? `${$(submit).text()} ${$(submit).attr('value') ?? ''}` : ''
    const name = (label || heading || button).replace(/\s+/g, ' ').trim().slice(0, 60)
    return {
      kind,
      name,
      path: pathOf(holder),
      submitPath: submit && pathOf(submit),
      ...staticOutcome($, holder, submit),
    }
  })
}
