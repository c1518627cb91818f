import type { Browser, Page } from '@playwright/test'

/** An interaction's duration to its next paint, with its three parts. */
export type Interaction = { inpMs: number; inputDelayMs: number; processingMs: number; presentationMs: number }
type Watched = { longestInteraction: Interaction; longTasks: PerformanceEntry[] }

/**
 * In the page, from its first script on: the longest Event Timing entry of any interaction, with its
 * three parts (waiting for the main thread, the handlers, the frame until the next paint), and
 * every long task. Serialised into the page: tsx names a function kept in a constant with a helper
 * the page lacks, so none is.
 */
function watch() {
  const state = window as unknown as Watched
  state.longestInteraction = { inpMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0 }
  new PerformanceObserver((list) => {
    // `interactionId` is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId || entry.duration <= state.longestInteraction.inpMs) continue
      state.longestInteraction = {
        inpMs: entry.duration,
        inputDelayMs: entry.processingStart - entry.startTime,
        processingMs: entry.processingEnd - entry.processingStart,
        presentationMs: entry.startTime + entry.duration - entry.processingEnd,
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  state.longTasks = []
  new PerformanceObserver((list) => state.longTasks.push(...list.getEntries())).observe({
    type: 'longtask',
    buffered: true,
  })
}

/** A fresh visitor on a phone-sized window with the CPU slowed 4×, as Lighthouse's mobile runs. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(watch)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/**
 * The blocking time of the page's long tasks so far after its first contentful paint: each task's
 * time past 50 ms, as Lighthouse's total blocking time counts them.
 */
export const blockingTime = (page: Page) =>
  page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    return (window as unknown as Watched).longTasks
      .filter((task) => task.startTime >= firstPaint)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0)
  })

/**
 * The longest interaction of `act` alone: what came before is forgotten, and Event Timing reports
 * an interaction once its next paint is done, so the bench waits a little after it.
 */
export async function interactionOf(page: Page, act: () => Promise<void>): Promise<Interaction> {
  await page.evaluate(() => ((window as unknown as Watched).longestInteraction.inpMs = 0))
  await act()
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as Watched).longestInteraction)
}

/** Opens the phone's menu, where it keeps the language switch, and lets its own interaction end. */
export async function openMenu(page: Page) {
  await page.getByTestId('site-header').getByRole('button', { name: 'Abrir menú' }).click()
  await page.getByTestId('language-toggle').locator('visible=true').waitFor()
  await page.waitForTimeout(500)
}

/** Presses the language switch in the open menu and waits for the page's heading to change. */
export async function switchLanguage(page: Page) {
  const heading = await page.locator('h1').innerText()
  await page.getByTestId('language-toggle').locator('visible=true').click()
  await page.waitForFunction((before) => document.querySelector('h1')?.textContent !== before, heading)
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
