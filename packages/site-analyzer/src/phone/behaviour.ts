import type { Page } from 'puppeteer-core'
import { iconWords, routeKind, type ContactRoute, type RouteKind } from '../checks/contact-routes'
import type { FormOutcome, FormReason, PageForm } from '../checks/forms'
import { analyticsTools } from '../checks/tools'

/** What happened when the phone pass filled in a form and pressed its button. */
export type FormTrial = { path: string; outcome: FormOutcome; reason?: FormReason; route?: RouteKind }

/**
 * What a visitor can do on the page, found by trying it: the routes clicks open, what forms do, and
 * whether every control a visitor may tap was tapped without the page failing (`tappedAll`): only
 * then does a route nobody found not exist.
 */
export type PageBehaviour = { routes: ContactRoute[]; forms: FormTrial[]; tappedAll?: boolean }

/**
 * Bounds of the tries: the whole of them, how many controls are clicked and forms sent, and how
 * long a click or a press is given to show what it does.
 */
export const behaviourLimits = { budgetMs: 4_000, clicks: 25, forms: 4, clickSettleMs: 80, submitSettleMs: 400 }

/** What the page tried, as the recorder installed in it saw: `alerts` holds what its alerts said. */
type Attempts = { opened: string[]; navigated: { url: string; post: boolean }[]; stored: number; alerts: string[] }
type Recorder = { siteAnalyzerAttempts: Attempts }
/** A request the page tried to make; every one is blocked. */
type Tried = { url: string; method: string; type: string }

/** Requests that carry a visitor's message (with any that is not a GET): scripts' requests and beacons. */
const carrying = new Set(['xhr', 'fetch', 'ping'])
const probeAttribute = 'data-site-analyzer-probe'

/**
 * Nothing leaves the page while it is tried: every request is blocked and recorded, every
 * navigation (links, `location`, form submissions) is cancelled and recorded, and `window.open`
 * only records. Saving in the visitor's own storage is counted, not stopped.
 */
async function installRecorder(page: Page, requests: Tried[]) {
  await page.setRequestInterception(true)
  page.on('request', (request) => {
    requests.push({ url: request.url(), method: request.method(), type: request.resourceType() })
    void request.abort('blockedbyclient').catch(() => {})
  })
  await page.evaluate(() => {
    const recorder = window as unknown as Recorder
    recorder.siteAnalyzerAttempts = { opened: [], navigated: [], stored: 0, alerts: [] }
    window.open = (url?: string | URL) => {
      recorder.siteAnalyzerAttempts.opened.push(String(url ?? ''))
      return null
    }
    window.alert = (message?: unknown) => void recorder.siteAnalyzerAttempts.alerts.push(String(message ?? ''))
    // A visitor sending a form says yes to its «¿Seguro?».
    window.confirm = (message?: unknown) => (recorder.siteAnalyzerAttempts.alerts.push(String(message ?? '')), true)
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation
    navigation?.addEventListener('navigate', (event) => {
      const navigate = event as Event & { destination: { url: string }; formData: FormData | null }
      recorder.siteAnalyzerAttempts.navigated.push({ url: navigate.destination.url, post: navigate.formData !== null })
      if (event.cancelable) event.preventDefault()
    })
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (key: string, value: string) {
      recorder.siteAnalyzerAttempts.stored += 1
      setItem.call(this, key, value)
    }
  })
}

const takeAttempts = (page: Page) =>
  page.evaluate(() => {
    const recorder = window as unknown as Recorder
    const taken = recorder.siteAnalyzerAttempts
    recorder.siteAnalyzerAttempts = { opened: [], navigated: [], stored: 0, alerts: [] }
    return taken
  })

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const listenerAttribute = 'data-site-analyzer-listens'
/** Events a tap fires that a page may act on. */
const tapEvents = new Set(['click', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend'])

/**
 * Marks the elements that listen for a tap themselves (`addEventListener`, not an attribute), as
 * Chromium's debugger lists them: a `<div>` or an icon can be a WhatsApp button too. Listeners on
 * the document, `<html>` and `<body>` serve the whole page and mark nothing.
 */
async function markListeners(page: Page, cap: number) {
  const session = await page.createCDPSession()
  try {
    const { result } = await session.send('Runtime.evaluate', { expression: 'document.body' })
    if (!result.objectId) return
    const { listeners } = await session.send('DOMDebugger.getEventListeners', { objectId: result.objectId, depth: -1 })
    const nodes = [
      ...new Set(
        listeners.filter((listener) => tapEvents.has(listener.type)).map((listener) => listener.backendNodeId),
      ),
    ]
    for (const backendNodeId of nodes.slice(0, cap)) {
      if (!backendNodeId) continue
      const { object } = await session.send('DOM.resolveNode', { backendNodeId })
      if (!object.objectId) continue
      await session.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: `function () { if (this !== document.body) this.setAttribute('${listenerAttribute}', '') }`,
      })
    }
  } finally {
    await session.detach().catch(() => {})
  }
}

