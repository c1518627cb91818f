import * as cheerio from 'cheerio'
import lighthouse from 'lighthouse'
import type { Page } from 'puppeteer-core'
import type { AnalysisStage } from '../stages'
import type { UrlPolicy } from '../address-policy'
import { formsOf } from '../checks/forms'
import { createWorkQueue, type WorkQueue } from '../limits'
import type { PhonePass } from '../model'
import type { Resolver } from '../safe-fetch'
import { behaviourLimits, probeBehaviour, type PageBehaviour } from './behaviour'
import { browserVerdicts, type CategorizedVerdict, type PageObservations } from './browser-checks'
import { NoBrowserError, openPhoneBrowser, type PhoneBrowser } from './browser'
import { BrowserLimitError } from './browser-limits'
import { measurementsOf } from './measurements'

/** The phone pass's part of the stages the visitor is told about. */
export type PhoneStage = Extract<AnalysisStage, 'waiting' | 'browser' | 'measuring' | 'screenshot'>

export type PhonePassOptions = {
  chromiumPath: string
  policy: UrlPolicy
  /** Caps how many browsers run at once on this machine. */
  browsers: WorkQueue
  /** The whole pass, waiting for a browser included. */
  timeoutMs?: number
  resolve?: Resolver
  signal?: AbortSignal
  onStage?: (stage: PhoneStage) => void
}

export type PhoneOutcome = {
  phone: PhonePass
  verdicts: CategorizedVerdict[]
  /** The home page as the browser rendered it (capped), for the sales checks. */
  renderedHtml?: string
  /** What tapping the home page's controls and sending its forms tried to do, when there was time. */
  behaviour?: PageBehaviour
  /** Destinations the egress proxy refused (`host:port`), for the log: a page reaching for private addresses. */
  refused: string[]
}

class PhoneTimeout extends Error {}

/**
 * Lighthouse polls the page for network and CPU quiet from timers of its own, whose promises nobody
 * awaits: a browser closed under that poll rejects them unhandled ("Target closed"), which ends a
 * Node process. So a run is never cut short: it ends on its own within `maxWaitForLoad`, which is set
 * from the time left, and only a run still going `lighthouseGraceMs` past the deadline is killed.
 */
const lighthouseLimits = { longestLoadMs: 25_000, shortestLoadMs: 5_000, reserveMs: 12_000, graceMs: 30_000 }

/** How long Lighthouse may wait for the page's load, so that its run ends before the deadline. */
export const loadWaitFor = (remainingMs: number) =>
  Math.max(
    lighthouseLimits.shortestLoadMs,
    Math.min(lighthouseLimits.longestLoadMs, remainingMs - lighthouseLimits.reserveMs),
  )

/** A small first screen: a 360 × 780 phone at 1× density, so the JPEG stays around 20–60 kB. */
const phoneScreen = { width: 360, height: 780, deviceScaleFactor: 1, isMobile: true, hasTouch: true }

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

const observe = (page: Page): Promise<Omit<PageObservations, 'hasForm'>> =>
  page.evaluate(async (htmlLimit) => {
    // Largest-contentful-paint entries stay buffered for the document Lighthouse loaded.
    const lcpImageUrl = await new Promise<string>((resolve) => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined
        resolve(last?.url ?? '')
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      setTimeout(() => resolve(''), 500)
    })
    return {
      audibleAutoplay: [...document.querySelectorAll('video, audio')]
        .filter((media) => {
          const element = media as HTMLMediaElement
          return !element.muted && element.volume > 0 && (element.autoplay || !element.paused)
        })
        .map((media) => (media as HTMLMediaElement).currentSrc || (media as HTMLMediaElement).src || media.tagName)
        .slice(0, 10),
      lcpImageUrl,
      html: document.documentElement.outerHTML.slice(0, htmlLimit),
    }
  }, renderedHtmlLimit)

/**
 * Lighthouse keeps its timings in the process's one performance timeline, so two runs at once in one
 * process fail ("performance mark has not been set"): browsers open side by side, measurements take
 * turns, and so do the tries of a page (`behaviour.ts`). Taking turns also keeps one page's load
 * and taps from slowing another's measured CPU time. More
 * measurements at once means more processes (`npm run worker` in the Postgres mode).
 */
const lighthouseRuns = createWorkQueue({ concurrency: 1, maxQueued: 64 })

type Measuring = {
  onStage: PhonePassOptions['onStage']
  /** Whether the analysis has ended (deadline, visitor gone): a turn that comes then is skipped. */
  ended: () => boolean
  /** When the pass's deadline falls (`performance.now()`). */
  deadline: number
  /** Told when Lighthouse starts and stops driving the page. */
  running: (running: boolean) => void
}

