/** What makes a section needed before the visitor touches it: nearing the viewport by this margin. */
export type DemandOptions = { nearViewport?: string }

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
  let stop = () => {}
  let isLive = false
  let watched: HTMLElement | undefined
  let markup: string | undefined

  function watch(region: HTMLElement, { nearViewport }: DemandOptions = {}) {
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
    const observer = nearViewport
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) markNeeded()
          },
          { rootMargin: nearViewport },
        )
      : undefined
    observer?.observe(region)
    stop = () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true)
      observer?.disconnect()
    }
    return () => stop()
  }

  /** The section is rendered and hydrated: what was held happens now. */
  function live() {
    isLive = true
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
