import type { Page, TestInfo } from '@playwright/test'

/**
 * Journeys run side by side and the server runs one analysis at a time per client: each journey is
 * a visitor of its own, named by the proxy header the journeys' server trusts (playwright.config.ts).
 */
export const visitorAddress = (title: string) => {
  const hash = [...title].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 65_536, 7)
  return `10.${hash >> 8}.${hash & 255}.1`
}

/** Makes the page's requests come from the test's own visitor. */
export async function actAsOwnVisitor(page: Page, testInfo: TestInfo) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress(testInfo.title) })
}
