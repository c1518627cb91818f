import * as cheerio from 'cheerio'
import type Lighthouse from 'lighthouse'
import type { Page } from 'puppeteer-core'
import type { AnalysisStage } from '../stages'
import type { UrlPolicy } from '../address-policy'
import { unseenOnPhoneAttribute } from '../checks/util'
import { formsOf } from '../checks/forms'
import { createWorkQueue, type WorkQueue } from '../limits'
import type { CheckId, PhonePass, PhoneUnavailable } from '../model'
import type { Resolver } from '../safe-fetch'
import { behaviourLimits, probeBehaviour, type PageBehaviour } from './behaviour'
import {
  browserVerdicts,
  threwOnLoad,
  unjudgedInBrowser,
  unmeasuredInBrowser,
  type CategorizedVerdict,
  type PageObservations,
  type Unmeasured,
} from './browser-checks'
import { NoBrowserError, openPhoneBrowser, phoneScreen, type PhoneBrowser } from './browser'
import { BrowserLimitError, phonePassDeadlineMs, phonePassLongestMs } from './browser-limits'
import { watchCpuWait, type CpuWaitWatch } from './cpu-wait'
import { failedScripts, measurementsOf } from './measurements'

/** The phone pass's part of the stages the visitor is told about. */
export type PhoneStage = Extract<AnalysisStage, 'waiting' | 'browser' | 'measuring' | 'screenshot'>

export type PhonePassOptions = {
  chromiumPath: string
  policy: UrlPolicy
  /** Caps how many browsers run at once on this machine. */
  browsers: WorkQueue
  /** The pass's own time, waiting for a browser included: its clock stops while it waits for a CPU. */
  timeoutMs?: number
  /** The whole pass at most by the wall clock, however long it waited for a CPU. */
  longestMs?: number
  /** How long the pass's processes waited for a CPU; tests stand in a machine as busy as they need. */
  cpuWait?: CpuWaitWatch
  resolve?: Resolver
  signal?: AbortSignal
  onStage?: (stage: PhoneStage) => void
  /**
   * Told when a pass that ended (deadline, visitor gone) still has not finished its work
   * `stuckAfterMs` after its browser was ended: something in this process hangs (the worker's health
   * watch replaces the worker). Its browser slot was freed all the same.
   */
  onStuck?: () => void
  stuckAfterMs?: number
  /** How the page is measured once its browser is open: Lighthouse's way; tests drive one that never ends. */
  measure?: Measure
}

export type PhoneOutcome = {
  phone: PhonePass
  verdicts: CategorizedVerdict[]
  /** The home page as the browser rendered it (capped), for the sales checks, and where it was. */
  renderedHtml?: string
  renderedUrl?: string
  /** What tapping the home page's controls and sending its forms tried to do, when there was time. */
  behaviour?: PageBehaviour
  /** Scripts the browser could not load: whatever they would have drawn or done, the pass never saw. */
  failedScripts?: string[]
  /** Checks this pass could not judge: the host was too slow for Lighthouse's figures. */
  unjudged?: CheckId[]
  /** Checks this pass left out: what it saw lacked the page's styles or some of its scripts. */
  unmeasured?: Unmeasured[]
  /** Destinations the egress proxy refused (`host:port`), for the log: a page reaching for private addresses. */
  refused: string[]
}

class PhoneTimeout extends Error {
  /** Whether the pass waited for a CPU much of its time: the machine's doing more than the page's. */
  constructor(readonly starved: boolean) {
    super('the phone pass ran out of time')
  }
}
class PassEnded extends Error {}

/**
 * Lighthouse polls the page for network and CPU quiet from timers of its own, whose promises nobody
 * awaits: a browser closed under that poll rejects them unhandled ("Target closed"), which the
 * process guard logs. So a run is not cut short lightly: it ends on its own within `maxWaitForLoad`,
 * which is set from the time left, and the browser of a run still going `graceMs` past the deadline
 * is ended all the same. Nothing waits longer than that: the browser's slot and Lighthouse's turn are
 * freed then even if the run never returns (`stuckAfterMs` later, the worker hears of it).
 */
const lighthouseLimits = { longestLoadMs: 25_000, shortestLoadMs: 5_000, reserveMs: 12_000, graceMs: 10_000 }

/** A pass whose work has not finished this long after its browser was ended is stuck. */
const stuckAfterDefaultMs = 20_000

