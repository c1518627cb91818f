/**
 * What makes a section needed before the visitor touches it: nearing the viewport by this margin,
 * once the visitor is using the page (`visitorActive`); for a section of the shell (`shell`), which
 * stays on screen from page to page, anything that is about to render the shell again
 * (`prepareShell`). `feature` marks a feature with libraries of its own (a form, booking, the voice
 * demo), which stays on demand in the benchmark's middle road (lazy-section.tsx).
 */
export type DemandOptions = { nearViewport?: string; shell?: boolean; feature?: boolean }

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

/** A section still waiting, as a language switch sees it (i18n/language-switch.ts). */
export type WaitingSection = {
  /** Its region's `data-section`, the same in the server's markup of the page in either language. */
  id: string
  shell: boolean
  /** Marks it needed: its code loads and it goes live. */
  markNeeded: () => void
  live: Promise<void>
  /** Keeps it waiting in another language, showing this markup of it meanwhile. */
  adopt: (language: string, markup: string) => void
}

const waitingSections = new Set<WaitingSection>()

/** The sections still waiting on this page. */
export const sectionsWaiting = () => [...waitingSections]

/**
 * Whether the shell has been asked to render again. A navigation can start while the page still
 * hydrates, before a shell section watches its region; that section is needed as soon as it does.
 */
let shellRendersAgain = false

/**
 * Before a navigation renders the shell again: its sections load their code and hydrate where they
 * stand. React could not render one still waiting afresh in a transition: the navigation would wait
 * for it, for ever (docs/decisions/0008). Resolves once those already watching are live.
 */
export async function prepareShell(): Promise<void> {
  shellRendersAgain = true
  const shell = sectionsWaiting().filter((section) => section.shell)
  for (const section of shell) section.markNeeded()
  await Promise.all(shell.map((section) => section.live))
}

/** The interactions that show the visitor reaching into a section. */
const reaching = ['pointerdown', 'focusin', 'keydown'] as const

/**
 * The presses a section handles once live: its buttons, except those that open or close a popover
 * (the browser does that by itself), and links marked `data-held-press`, which the live section
 * handles in place (a service card's "learn more" opens its dialog).
 */
const heldPress = 'button:not([popovertarget]), a[data-held-press]'

/**
 * How to replay an event a section cannot handle yet: a form's submission, a press on a button. The
 * region may show its markup anew before the section is live (a copy, or the other language's):
 * the replay then finds the form or button at the same place among the region's.
 */
function replayOf(event: Event, region: Element): (() => void) | undefined {
  // A submission's target is its form; a press's, anything inside the button.
  const held =
    event.type === 'submit' ? (event.target as HTMLFormElement) : (event.target as Element).closest(heldPress)
  if (!held) return undefined
  const alike = () => region.querySelectorAll<HTMLElement>(held.localName === 'form' ? 'form' : heldPress)
  const place = [...alike()].indexOf(held as HTMLElement)
  return () => {
    const now = held.isConnected ? held : alike()[place]
    if (now instanceof HTMLFormElement) now.requestSubmit()
    else (now as HTMLElement | undefined)?.click()
  }
}

/** Presses and submissions held in each waiting region, for its section to replay once it is live. */
const heldIn = new Map<Element, (() => void)[]>()

/**
 * Until a section is live, a press on one of its buttons and a form submission in its region are
 * held, unseen by React, and replayed once it is: React drops events aimed at markup it has not
 * hydrated, and a form submitted natively would leave the page, its fields in the address. One
 * listener on the document, in the capture phase ahead of React's own at its root, from the moment
 * the page's script runs (called once, first): a press while the page still hydrates, before the
 * section watches its region, is held too. Typing, checkboxes and selects work in the server's
 * markup by themselves, and the forms keep what they hold (react-hook-form adopts a field edited
 * before it registered it).
 */
export function holdPresses() {
  for (const type of ['click', 'submit'])
    document.addEventListener(
      type,
      (event) => {
        const region = (event.target as Element).closest?.('[data-on-demand=waiting]')
        const replay = region && replayOf(event, region)
        if (!replay) return
        event.preventDefault()
        event.stopImmediatePropagation()
        heldIn.set(region, [...(heldIn.get(region) ?? []), replay])
      },
      true,
    )
}

/**
 * When a server-rendered section is needed: the visitor reaches into it (pointer, focus, key), it
 * was pressed while the page still hydrated, or, if asked, it nears the viewport. `needed` resolves
 * once it is needed and `load` has finished. What was held in its region (`holdPresses`) is
 * replayed once it is live. `servedIn` is the language of the server's markup it waits in.
 */
export function createDemand(load: () => Promise<unknown>, servedIn = '') {
  let markNeeded = () => {}
  const needed = new Promise<void>((resolve) => (markNeeded = resolve)).then(load)
  let markLive = () => {}
  const isLivePromise = new Promise<void>((resolve) => (markLive = resolve))
  let stop = () => {}
  let isLive = false
  let watched: HTMLElement | undefined
  const markups: Record<string, string> = {}

  /**
   * Its markup in a language it waits in: the server's, read from its region the first time it is
   * asked for (React asks while it renders the section afresh, before it removes that markup), or
   * the one a language switch adopted.
   */
  const markupIn = (language: string) => (markups[language] ??= watched?.innerHTML ?? '')
  /** Whether it can wait in this language, its markup in it at hand. */
  const waitsIn = (language: string) => language === servedIn || language in markups
  const adopt = (language: string, markup: string) => {
    markupIn(servedIn)
    markups[language] = markup
  }

  function watch(region: HTMLElement, { nearViewport, shell }: DemandOptions = {}) {
    if (isLive) return () => {}
    watched = region
    const reach = (event: Event) => {
      if (event.target instanceof Element && region.contains(event.target)) markNeeded()
    }
    for (const type of reaching) document.addEventListener(type, reach, true)
    if (heldIn.has(region)) markNeeded()
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
    const section = { id: region.dataset.section ?? '', shell: shell === true, markNeeded, live: isLivePromise, adopt }
    waitingSections.add(section)
    if (shell && shellRendersAgain) markNeeded()
    stop = () => {
      stopped = true
      for (const type of reaching) document.removeEventListener(type, reach, true)
      observer?.disconnect()
      waitingSections.delete(section)
    }
    return () => stop()
  }

  /** The section is rendered and hydrated: what was held in its region happens now. */
  function live() {
    isLive = true
    markLive()
    stop()
    if (!watched) return
    // As React is about to render it: the replays are no longer held.
    watched.dataset.onDemand = 'live'
    const replays = heldIn.get(watched) ?? []
    heldIn.delete(watched)
    for (const replay of replays) replay()
  }

  return { needed, watch, live, markupIn, waitsIn }
}

export type Demand = ReturnType<typeof createDemand>
