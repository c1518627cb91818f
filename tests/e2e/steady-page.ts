import type { Page } from '@playwright/test'
import { blockCalendly } from './fakes/calendly'

/** The screen heights the visual journeys pair with each width: phones, a tablet, a laptop. */
const heights: Record<number, number> = { 320: 640, 360: 780, 390: 844, 768: 1024, 1366: 900 }

/**
 * Waits until what the page shows no longer depends on timing: fonts loaded, every image (lazy
 * ones included, which a full-page screenshot would otherwise catch blank) loaded and decoded for
 * the current width, and two frames drawn since.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager'
    await document.fonts.ready
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)))
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** Gives the page another width (and that width's screen height), then waits for it to settle. */
export async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: heights[width] ?? 900 })
  // The page lays itself out at the new width before anything is measured or captured: the clean-clone
  // run once measured a 320 px screen whose `vw` lengths (the hero's font size) were still the laptop's.
  await page.waitForFunction((expected) => {
    const probe = document.createElement('div')
    probe.style.cssText = 'position: absolute; width: 100vw; visibility: hidden'
    document.body.append(probe)
    const viewportWidth = probe.getBoundingClientRect().width
    probe.remove()
    return document.documentElement.clientWidth <= expected && Math.round(viewportWidth) === expected
  }, width)
  await settle(page)
}

/**
 * Opens a page as the visual journeys see it: Calendly offline (its widget never arrives), at the
 * given width, hydrated, settled. Motion is off for these journeys (`reducedMotion` in the spec),
 * so sections below the fold do not wait, faded out, for a scroll that a screenshot never makes.
 */
export async function openSteady(page: Page, url: string, width: number) {
  await blockCalendly(page)
  await page.setViewportSize({ width, height: heights[width] ?? 900 })
  await page.goto(url, { waitUntil: 'networkidle' })
  await settle(page)
}
