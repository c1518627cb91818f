import type { CheerioAPI } from 'cheerio'
import type { AnyNode, Element } from 'domhandler'
import { exampleEmail, formToken, onlyExampleFormServices } from './example-addresses'
import { escapeRegExp, inlineScripts } from './util'

/** Fields a visitor fills in; hidden fields, buttons, check boxes and search boxes are not. */
export const fieldSelector =
  'input:not([type="hidden"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="image"]):not([type="checkbox"]):not([type="radio"]):not([type="search"]):not([type="file"]), textarea, select'
/** Controls that send what was filled in. */
const submitSelector =
  'button, input[type="submit"], input[type="button"], input[type="image"], [role="button"], a[href="#"], a[href^="javascript:" i]'
/** What holds a form shown over the page: a dialog, a modal, a popup. */
const dialogs = 'dialog, [role="dialog"], [class*="modal" i], [class*="popup" i]'

/** Words that name booking: a form whose heading or button says them is for booking, dates or not. */
export const bookingWords = /reserv|agend|\bcitas?\b|\bturnos?\b|\bbook(ing)?\b|appointment/i

const sendingWords =
  /enviar|env[ií]a|reserv|agend|ped(ir|ido)|orden|solicit|cotiz|confirm|suscrib|contact|send|submit|book|order|request|subscribe/i
/** Words only a control that sends says: «Enviar», «Confirmar», "Submit". */
const plainlySending = /enviar|env[ií]a|confirm|send|submit/i

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
 * (`noAction`), its handler, as written, keeps the message from leaving (`handler`), it has no
 * address and depends on a script (`script`), or it posts to `#`, its own page, on a server that
 * may or may not take it (`ownPage`: how templates leave a form unconnected).
 */
export type FormReason = 'storage' | 'nothing' | 'noAction' | 'handler' | 'script' | 'ownPage' | 'mailDraft' | 'example'

/** What a handler that keeps the message does instead: thank the visitor, save it in their browser, log it, or nothing. */
export type Discard = 'alert' | 'storage' | 'log' | 'nothing'

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
  /** With reason `handler`: what its handler does with the message instead of sending it. */
  how?: Discard
  /**
   * Its fields come in steps, a button leading to the next («Siguiente», "Next"): what its first
   * press does (show the next step) proves nothing about what the last one does with the message.
   */
  steps?: true
}

const isElement = (node: AnyNode | null): node is Element => node !== null && 'attribs' in node