/** A pass that ran out of time after waiting for a CPU this share of its time or more was starved, not slow. */
const starvedShare = 0.2

/** How long Lighthouse may wait for the page's load, so that its run ends before the deadline. */
export const loadWaitFor = (remainingMs: number) =>
  Math.max(
    lighthouseLimits.shortestLoadMs,
    Math.min(lighthouseLimits.longestLoadMs, remainingMs - lighthouseLimits.reserveMs),
  )

async function screenshotOf(page: Page) {
  await page.setViewport(phoneScreen)
  await page.evaluate(() => window.scrollTo(0, 0))
  const base64 = await page.screenshot({ type: 'jpeg', quality: 60, encoding: 'base64' })
  return { base64, width: phoneScreen.width, height: phoneScreen.height }
}

/** The rendered page is read for the sales checks up to this many characters. */
const renderedHtmlLimit = 2_000_000

/** Time kept free after the tries of the page, for closing the browser before the deadline. */
const behaviourReserveMs = 3_000

/** What the pass saw of the page, and where the page is: a script may have sent the browser elsewhere (`/en/`). */
const observe = (page: Page): Promise<Omit<PageObservations, 'hasForm'> & { address: string }> =>
  page.evaluate(
    async (htmlLimit, unseenOnPhone) => {
      // Largest-contentful-paint entries stay buffered for the document Lighthouse loaded.
      const lcpImageUrl = await new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined
          resolve(last?.url ?? '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        setTimeout(() => resolve(''), 500)
      })
      // A main heading the phone does not show (`h1 { display: none }` at a phone's width) is marked for the SEO checks.
      for (const heading of document.querySelectorAll('h1'))
        if (!heading.checkVisibility({ visibilityProperty: true })) heading.setAttribute(unseenOnPhone, '')
      // How far the page reaches past the screen's right edge, as a visitor can scroll it: a page whose
      // sides are clipped (`overflow-x: hidden` on its root or body) does not move. What sticks out is
      // named by the outermost elements past the edge, neither fixed to the screen nor inside a box that
      // clips or scrolls them. (No named functions in here: tsx, which runs the worker in development,
      // wraps them in a helper the page does not have.)
      const root = document.documentElement
      const edge = root.clientWidth
      const clipped = [root, document.body].some((element) => getComputedStyle(element).overflowX !== 'visible')
      const by = clipped ? 0 : Math.max(0, root.scrollWidth - edge)
      const outside: Element[] = []
      const parts: string[] = []
      for (const element of by > 1 ? document.body.querySelectorAll('*') : []) {
        const { right, width } = element.getBoundingClientRect()
        if (right <= edge + 1 || width === 0 || outside.some((part) => part.contains(element))) continue
        let held = getComputedStyle(element).position === 'fixed'
        for (let box = element.parentElement; box && box !== document.body && !held; box = box.parentElement) {
          const style = getComputedStyle(box)
          held = style.overflowX !== 'visible' || style.position === 'fixed'
        }
        if (held) continue
        outside.push(element)
        const words = ((element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim()
        const source = element.getAttribute('alt') || element.getAttribute('src')?.split(/[?#]/)[0]?.split('/').pop()
        const classes =
          typeof element.className === 'string' && element.className ? ` class="${element.className}"` : ''
        parts.push(
          words
            ? `«${words.length > 40 ? `${words.slice(0, 40).trim()}…` : words}»`
            : source || `<${element.tagName.toLowerCase()}${classes}>`,
        )
        if (outside.length === 3) break
      }
      return {
        audibleAutoplay: [...document.querySelectorAll('video, audio')]
          .filter((media) => {
            const element = media as HTMLMediaElement
            return !element.muted && element.volume > 0 && (element.autoplay || !element.paused)
          })
          .map((media) => (media as HTMLMediaElement).currentSrc || (media as HTMLMediaElement).src || media.tagName)
          .slice(0, 10),
        lcpImageUrl,
        wider: { by, parts },
        html: document.documentElement.outerHTML.slice(0, htmlLimit),
        address: location.href,
      }
    },
    renderedHtmlLimit,
    unseenOnPhoneAttribute,
  )

/** `work`, or the pass being over, whichever comes first: a turn is never held by work that hangs. */
const untilOver = <T>(work: Promise<T>, over: Promise<never>) => Promise.race([work, over])

/**
 * Lighthouse keeps its timings in the process's one performance timeline, so two runs at once in one
 * process fail ("performance mark has not been set"): browsers open side by side, measurements take
 * turns, and so do the tries of a page (`behaviour.ts`). Taking turns also keeps one page's load
 * and taps from slowing another's measured CPU time. More
 * measurements at once means more processes (`npm run worker` in the Postgres mode).
 */
const lighthouseRuns = createWorkQueue({ concurrency: 1, maxQueued: 64 })

let lighthouseModule: Promise<typeof Lighthouse> | undefined
/**
 * Lighthouse, loaded on first use or ahead of it (a worker does so once it has said it is ready):
 * loading it takes more CPU than the rest of a worker together, which a worker on a busy machine
 * would otherwise spend before it can take its first analysis. A failed load is tried
 * again by the next pass.
 */
export function loadLighthouse() {
  if (!lighthouseModule) {
    lighthouseModule = import('lighthouse').then((module) => module.default)
    lighthouseModule.catch(() => (lighthouseModule = undefined))
  }
  return lighthouseModule
}

export type Measuring = {
  onStage: PhonePassOptions['onStage']
  /** Whether the analysis has ended (deadline, visitor gone): a turn that comes then is skipped. */
  ended: () => boolean
  /** The time left before the pass's deadline as it stands now (it moves later while the pass waits for a CPU). */
  remainingMs: () => number
  /** Told when Lighthouse starts and stops driving the page. */
  running: (running: boolean) => void
  /** Rejects once the pass is over and its browser ended: a turn still held then is given back. */
  over: Promise<never>
}

export type Measure = (url: string, opened: PhoneBrowser, measuring: Measuring) => Promise<PhoneOutcome>

const measureWithLighthouse: Measure = async (url, opened, { onStage, ended, remainingMs, running, over }) => {
  // Mobile form factor and simulated throttling are Lighthouse's defaults, as in PageSpeed Insights.
  const run = await lighthouseRuns.run(async () => {
    if (ended()) throw new PassEnded()
    const lighthouse = await untilOver(loadLighthouse(), over)
    onStage?.('measuring')
    running(true)
    try {
      return await untilOver(
        lighthouse(
          url,
          {
            logLevel: 'error',
            output: 'json',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails'],
            disableFullPageScreenshot: true,
            maxWaitForLoad: loadWaitFor(remainingMs()),
          },
          undefined,
          opened.page,
        ),
        over,
      )
    } finally {
      running(false)
    }
  })
  if (ended()) throw new PassEnded()
  const lhr = run?.lhr
  if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
    return { phone: { status: 'unavailable', reason: 'failed' }, verdicts: [], refused: opened.proxy.refused }
  }
  onStage?.('screenshot')
  const [screenshot, observations] = [await screenshotOf(opened.page), await observe(opened.page)]
  // The page is tried last: its clicks and form sends change it.
  const forms = formsOf(cheerio.load(observations.html), { pageUrl: lhr.finalDisplayedUrl || url })
  const behaviour = await lighthouseRuns.run(async () => {
    const budget = Math.min(behaviourLimits.budgetMs, remainingMs() - behaviourReserveMs)
    return budget > 0 && !ended()
      ? untilOver(probeBehaviour(opened.page, forms, budget, { threwOnLoad: threwOnLoad(lhr) }), over)
      : undefined
  })
  return {
    phone: {
      status: 'measured',
      measurements: { ...measurementsOf(lhr), screenshot, lcpImageUrl: observations.lcpImageUrl || undefined },
    },
    verdicts: browserVerdicts(lhr, { ...observations, hasForm: forms.length > 0 }, lhr.finalDisplayedUrl || url),
    renderedHtml: observations.html,
    renderedUrl: observations.address,
    behaviour,
    failedScripts: failedScripts(lhr),
    unjudged: unjudgedInBrowser(lhr),
    unmeasured: unmeasuredInBrowser(lhr),
    refused: opened.proxy.refused,
  }
}

/**
 * Loads the page as a phone does, in a fresh Chromium behind the egress proxy, and measures it with
 * Lighthouse. Never throws: without a browser, past the deadline or on any failure it says why.
 *
 * Its deadline is `timeoutMs` of its own time: it moves later by however long its processes (this
 * one's threads, the browser's) waited for a CPU, up to `longestMs` of the wall clock. At the
 * deadline or when the analysis is abandoned, the answer comes at once. The browser is ended
 * at once too unless Lighthouse is driving it, in which case it is ended when Lighthouse's run ends
 * or `graceMs` later, whichever comes first; then the browser's slot is free, whatever the pass's
 * own work still awaits.
 */
export async function runPhonePass(url: string, options: PhonePassOptions): Promise<PhoneOutcome> {
  const {
    timeoutMs = phonePassDeadlineMs,
    onStage,
    measure = measureWithLighthouse,
    stuckAfterMs = stuckAfterDefaultMs,
    cpuWait = watchCpuWait,
  } = options
  const longestMs = Math.max(timeoutMs, options.longestMs ?? phonePassLongestMs)
  const started = performance.now()
  let opened: PhoneBrowser | undefined
  const waited = cpuWait(() => [process.pid, ...(opened?.watch.pids() ?? [])])
  const deadline = () => started + Math.min(longestMs, timeoutMs + waited.waitedMs())
  const remainingMs = () => deadline() - performance.now()
  let gotBrowser = false
  let expired = false
  // Whether Lighthouse drives the browser now, and who waits for its run to end.
  let lighthouseRunning = false
  let lighthouseStopped: (() => void) | undefined
  const running = (now: boolean) => {
    lighthouseRunning = now
    if (!now) lighthouseStopped?.()
  }
  let endPass!: (why: Error) => void
  const passEnded = new Promise<never>((_, reject) => (endPass = reject))
  passEnded.catch(() => {})
  // Once the pass is over: Lighthouse's grace, then the browser ended; then whatever waits is let go.
  const over = passEnded.catch(async () => {
    if (lighthouseRunning)
      await new Promise<void>((resolve) => {
        lighthouseStopped = resolve
        setTimeout(resolve, lighthouseLimits.graceMs).unref()
      })
    await opened?.close()
    throw new PassEnded()
  })
  over.catch(() => {})
  // Checked when the deadline last known falls, and set again while waiting for a CPU moved it.
  let timer: NodeJS.Timeout
  const expireWhenDue = () => {
    if (remainingMs() > 0) return void (timer = setTimeout(expireWhenDue, remainingMs()))
    expired = true
    endPass(new PhoneTimeout(waited.waitedMs() >= starvedShare * (performance.now() - started)))
  }
  timer = setTimeout(expireWhenDue, timeoutMs)
  // An analysis that ended (deadline, visitor gone) while it waited for a turn or a browser never
  // starts one, or ends the one that just started: no browser measures a page for nobody.
  const ended = () => expired || options.signal?.aborted === true
  const abandon = () => endPass(new PassEnded())
  options.signal?.addEventListener('abort', abandon, { once: true })
  let finished = false
  const body = async (): Promise<PhoneOutcome> => {
    if (ended()) throw new PassEnded()
    gotBrowser = true
    onStage?.('browser')
    opened = await openPhoneBrowser(options.chromiumPath, options.policy, options.resolve)
    try {
      if (ended()) throw new PassEnded()
      // A browser over its memory or CPU limit has been killed: the pass ends with that reason.
      return await Promise.race([
        measure(url, opened, { onStage, ended, remainingMs, running, over }),
        opened.watch.breached,
      ])
    } finally {
      await opened.close()
    }
  }
  const work = options.browsers.run(() =>
    untilOver(
      body().finally(() => (finished = true)),
      over,
    ),
  )
  try {
    onStage?.('waiting')
    return await Promise.race([work, passEnded])
  } catch (error) {
    const reason = unavailableReason(error, gotBrowser)
    return { phone: { status: 'unavailable', reason }, verdicts: [], refused: opened?.proxy.refused ?? [] }
  } finally {
    clearTimeout(timer)
    waited.stop()
    options.signal?.removeEventListener('abort', abandon)
    endPass(new PassEnded())
    // The slot is free once the browser is ended; work still going long after that hangs.
    void work
      .catch(() => {})
      .finally(() => {
        if (!finished && options.onStuck) setTimeout(() => finished || options.onStuck?.(), stuckAfterMs).unref()
      })
  }
}

/** Why a pass has no figures, for the report: the page's doing, the machine's, or ours. */
function unavailableReason(error: unknown, gotBrowser: boolean): PhoneUnavailable {
  if (error instanceof NoBrowserError) return 'no-browser'
  if (error instanceof BrowserLimitError) return error.breach
  if (!(error instanceof PhoneTimeout)) return 'failed'
  // Out of time waiting for a browser, or on a machine too loaded to measure fairly: ours.
  return !gotBrowser || error.starved ? 'busy' : 'timeout'
}
