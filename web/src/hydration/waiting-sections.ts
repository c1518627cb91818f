/**
 * What makes a section needed before the visitor touches it: nearing the viewport by this margin,
 * once the visitor is using the page (`visitorActive`); for a section of the shell (`shell`), which
 * stays on screen from page to page, anything that is about to render the shell again
 * (`prepareShell`).
 */
export type DemandOptions = { nearViewport?: string; shell?: boolean }

/** The signs of a visitor using the page, not only looking at its first screen. */
const activity = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'pointermove', 'keydown'] as const

let active: Promise<void> | undefined

/**
 * Resolves at the visitor's first sign of using the page (or at once if the page is already
 * scrolled, as it is when it opens at a fragment). A section near the viewport waits for it: one in
 * the first screen of a page that nobody touches (the booking section on /contacto) costs the phone
 * neither its code nor the third party it starts (docs/decisions/0008).
 */
function visitorActive(): Promise<void> {
  active ??= new Promise<void>((resolve) => {
    if (window.scrollY > 0) return resolve()
    const done = () => {
      for (const type of activity) window.removeEventListener(type, done, true)
      resolve()
    }
    for (const type of activity) window.addEventListener(type, done, { capture: true, passive: true })
  })
  return active
}

/** The sections still waiting: each one's way to need it, its promise of being live, and whether it is the shell's. */
const waitingSections = new Map<() => void, [live: Promise<void>, shell: boolean]>()

/**
 * Whether the shell has been asked to render again. A navigation can start while the page still
 * hydrates, before a shell section watches its region; that section is needed as soon as it does.
 */
let shellRendersAgain = false

/**
 * Before a navigation or a language switch renders the shell again: its sections load their code
 * and hydrate where they stand, in the language of their markup. React could not render one still
 * waiting afresh there: the transition would wait for it, for ever (docs/decisions/0008). Resolves
 * once those already watching are live.
 */
export const prepareShell = () => wake(true)

/**
 * Before a language switch renders the whole page again in place: every section still waiting, the
 * page's as well as the shell's, loads its code and hydrates where it stands, for the same reason.
 * Resolves once they are live; the sections of the next page are the navigation's to load.
 */
export const prepareEverySection = () => wake(false)

async function wake(shellOnly: boolean): Promise<void> {
  shellRendersAgain = true
  const woken = [...waitingSections].filter(([, [, shell]]) => shell || !shellOnly)
  for (const [markNeeded] of woken) markNeeded()
  await Promise.all(woken.map(([, [live]]) => live))
}

/** The interactions that show the visitor reaching into a section. */
const reaching = ['pointerdown', 'focusin', 'keydown'] as const

/** How to replay an event a section cannot handle yet: a form's submission, a press on a button. */
function replayOf(event: Event): (() => void) | undefined {
  const target = event.target as Element
  if (event.type === 'submit' && target instanceof HTMLFormElement) return () => target.requestSubmit()
  const button = event.type === 'click' ? target.closest('button') : null
  return button ? () => button.click() : undefined
}

/**
 * When a server-rendered section is needed: the visitor reaches into it (pointer, focus, key) or,
 * if asked, it nears the viewport. `needed` resolves once it is needed and `load` has finished.
 *
 * Until the section is live (`live()`), a press on one of its buttons and a form submission are
 * held, unseen by React, and replayed once it is: React drops events aimed at markup it has not
 * hydrated, and a form submitted natively would leave the page. The listeners sit on the document
 * in the capture phase, ahead of React's own at its root. Typing, checkboxes and selects work in
 * the server's markup by themselves, and the forms keep what they hold (react-hook-form adopts a
 * field edited before it registered it).
 */
export function createDemand(load: () => Promise<unknown>) {
  let markNeeded = () => {}
  const needed = new Promise<void>((resolve) => (markNeeded = resolve)).then(load)
  const held: (() => void)[] = []
  let markLive = () => {}
  const isLivePromise = new Promise<void>((resolve) => (markLive = resolve))
  let stop = () => {}
  let isLive = false
  let watched: HTMLElement | undefined
  let markup: string | undefined

  function watch(region: HTMLElement, { nearViewport, shell }: DemandOptions = {}) {
    if (isLive) return () => {}
    watched = region
    const inside = (event: Event) => event.target instanceof Element && region.contains(event.target)
    const reach = (event: Event) => {
      if (inside(event)) markNeeded()
    }
    const hold = (event: Event) => {
      const replay = inside(event) ? replayOf(event) : undefined
      if (!replay) return
      event.preventDefault()
      event.stopImmediatePropagation()
      held.push(replay)
    }
    const listeners: [string, (event: Event) => void][] = [
      ...reaching.map((type) => [type, reach] as [string, (event: Event) => void]),
      ['click', hold],
      ['submit', hold],
    ]
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true)
    let stopped = false
    const observer = nearViewport
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) markNeeded()
          },
          { rootMargin: nearViewport },
        )
      : undefined
    if (observer) void visitorActive().then(() => stopped || observer.observe(region))
    waitingSections.set(markNeeded, [isLivePromise, shell === true])
    if (shell && shellRendersAgain) markNeeded()
    stop = () => {
      stopped = true
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true)
      observer?.disconnect()
      waitingSections.delete(markNeeded)
    }
    return () => stop()
  }

  /** The section is rendered and hydrated: what was held happens now. */
  function live() {
    isLive = true
    markLive()
    stop()
    for (const replay of held.splice(0)) replay()
  }

  /**
   * The server's markup of a section not yet live, read from its region the first time it is asked
   * for: React asks while it renders the section afresh, before it removes that markup.
   */
  const serverMarkup = () => (markup ??= watched?.innerHTML ?? '')

  return { needed, watch, live, serverMarkup }
}

export type Demand = ReturnType<typeof createDemand>