/**
 * Marks the controls a visitor may tap that are not plain links (buttons, `[onclick]`,
 * `[role=button]`, `#` and `javascript:` links, elements listening for a tap, anything drawn with a
 * pointer cursor), in page order, one per distinct name, and names each by its words or icon and
 * where it sits.
 */
const markControls = (page: Page, skip: string[], cap: number) =>
  page.evaluate(
    (skipPaths, limit, attribute, listening, iconSource) => {
      const skipped = skipPaths.flatMap((path) => [...document.querySelectorAll(path)])
      const selector = `button, [onclick], [role="button"], a[href="#"], a[href^="javascript:" i], a:not([href]), input[type="button"], [${listening}]`
      // No named helpers in here: the code runs in the page, where a transpiler's naming helper is missing.
      const candidates = new Set(document.querySelectorAll(selector))
      // The first few thousand elements only: a page of millions must not hold the pass here.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT)
      for (let seen = 0; seen < 3000 && walker.nextNode(); seen++) {
        const element = walker.currentNode as Element
        const parent = element.parentElement
        const pointing = getComputedStyle(element).cursor === 'pointer'
        if (pointing && !(parent && getComputedStyle(parent).cursor === 'pointer')) candidates.add(element)
      }
      const names = new Set<string>()
      const marked: string[] = []
      // Page order: a cart's «Pedir» acts only after an «Agregar» above it was tapped.
      const inOrder = [...candidates].sort((a, b) =>
        a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
      )
      let left = false
      for (const element of inOrder) {
        if (marked.length >= limit) {
          left = true
          break
        }
        if (skipped.some((holder) => holder.contains(element))) continue
        if (element.closest('a[href]:not([href="#"]):not([href^="javascript:" i])')) continue
        if (element.matches('input:not([type="button"]), select, textarea, label')) continue
        const submits = (element as HTMLButtonElement).form && (element as HTMLButtonElement).type === 'submit'
        if (submits) continue
        const icon = element.querySelector('img[alt]')?.getAttribute('alt') ?? ''
        const iconClass = new RegExp(iconSource, 'i').exec(
          [element, ...element.querySelectorAll('[class]')].map((part) => part.getAttribute('class') ?? '').join(' '),
        )
        const label = (
          (element as HTMLElement).innerText ||
          element.getAttribute('aria-label') ||
          element.getAttribute('title') ||
          icon ||
          iconClass?.[0] ||
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 40)
        const holder = element.closest(
          '[id*="cart" i], [class*="cart" i], [id*="carrito" i], [class*="carrito" i], dialog, [role="dialog"], header, footer, nav, aside, section',
        )
        const place = holder
          ? (
              holder.getAttribute('aria-label') ||
              holder.querySelector('h1, h2, h3, h4')?.textContent ||
              holder.id ||
              ''
            )
              .replace(/\s+/g, ' ')
              .trim()
              .slice(0, 40)
          : ''
        const name = place && place !== label ? `${label} (${place})` : label
        if (names.has(name)) continue
        names.add(name)
        element.setAttribute(attribute, String(marked.length))
        marked.push(name)
      }
      return { marked, left: left || walker.nextNode() !== null }
    },
    skip,
    cap,
    probeAttribute,
    listenerAttribute,
    iconWords.source,
  )

const click = (page: Page, index: number) =>
  page.evaluate(
    (attribute, at) => {
      const element = document.querySelector(`[${attribute}="${at}"]`)
      element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
    },
    probeAttribute,
    index,
  )

/**
 * Fills a form's fields with harmless values a validator accepts (a date tomorrow, the first real
 * option of a list, the first choice of each group a visitor picks one from) and says whether it
 * found the form and whether the browser judges it complete.
 */
