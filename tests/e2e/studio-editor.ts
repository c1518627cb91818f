import { expect, type Page } from '@playwright/test'

/** What an editor does in the built Studio, shared by the Studio journeys. */

/** The Studio is a large application; its first load in a fresh browser takes a while. */
export const studioLoad = { timeout: 90_000 }
/** Long enough for a write to reach the lake on a loaded machine. */
export const lakeWrite = { timeout: 20_000 }

export const spanishText = (page: Page) => page.getByTestId('field-text.es').locator('textarea')

export async function publish(page: Page) {
  const button = page.getByTestId('action-publish')
  await expect(button).toBeEnabled(studioLoad)
  await button.click()
  await expect(page.getByText(/was published/)).toBeVisible(studioLoad)
}

/** An action from the document's "…" menu, confirmed in its dialog. */
export async function documentAction(page: Page, name: string, confirm: string) {
  await page.getByTestId('action-menu-button').click()
  await page.getByRole('menuitem', { name }).click()
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click()
}

/** The document's history panel, from the pane's "…" menu. */
export async function openHistory(page: Page) {
  await page.getByTestId('pane-context-menu-button').last().click()
  await page.getByRole('menuitem', { name: 'History' }).click()
}
