import type { Page } from '@playwright/test'

/**
 * Holds the browser's requests for one of our chunks (named as the build names it, before its hash)
 * until `release()`, like a slow phone network: what a visitor can do before that code arrives.
 */
export async function holdChunk(page: Page, name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, requested: () => requested }
}