const fill = (page: Page, path: string) =>
  page.evaluate((holderPath) => {
    const holder = document.querySelector(holderPath)
    if (!holder) return { found: false, valid: false }
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    const values: Record<string, string> = {
      email: 'prueba@example.com',
      tel: '71234567',
      number: '2',
      date: tomorrow,
      time: '10:00',
      'datetime-local': `${tomorrow}T10:00`,
      url: 'https://example.com/',
    }
    for (const field of holder.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    )) {
      if (field.disabled || field.type === 'hidden' || field.type === 'file') continue
      if (field instanceof HTMLSelectElement) {
        const option = [...field.options].find((candidate) => candidate.value && !candidate.disabled)
        if (option) field.value = option.value
      } else if (field instanceof HTMLInputElement && field.type === 'radio') {
        const group = field.name
          ? holder.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(field.name)}"]`)
          : [field]
        if (![...group].some((choice) => choice.checked)) field.checked = true
      } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (field.required) field.checked = true
      } else if (!/^(submit|button|reset|image)$/.test(field.type)) {
        const min = field instanceof HTMLInputElement ? field.min : ''
        field.value = field.type === 'number' && min ? min : (values[field.type] ?? 'Prueba del análisis')
      }
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
    const valid = holder instanceof HTMLFormElement ? holder.checkValidity() : true
    return { found: true, valid }
  }, path)

/**
 * Presses a form's button, or submits a form of one field (as Enter in it would); says whether it
 * could: a disabled button (a cart still empty) is not pressed, and a form of several fields without
 * a button of its own (sent by a button elsewhere that a script enables once a date is picked), or a
 * group of fields with neither button nor form, has nothing a visitor could press.
 */
const press = (page: Page, form: PageForm) =>
  page.evaluate(
    (holderPath, submitPath) => {
      const submit = submitPath ? document.querySelector(submitPath) : null
      if (submit) {
        // A visitor cannot press a disabled button; a dispatched click would still run its `onclick`.
        if ((submit instanceof HTMLButtonElement || submit instanceof HTMLInputElement) && submit.disabled)
          return { pressed: false }
        submit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }))
        return { pressed: true }
      }
      const holder = document.querySelector(holderPath)
      if (!(holder instanceof HTMLFormElement)) return { pressed: false }
      const typed = holder.querySelectorAll(
        'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea',
      )
      if (typed.length > 1) return { pressed: false }
      holder.requestSubmit()
      return { pressed: true }
    },
    form.path,
    form.submitPath ?? '',
  )

/** The lines of the page's visible text, to tell what a press made appear (a field's error). */
const visibleLines = (page: Page) => page.evaluate(() => document.body.innerText.split('\n').map((line) => line.trim()))

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '')

/** What a page says when it asks for more before it sends (an alert, an error beside a field): a field to fill, a choice to make. */
const askingForMore =
  /complet|selecci|eleg|ingres|indic|escrib|obligatori|requerid|v[aá]lid|falta|debes|acept|please|required|fill|select|choose|enter|missing|invalid|must|accept|agree/i

/**
 * How a press went, beside what it tried: whether there was one, whether it failed, whether the page
 * had thrown as it loaded (a library missing offline: the form's handler may never have been added),
 * and what appeared with it.
 */
type Press = { pressed: boolean; failed: boolean; threwOnLoad: boolean; newText: string[] }

/**
 * What a press of a form's button did, judged from what it tried. No press (a disabled button), one
 * that failed (the page threw: a script missing offline), or one that asked for more (an alert, or an
 * error that appeared beside a field as it was filled or pressed) proves nothing about the form.
 */
function judge(
  attempts: Attempts,
  requests: Tried[],
  { pageUrl, form }: { pageUrl: string; form: PageForm },
  press: Press,
): Omit<FormTrial, 'path'> {
  if (!press.pressed) return { outcome: 'unverified' }
  const route = [...attempts.opened, ...attempts.navigated.map((navigation) => navigation.url)]
    .map(routeKind)
    .find(Boolean)
  // A mail draft leaves the sending to the visitor's mail app, if the phone has one set up.
  if (route === 'email') return { outcome: 'unverified', reason: 'mailDraft', route }
  if (route) return { outcome: 'sends', route }
  // A form without an address submits to its own page by GET: nothing reaches anyone. A post to its
  // own page reaches a server only when the form was read to post to one: not on a static host, and
  // not to `#`, the template's placeholder, whose server may or may not take it (the press proves nothing).
  const toOwnPage = (url: string) => withoutQuery(url) === withoutQuery(pageUrl)
  const navigated = attempts.navigated.some(
    (navigation) => !toOwnPage(navigation.url) || (navigation.post && form.outcome === 'sends'),
  )
  const postedToPlaceholder = form.reason === 'ownPage' && attempts.navigated.some((navigation) => navigation.post)
  const opened = attempts.opened.some((url) => /^https?:/i.test(url))
  const sent = requests.some(
    (request) => (request.method !== 'GET' || carrying.has(request.type)) && !analyticsTools.test(request.url),
  )
  if (navigated || opened || sent) return { outcome: 'sends' }
  const asked = [...attempts.alerts, ...press.newText].some((text) => askingForMore.test(text))
  // A form in steps: the press showed the next one, the message is sent (or not) further on.
  if (press.failed || asked || postedToPlaceholder || form.steps || (press.threwOnLoad && attempts.stored === 0))
    return { outcome: 'unverified' }
  return { outcome: 'nowhere', reason: attempts.stored > 0 ? 'storage' : 'nothing' }
}