/** `html > body:nth-child(2) > div:nth-child(3)`: the element's place, as `querySelector` finds it. */
export function pathOf(element: Element): string {
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

/** What a field asks for, from its type, name, id, placeholder and label (one that names it, holds it, or stands just before it). */
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
    control.prev('label').text(),
  ]
    .join(' ')
    .toLowerCase()
  return {
    // A number is a count, whatever its name: «Horas de uso diarias» in a savings calculator.
    date:
      /^(date|time|datetime-local)$/.test(type) ||
      (type !== 'number' &&
        /fecha|hora|\bdate|\btime|turno|\bcita|appointment/.test(
          `${control.attr('name') ?? ''} ${id ?? ''}`.toLowerCase(),
        )),
    reach:
      field.name === 'textarea' ||
      /^(tel|email)$/.test(type) ||
      /tel[eé]fono|\btel\b|phone|celular|m[oó]vil|whatsapp|mail|correo|mensaje|message|comentario|contact|@\w/.test(
        words,
      ),
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

/** Hosts that serve files only: a form posted to its own page there reaches no one. */
const staticHosts =
  /\.(github\.io|gitlab\.io|netlify\.app|vercel\.app|pages\.dev|web\.app|firebaseapp\.com|surge\.sh|neocities\.org|onrender\.com)$/i
/** The same hosts under the business's own domain, as their answers name them (`server: GitHub.com`). */
const staticServers = /^(github\.com|netlify|vercel)$/i

/** Whether the page is served by a host that serves files only, by its address or its answer's headers. */
function servesFilesOnly({ pageUrl, headers = {} }: FormContext): boolean {
  if (pageUrl !== undefined && staticHosts.test(new URL(pageUrl).hostname)) return true
  return staticServers.test(headers['server'] ?? '') || headers['x-github-request-id'] !== undefined
}

/** An address written out whole, with nothing of the form's added to it: `"./gracias.html"`. */
const bareAddress = String.raw`\s*(?:"[^"$+]*"|'[^'$+]*'|\x60[^\x60$+]*\x60)\s*(?:[;,)}\n]|$)`

/**
 * What a handler may do that sends a message on: a request, a navigation that carries something (to
 * a bare address it carries nothing: `location.href = "./gracias.html"` only thanks), WhatsApp by its
 * address (a field named `whatsapp` sends nothing), e-mail, a form service.
 */
/** The browser's own sending of a form, asked for by its code. */
const nativeSubmit = /\.submit\s*\(\s*\)/

const sendingCode = new RegExp(
  String.raw`fetch\s*\(|XMLHttpRequest|\.ajax\s*\(|\.post\s*\(|\$\.get(?:JSON)?\s*\(|\.load\s*\(|axios|sendBeacon|\.submit\s*\(\s*\)|emailjs|sendForm|\.send\s*\(|window\.open|location(?:\.href)?\s*=(?!=)(?!${bareAddress})|location\.(?:assign|replace)\s*\((?!${bareAddress})|wa\.me|api\.whatsapp\.com|whatsapp:\/\/|mailto:|google\.script|firebase|addDoc|setDoc|supabase|formspree|web3forms|getform|\bimport\s*\(`,
  'i',
)
/**
 * Calls a handler may make without sending anything: the page's own plumbing, jQuery's selections
 * and writes included (`$('#error').append(…)`; its requests, `$.ajax` and `$.post`, send).
 */
const harmlessCalls = new Set(
  '$ jQuery fire swal Toastify showToast addEventListener removeEventListener findIndex val html text append after before addClass removeClass toggleClass css attr prop fadeIn fadeOut slideDown slideUp each empty alert confirm log warn info error table preventDefault stopPropagation stopImmediatePropagation setItem getItem removeItem stringify parse reset getElementById querySelector querySelectorAll getElementsByClassName getElementsByName closest add remove toggle contains trim toLowerCase toUpperCase push setTimeout FormData fromEntries entries get getAll has forEach map filter find some every includes test replace focus blur scrollIntoView scrollTo setAttribute removeAttribute getAttribute Date now toISOString toLocaleDateString toLocaleTimeString toLocaleString String Number Boolean Object keys values join split checkValidity reportValidity show hide showModal close append appendChild prepend createElement insertAdjacentHTML isNaN parseInt parseFloat match slice substring padStart trimStart trimEnd reduce concat indexOf sort splice from isArray toFixed toString startsWith endsWith round floor ceil max min abs encodeURIComponent decodeURIComponent if for while switch catch function return typeof'.split(
    ' ',
  ),
)

/** The body of the function whose header starts at `from`, or nothing when it does not close within 8,000 characters. */
function block(code: string, from: number): string | undefined {
  const start = code.indexOf('{', from)
  // Only a function's own header may stand before its brace: `(e) => {`, `function (e) {`.
  if (start < 0 || !/^[\s\w$,()=>]*$/.test(code.slice(from, start))) return undefined
  let depth = 0
  for (let index = start; index < Math.min(code.length, start + 8000); index++) {
    if (code[index] === '{') depth++
    else if (code[index] === '}' && --depth === 0) return code.slice(start + 1, index)
  }
  return undefined
}

/** The body of a function the code defines by this name (`function enviar(…) {`, `const enviar = (…) => {`). */
function functionBody(code: string, name: string): string | undefined {
  const named = escapeRegExp(name)
  const definition = new RegExp(
    `function\\s+${named}\\s*\\(|\\b${named}\\s*=\\s*(?:async\\s*)?(?:function\\s*\\(|\\([^)]*\\)\\s*=>|\\w+\\s*=>)`,
  ).exec(code)
  return definition ? block(code, definition.index + definition[0].length) : undefined
}

/** A target that names an element by its id: `getElementById('contact-form')`, `'#contact-form'`. */
const namedId = /getElementById\s*\(\s*['"`][\w-]+|['"`]#[\w-]+/

/**
 * Handlers the code binds to this form or its button: `addEventListener('submit' | 'click', …)`,
 * `.onsubmit = …` and jQuery's `.on('submit', …)` / `.submit(…)` on a target that names the form's or
 * the button's id or class, or any form when the page has only one and the target names no other's
 * id. A handler given by name is looked up.
 */
export function boundHandlers(code: string, names: string[], onlyForm: boolean): string[] {
  const bindings =
    /(?:addEventListener|\.on)\s*\(\s*['"](submit|click)['"]\s*,\s*|\.on(submit)\s*=\s*|\.(submit)\s*\(\s*(?=function|\()/g
  const found: string[] = []
  for (const binding of code.matchAll(bindings)) {
    const target = code.slice(Math.max(0, binding.index - 160), binding.index)
    const statement = target.slice(target.search(/[^;{}\n]*$/))
    const submits = binding[1] !== 'click'
    // `contactForm.addEventListener(…)`: what `contactForm` was set to (`document.querySelector('.contact-form')`).
    const receiver = /([A-Za-z_$][\w$]*)\s*\.\s*$/.exec(statement)?.[1]
    const assigned = receiver
      ? (new RegExp(`(?<![\\w$])${escapeRegExp(receiver)}\\s*=\\s*([^;\\n]{0,160})`).exec(code)?.[1] ?? '')
      : ''
    // A page's only form takes any form's listener, unless it names another's id: the site's
    // `getElementById('contact-form')` is the home page's form, not the booking page's.
    const ours =
      names.some((name) => statement.includes(name) || assigned.includes(name)) ||
      (onlyForm && submits && /form/i.test(statement) && !namedId.test(`${statement} ${assigned}`))
    if (!ours) continue
    const after = binding.index + binding[0].length
    const reference = /^([A-Za-z_$][\w$]*)\s*[,)]/.exec(code.slice(after))
    // A handler we cannot delimit stays in as written, so the code it calls keeps the form unverified.
    const body = reference ? functionBody(code, reference[1]!) : block(code, after)
    found.push(body ?? (reference ? `${reference[1]}()` : code.slice(after, after + 200)))
  }
  return found
}

/** A quoted string or template literal, escapes included. */
const stringLiteral = String.raw`(['"\`])(?:\\.|(?!\1)[^\\])*\1`

/**
 * Code without its strings and regular expressions' character classes: `/^[0-9+\s()-]{9,}$/` or a
 * thank-you message in a template literal calls nothing.
 */
const withoutLiterals = (code: string) =>
  code.replace(new RegExp(stringLiteral, 'g'), '""').replace(/\[(?:\\.|[^\]\\\n])*\]/g, '[]')

/** Code without its comments (strings kept whole): «// window.location.href = `mailto:…`» sends nothing. */
export const withoutComments = (code: string) =>
  code.replace(new RegExp(`${stringLiteral}|/\\*[\\s\\S]*?\\*/|//[^\\n]*`, 'g'), (part) =>
    part.startsWith('/') ? '' : part,
  )

/** What opens an address, and the mail-draft address itself: what is left when a handler only opens a mail draft. */
const mailDraft = /mailto:|window\.open\s*\(|location(?:\.href)?\s*=(?!=)|location\.(?:assign|replace)/gi

/** Whether code sends only by opening a mail draft (`location.href = 'mailto:…'`), which the visitor's mail app may never send. */
const onlyMailDraft = (code: string) => /mailto:/i.test(code) && !sendingCode.test(code.replace(mailDraft, ''))

/**
 * Code that shows another part of the page by its id: a confirmation window or the form's next step,
 * whose own buttons then say what becomes of the message (`getElementById('popup').style.display =
 * 'flex'`, `.classList.add('show')`, Tailwind's `.classList.remove('hidden')`, jQuery's `$('#popup').show()` or `.modal('show')`).
 */
const revealing =
  /getElementById\(\s*['"]([\w-]+)['"]\s*\)\s*\.(?:style\.display\s*=\s*['"](?!none['"])[^'"]*['"]|classList\.(?:add|toggle)\(\s*['"](?:show|open|active|visible|is-open|is-visible|is-active)['"]|classList\.remove\(\s*['"](?:hidden|d-none|hide|oculto)['"]|showModal\s*\()|\$\(\s*['"]#([\w-]+)['"]\s*\)\s*\.(?:show|fadeIn|slideDown|modal)\s*\(/g

/** A window that thanks the visitor: the browser's `alert`, SweetAlert's `Swal.fire`, a Toastify note. */
export const popupNote = /alert\s*\(|Swal\.fire\s*\(|\bswal\s*\(|Toastify\s*\(/

/**
 * Code that thanks the visitor: an alert, text written into the page, a message shown that was
 * hidden (`classList.remove('hidden')`, `style.display = 'block'`, `.hidden = false`, jQuery's
 * `.show()`), or a page it goes to (`location.href = "./gracias.html"`).
 */
const thanking = new RegExp(
  String.raw`${popupNote.source}|location(?:\.href)?\s*=(?!=)|location\.(?:assign|replace)\s*\(|innerHTML|textContent|innerText|\.(?:append|html|text|after|before|show|fadeIn|slideDown)\s*\(|classList\.(?:remove|toggle)\(\s*['"](?:hidden|d-none|oculto|is-hidden|invisible)['"]|\.style\.display\s*=\s*['"](?!none['"])|removeAttribute\(\s*['"]hidden['"]|\.hidden\s*=\s*false`,
)

/**
 * Whether the site's code defines this function only in a comment (a `function tomarDato() {…}` left commented out):
 * outside comments it only ever calls it, so a handler calling it throws there and does nothing more.
 * A function named nowhere may come from a library we did not read: that proves nothing.
 */
function onlyCommentedOut(code: string, uncommented: string, name: string): boolean {
  const named = escapeRegExp(name)
  const definition = new RegExp(
    `function\\s+${named}\\s*\\(|(?<![\\w$])${named}\\s*=\\s*(?:async\\s*)?(?:function|\\()`,
  )
  if (!definition.test(code)) return false
  const uses = uncommented.matchAll(new RegExp(`(?<![\\w$])${named}(?![\\w$])`, 'g'))
  return [...uses].every((use) => {
    const after = uncommented.slice(use.index + name.length, use.index + name.length + 200)
    const before = uncommented.slice(Math.max(0, use.index - 20), use.index)
    return /^\s*\(/.test(after) && !/^\s*\([^()]*\)\s*\{/.test(after) && !/function\s*$/.test(before)
  })
}

type HandlerVerdict =
  | { verdict: 'sends' | 'mailDraft' | 'unknown' }
  | { verdict: 'keeps'; how: Discard; stops: boolean; revealed: string[] }

/**
 * What a form's handlers do with the message, read from their code and the functions they call that
 * the code defines (three deep): `sends` when any may send it, `mailDraft` when all they do is open a
 * mail draft, `keeps` with what they do instead when none can (and the parts of the page they show,
 * whose buttons may go on), `unknown` when they call code we cannot read.
 */
export function judgeHandlers(handlers: string[], code: PageCode): HandlerVerdict {
  let bodies = handlers.map(withoutComments)
  const resolved = new Set<string>()
  for (let depth = 0; ; depth++) {
    if (bodies.some((body) => sendingCode.test(body)))
      return { verdict: onlyMailDraft(bodies.join('\n')) ? 'mailDraft' : 'sends' }
    const calls = bodies.flatMap((body) =>
      [...withoutLiterals(body).matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((call) => call[1]!),
    )
    const unknown = [...new Set(calls)].filter((name) => !harmlessCalls.has(name) && !resolved.has(name))
    if (!unknown.length) break
    // A function the site's code defines only in a comment throws when called, and does nothing.
    const named = unknown.filter((name) => !onlyCommentedOut(code.text, code.uncommented, name))
    const defined = named.map((name) => functionBody(code.text, name))
    if (depth === 3 || defined.some((body) => body === undefined)) return { verdict: 'unknown' }
    unknown.forEach((name) => resolved.add(name))
    bodies = [...bodies, ...(defined as string[]).map(withoutComments)]
  }
  const all = bodies.join('\n')
  const how: Discard = /localStorage|sessionStorage|indexedDB/.test(all)
    ? 'storage'
    : thanking.test(all)
      ? 'alert'
      : /console\./.test(all)
        ? 'log'
        : 'nothing'
  // It stops the browser's own sending: by `preventDefault`, by `return false`, or by returning what
  // a function it calls returns (`onclick="return enviar()"`), when that is `false`.
  const returnsCall = handlers.some((handler) => /^\s*return\s+[\w$]+\s*\(/.test(handler))
  const stops =
    /preventDefault/.test(all) ||
    handlers.some((handler) => /return\s+false/.test(handler)) ||
    (returnsCall && /return\s+false/.test(all))
  const revealed = [...all.matchAll(revealing)].map((match) => match[1] ?? match[2]!)
  return { verdict: 'keeps', how, stops, revealed }
}

/**
 * Where a form can be read from: the page's address (its host), the code of the site's script files,
 * and whether that is all of the site's code (a handler that keeps the message is proven only then).
 */
export type FormContext = { pageUrl?: string; headers?: Record<string, string>; files?: string[]; allCode?: boolean }

/** The handlers of the buttons in the parts of the page these ids name (a confirmation window's «Aceptar»). */
export const revealedButtons = ($: CheerioAPI, ids: string[]) =>
  ids.flatMap((id) =>
    $(`[id="${id}"]`)
      .find('[onclick]')
      .map((_, element) => $(element).attr('onclick') ?? '')
      .get(),
  )

/** The code of a page, and the same without its comments, worked out once when first asked for. */
export type PageCode = { text: string; readonly uncommented: string }

/** The code of the page: its inline scripts and the site's script files. */
export function pageCode($: CheerioAPI, context: FormContext): PageCode {
  const text = [...inlineScripts($), ...(context.files ?? [])].join('\n;\n')
  let uncommented: string | undefined
  return {
    text,
    get uncommented() {
      return (uncommented ??= withoutComments(text))
    },
  }
}

/** How code selects this element: by its id, its name, or a class nothing else on the page has. */
export function selectorsOf($: CheerioAPI, element: Element): string[] {
  const own = $(element)
  const id = own.attr('id')
  const classes = (own.attr('class') ?? '')
    .split(/\s+/)
    .filter((name) => /^[\w-]+$/.test(name) && $(`.${name}`).length === 1)
  return [
    ...(id ? [`'#${id}'`, `"#${id}"`, `('${id}')`, `("${id}")`] : []),
    ...classes.flatMap((name) => [`'.${name}'`, `".${name}"`]),
    ...(own.attr('name') ? [`forms.${own.attr('name')}`, `['${own.attr('name')}']`] : []),
  ]
}

function staticOutcome(
  $: CheerioAPI,
  holder: Element,
  submit: Element | undefined,
  context: FormContext & { onlyForm: boolean; code: PageCode },
): Pick<PageForm, 'outcome' | 'reason' | 'how'> {
  const action = (holder.name === 'form' ? ($(holder).attr('action') ?? '') : '').trim()
  const method = (holder.name === 'form' ? ($(holder).attr('method') ?? '') : '').toLowerCase()
  const { code } = context
  const attributes = [$(holder).attr('onsubmit'), submit && $(submit).attr('onclick')].filter(
    (handler): handler is string => Boolean(handler?.trim()),
  )
  // The form and its button as code selects them.
  const names = [holder, submit].flatMap((element) => (element ? selectorsOf($, element) : []))
  // A form service's address that still holds the template's e-mail or form id
  // (`formsubmit.co/your-email@example.com`, `formspree.io/f/YOUR_FORM_ID`) reaches no one, whatever
  // a handler does first.
  if (/^https?:/i.test(action) && (exampleEmail.test(action) || formToken.test(action)))
    return { outcome: 'nowhere', reason: 'example' }
  const handlers = [...attributes, ...boundHandlers(code.text, names, context.onlyForm)]
  const onStaticHost = servesFilesOnly(context)
  // Without a script, the browser sends the form to its address, or posts it to its own page's
  // server; posted to `#`, the template's placeholder, it reaches that server only if it runs code.
  const posts = holder.name === 'form' && method === 'post' && !onStaticHost
  const toPlaceholder = action.startsWith('#')
  // Netlify finds a form marked for it when it deploys the site, and sends the owner what it receives.
  const forNetlify = $(holder).is('form[netlify], form[data-netlify="true"]')
  const sendsItself = forNetlify || (!toPlaceholder && (action !== '' || posts))
  // A form marked for Netlify may be only its stub, the form a script draws sends.
  const submittable = holder.name !== 'form' || forNetlify || canSubmit($, holder)
  // A handler whose only sending is the browser's own (`this.submit()` once it checked the fields)
  // leaves the form to its address: with none, nothing leaves the page.
  const resubmits =
    handlers.some((handler) => nativeSubmit.test(handler)) &&
    judgeHandlers(
      handlers.map((handler) => handler.replace(new RegExp(nativeSubmit.source, 'g'), '')),
      code,
    ).verdict === 'keeps'
  if (resubmits && !sendsItself && !posts && context.allCode !== false)
    return { outcome: 'nowhere', reason: 'noAction' }
  if (handlers.length) {
    const judged = judgeHandlers(handlers, code)
    // What a handler sends to a form service still set as the template left it reaches no one.
    const sent = onlyExampleFormServices(code.uncommented)
      ? ({ outcome: 'nowhere', reason: 'example' } as const)
      : ({ outcome: 'sends' } as const)
    if (judged.verdict === 'sends') return sent
    if (judged.verdict === 'mailDraft') return { outcome: 'unverified', reason: 'mailDraft' }
    // «Enviar» opens a window whose «Estoy de acuerdo» sends: what its buttons do decides.
    const next = judged.verdict === 'keeps' ? revealedButtons($, judged.revealed) : []
    if (next.length) {
      const after = judgeHandlers(next, code).verdict
      if (after === 'sends') return sent
      if (after === 'mailDraft') return { outcome: 'unverified', reason: 'mailDraft' }
      if (after === 'unknown') return { outcome: 'unverified', reason: 'script' }
    }
    // A handler keeps the message when it stops the browser's own sending, or there is none to stop.
    if (judged.verdict === 'keeps' && (!sendsItself || !submittable || judged.stops) && context.allCode !== false)
      return { outcome: 'nowhere', reason: 'handler', how: judged.how }
  }
  const scriptMayRead =
    handlers.length > 0 || (hasScripts($) && (context.allCode === false || touches(code.text, $, holder)))
  // A form no button can submit sends nothing by itself, whatever its address: its «Enviar» is a
  // plain button, and Bootstrap's `data-bs-toggle="modal"` on it only opens a window
  // («¡Formulario enviado!»).
  if (!submittable) {
    if (!handlers.length && submit && $(submit).is(bootstrapWindow))
      return { outcome: 'nowhere', reason: 'handler', how: 'alert' }
    return scriptMayRead ? { outcome: 'unverified', reason: 'script' } : { outcome: 'nowhere', reason: 'noAction' }
  }
  // `action="mailto:…"` hands the message to the visitor's mail app, if there is one, to send or not.
  if (/^mailto:/i.test(action)) return { outcome: 'unverified', reason: 'mailDraft' }
  if (sendsItself) return { outcome: 'sends' }
  if (posts) return { outcome: 'unverified', reason: 'ownPage' }
  return scriptMayRead ? { outcome: 'unverified', reason: 'script' } : { outcome: 'nowhere', reason: 'noAction' }
}

/** A button Bootstrap makes open a window (`data-bs-toggle="modal"`, `data-toggle="modal"` before version 5). */
const bootstrapWindow = '[data-bs-toggle="modal"], [data-toggle="modal"]'

/**
 * Whether a visitor can submit the form: it has a submit button (an untyped `<button>` is one), inside
 * or tied to it by `form="…"`, or a single line to type in, which Enter submits.
 */
function canSubmit($: CheerioAPI, holder: Element): boolean {
  const submits = 'button:not([type]), [type="submit"], input[type="image"]'
  const id = $(holder).attr('id')
  if ($(holder).find(submits).length > 0 || (id && $(`[form="${id}"]`).filter(submits).length > 0)) return true
  const lines = $(holder)
    .find('input')
    .filter((_, input) => {
      const type = ($(input).attr('type') ?? 'text').toLowerCase()
      return /^(text|email|tel|search|url|password|number|date|time|datetime-local|month|week)$/.test(type)
    })
  return lines.length === 1
}

/**
 * Words of code that reads or sends a form, any form: `querySelector('form')`, `contactForm`,
 * `formulario`, `.value`, `'submit'`, `FormData`; never a word that only holds the letters
 * (`transform`, `performance`, `platform`, `format`).
 */
const formCode =
  /(?<![A-Za-z])[Ff]orm(?!at)|[a-z]Form(?!at)|(?<![A-Z])FORM|[Ss]ubmit|SUBMIT|\.value\b|\b[Ii]nput|INPUT|[Tt]extarea|TEXTAREA|[Ss]erialize/

/**
 * Whether the page's own code may read this form: it names forms or fields at all, or one of this
 * form's fields by its id or name. Code that does neither (a menu toggle, a slider) cannot send it.
 */
function touches(code: string, $: CheerioAPI, holder: Element): boolean {
  if (formCode.test(code)) return true
  const names = $(holder)
    .find(fieldSelector)
    .map((_, field) => [$(field).attr('id'), $(field).attr('name')])
    .get()
    .filter((name): name is string => Boolean(name))
  return names.some((name) => code.includes(name))
}

/** A title over the owner's catalogue editor: adding, editing or removing a product, a dish, a listing. */
const ownersTitle =
  /\b(agregar|a[ñn]adir|editar|eliminar|nuevo|nueva)\s+(?:(?:un|una|el|la|nuevo|nueva)\s+)?(producto|vino|art[ií]culo|[ií]tem|plato|platillo|inmueble|propiedad|veh[ií]culo)s?\b|\b(add|edit|delete)\s+(?:(?:a|an|the|new)\s+)?(product|item|listing|wine|dish|property)s?\b/i

/** Where the owner's own forms live (an admin panel, a login): no customer ever fills them in. */
const ownersPanel = '[id*="admin" i], [class*="admin" i], [id*="login" i], [class*="login" i]'

/** What parts a form into steps: fieldsets, or containers named a step («step-2», «paso2», `data-step`). */
const stepParts = 'fieldset, [data-step], [class*="step" i], [id*="step" i], [class*="paso" i], [id*="paso" i]'
/** A button that leads to a form's next step. */
const nextStep = /^\s*(siguiente|continuar|avanzar|next|continue|proceed)\b/i

/** Whether a form's fields come in steps: two parts or more, or a button that leads to the next. */
const inSteps = ($: CheerioAPI, holder: Element, controls: Element[]) =>
  $(holder).find(stepParts).length >= 2 ||
  controls.some((control) => nextStep.test($(control).text() || ($(control).attr('value') ?? '')))

/**
 * Every group of fields in the page, found by its fields whatever element holds it: a `<form>`, a
 * `[role=form]`, or any container whose fields sit beside a button. A lone field (search, newsletter)
 * is a form of kind `other`. The owner's own forms, in an admin panel or a login, are none of them.
 */
export function formsOf($: CheerioAPI, context: FormContext = {}): PageForm[] {
  const groups = new Map<Element, Element[]>()
  for (const field of $('body').find(fieldSelector).get()) {
    if ($(field).closest(`[hidden], template, ${ownersPanel}`).length > 0) continue
    const holder = holderOf($, field)
    if (holder) groups.set(holder, [...(groups.get(holder) ?? []), field])
  }
  const onlyForm = groups.size === 1
  const code = pageCode($, context)
  return [...groups].flatMap(([holder, fields]): PageForm[] => {
    const purposes = fields.map((field) => fieldPurpose($, field))
    const controls = $(holder).find(submitSelector).get()
    // In a <form> an untyped button submits; elsewhere it is any button (a dialog's ×), so the one that
    // says it sends («Enviar Pedido» rather than «Pedir a domicilio», which picks how), else the last,
    // is the form's.
    const inForm = $(holder).is('form')
    const says = (words: RegExp) => (control: Element) =>
      words.test(`${$(control).text()} ${$(control).attr('value') ?? ''}`)
    const submit =
      controls.find((control) => $(control).is(inForm ? '[type="submit"], button:not([type])' : '[type="submit"]')) ??
      controls.find(says(plainlySending)) ??
      controls.find(says(sendingWords)) ??
      (inForm ? controls[0] : controls.at(-1))
    // Its own heading, else the heading just above it, else its dialog's title (a popup's header).
    const heading =
      $(holder).find('h1, h2, h3, h4, legend').first().text() ||
      $(holder).prevAll('h1, h2, h3, h4').first().text() ||
      $(holder).parents(dialogs).last().find('h1, h2, h3, h4').first().text()
    // The owner's own catalogue editor («Agregar nuevo vino», "Edit product") is no customer's form.
    if (ownersTitle.test(heading)) return []
    const label = $(holder).attr('aria-label') ?? ''
    const button = submit ? `${$(submit).text()} ${$(submit).attr('value') ?? ''}` : ''
    const kind: FormKind =
      fields.length < 2
        ? 'other'
        : purposes.some((purpose) => purpose.date) || bookingWords.test(`${heading} ${label} ${button}`)
          ? 'booking'
          : purposes.some((purpose) => purpose.reach)
            ? 'contact'
            : 'other'
    const name = (label || heading || button).replace(/\s+/g, ' ').trim().slice(0, 60)
    const steps = inSteps($, holder, controls)
    const outcome = staticOutcome($, holder, submit, { ...context, onlyForm, code })
    return [
      {
        kind,
        name,
        path: pathOf(holder),
        submitPath: submit && pathOf(submit),
        // A handler that only shows the next step keeps nothing: the step that sends is beyond what we read.
        ...(steps && outcome.reason === 'handler' ? { outcome: 'unverified', reason: 'script' } : outcome),
        ...(steps && { steps }),
      },
    ]
  })
}