async function measure(
  url: string,
  opened: PhoneBrowser,
  { onStage, ended, deadline, running }: Measuring,
): Promise<PhoneOutcome> {
  // Mobile form factor and simulated throttling are Lighthouse's defaults, as in PageSpeed Insights.
  const run = await lighthouseRuns.run(async () => {
    if (ended()) throw new Error('the analysis has ended')
    onStage?.('measuring')
    running(true)
    try {
      return await lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails'],
          disableFullPageScreenshot: true,
          maxWaitForLoad: loadWaitFor(deadline - performance.now()),
        },
        undefined,
        opened.page,
      )
    } finally {
      running(false)
    }
  })
  if (ended()) throw new Error('the analysis has ended')
  const lhr = run?.lhr
  if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
    return { phone: { status: 'unavailable', reason: 'failed' }, verdicts: [], refused: opened.proxy.refused }
  }
  onStage?.('screenshot')
  const [screenshot, observations] = [await screenshotOf(opened.page), await observe(opened.page)]
  // The page is tried last: its clicks and form sends change it.
  const forms = formsOf(cheerio.load(observations.html))
  const behaviour = await lighthouseRuns.run(async () => {
    const budget = Math.min(behaviourLimits.budgetMs, deadline - performance.now() - behaviourReserveMs)
    return budget > 0 && !ended() ? probeBehaviour(opened.page, forms, budget) : undefined
  })
  return {
    phone: {
      status: 'measured',
      measurements: { ...measurementsOf(lhr), screenshot, lcpImageUrl: observations.lcpImageUrl || undefined },
    },
    verdicts: browserVerdicts(lhr, { ...observations, hasForm: forms.length > 0 }, lhr.finalDisplayedUrl || url),
    renderedHtml: observations.html,
    behaviour,
    refused: opened.proxy.refused,
  }
}

/**
 * Loads the page as a phone does, in a fresh Chromium behind the egress proxy, and measures it with
 * Lighthouse. Never throws: without a browser, past the deadline or on any failure it says why.
 *
 * At the deadline or when the analysis is abandoned, the answer comes at once; the browser is closed
 * at once too unless Lighthouse is driving it, in which case it is closed when Lighthouse's run ends
 * (see `lighthouseLimits`).
 */
export async function runPhonePass(url: string, options: PhonePassOptions): Promise<PhoneOutcome> {
  const { timeoutMs = 50_000, onStage } = options
  const deadline = performance.now() + timeoutMs
  let opened: PhoneBrowser | undefined
  let measuring = false
  let expired = false
  let timer: NodeJS.Timeout | undefined
  let graceKill: NodeJS.Timeout | undefined
  const stop = () => {
    if (!measuring) return void opened?.close()
    graceKill ??= setTimeout(() => void opened?.close(), lighthouseLimits.graceMs)
  }
  const running = (now: boolean) => {
    measuring = now
    if (!now && graceKill) clearTimeout(graceKill)
  }
  const deadlinePassed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      expired = true
      stop()
      reject(new PhoneTimeout())
    }, timeoutMs)
  })
  // An analysis that ended (deadline, visitor gone) while it waited for a turn or a browser never
  // starts one, or closes the one that just started: no browser measures a page for nobody.
  const ended = () => expired || options.signal?.aborted === true
  options.signal?.addEventListener('abort', stop, { once: true })
  const work = options.browsers.run(async () => {
    if (ended()) throw new Error('the analysis has ended')
    onStage?.('browser')
    opened = await openPhoneBrowser(options.chromiumPath, options.policy, options.resolve)
    try {
      if (ended()) throw new Error('the analysis has ended')
      // A browser over its memory or CPU limit has been killed: the pass ends with that reason.
      return await Promise.race([measure(url, opened, { onStage, ended, deadline, running }), opened.watch.breached])
    } finally {
      await opened.close()
    }
  })
  try {
    onStage?.('waiting')
    return await Promise.race([work, deadlinePassed])
  } catch (error) {
    const reason =
      error instanceof NoBrowserError
        ? 'no-browser'
        : error instanceof PhoneTimeout
          ? 'timeout'
          : error instanceof BrowserLimitError
            ? error.breach
            : 'failed'
    return { phone: { status: 'unavailable', reason }, verdicts: [], refused: opened?.proxy.refused ?? [] }
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', stop)
    // The work closes its browser when it ends; past the deadline it ends on its own or by `stop`.
    void work.catch(() => {})
  }
}