/**
 * Tries the page as a visitor would, without anything leaving it: taps each control that is not a
 * plain link and records the WhatsApp, phone, e-mail and booking addresses it tries to open, then
 * fills in each form with harmless values, presses its button and records whether anything would
 * have been sent. Bounded by `budgetMs`; what was not reached in time is left out. Never throws:
 * a page that cannot be tried gives what was found until then.
 */
export async function probeBehaviour(
  page: Page,
  forms: PageForm[],
  budgetMs: number,
  { threwOnLoad = false }: { threwOnLoad?: boolean } = {},
): Promise<PageBehaviour> {
  const until = performance.now() + budgetMs
  const behaviour: PageBehaviour = { routes: [], forms: [] }
  const requests: Tried[] = []
  const tried = forms.filter((form) => form.kind !== 'other').slice(0, behaviourLimits.forms)
  // A handler that fails (a function its module never defined offline) proves nothing about its button.
  let failed = false
  let errors = 0
  const onError = () => void ((failed = true), (errors += 1))
  try {
    const pageUrl = page.url()
    await installRecorder(page, requests)
    // Without the debugger's list, the other controls are still tapped.
    await markListeners(page, behaviourLimits.clicks * 4).catch(() => {})
    const { marked: controls, left } = await markControls(
      page,
      tried.map((form) => form.path),
      behaviourLimits.clicks,
    )
    page.on('pageerror', onError)
    let tapped = 0
    for (const [index, control] of controls.entries()) {
      if (performance.now() > until - tried.length * behaviourLimits.submitSettleMs) break
      tapped += 1
      const before = requests.length
      await click(page, index)
      await settle(behaviourLimits.clickSettleMs)
      const attempts = await takeAttempts(page)
      const destinations = [
        ...attempts.opened,
        ...attempts.navigated.map((navigation) => navigation.url),
        ...requests.slice(before).map((request) => request.url),
      ]
      // Each channel once per tap, with the first address that opened it.
      const opened = new Map<RouteKind, string>()
      for (const address of destinations) {
        const kind = routeKind(address)
        if (kind && !opened.has(kind)) opened.set(kind, address)
      }
      for (const [kind, address] of opened) behaviour.routes.push({ kind, control, source: 'click', address })
    }
    behaviour.tappedAll = !left && !failed && tapped === controls.length
    for (const form of tried) {
      if (performance.now() > until) break
      // What the page shows before the form is filled: a field's error may appear as it is filled.
      const shown = new Set(await visibleLines(page))
      const filled = await fill(page, form.path)
      if (!filled.found) continue
      if (!filled.valid) {
        behaviour.forms.push({ path: form.path, outcome: 'unverified' })
        continue
      }
      await takeAttempts(page)
      const before = { requests: requests.length, errors }
      const { pressed } = await press(page, form)
      await settle(behaviourLimits.submitSettleMs)
      const newText = (await visibleLines(page)).filter((line) => line && !shown.has(line))
      const trial = judge(
        await takeAttempts(page),
        requests.slice(before.requests),
        { pageUrl, form },
        {
          failed: errors > before.errors,
          threwOnLoad,
          pressed,
          newText,
        },
      )
      behaviour.forms.push({ path: form.path, ...trial })
      if (trial.route) behaviour.routes.push({ kind: trial.route, control: form.name, source: 'click' })
    }
  } catch {
    // A page closed under the tries, or one that broke them: what was found stands.
  } finally {
    page.off('pageerror', onError)
  }
  return behaviour
}
