import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Holds the browser's requests matching `url` until `release()`, like a slow phone network: what a
 * visitor sees and can do before they are answered.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(url, async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, requested: () => requested }
}

/** Holds one of our chunks (named as the build names it, before its hash): what works before that code arrives. */
export const holdChunk = (page: Page, name: string) => holdRequests(page, new RegExp(`/assets/${name}-[\\w-]+\\.js$`))

/**
 * Presses a button in a section whose chunk is held until the press asks for that chunk: a press
 * before the page has hydrated goes unseen, as a visitor's would; the first one after it is held
 * by the section and replayed once its code has arrived.
 */
export async function pressUntilRequested(button: Locator, chunk: { requested: () => boolean }) {
  await expect(async () => {
    await button.click()
    expect(chunk.requested()).toBe(true)
  }).toPass({ timeout: 15_000 })
}
