import { expect, type Locator, type Page } from '@playwright/test'

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

/** A translator's view: the language filter (the "Showing all" button) with Español switched off. */
export async function hideSpanish(page: Page) {
  await page.getByRole('button', { name: 'Showing all' }).click()
  await page.getByRole('button', { name: /Español/ }).click()
  await page.keyboard.press('Escape')
}

/** The Studio's "Global presence" menu names another editor who is in the Studio now. */
export async function expectInGlobalPresence(page: Page, other: string) {
  await page.getByRole('button', { name: 'Global presence' }).click()
  await expect(page.getByRole('menu', { name: 'Global presence' }).getByText(other)).toBeVisible(studioLoad)
  await page.keyboard.press('Escape')
}

/** Runs a GROQ query in the open Vision tool; the result pane, with the query's timing. */
export async function runInVision(page: Page, groq: string): Promise<Locator> {
  const query = page.getByRole('region').filter({ hasText: 'Query' }).getByRole('textbox').first()
  await expect(query).toBeVisible(studioLoad)
  await query.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(groq)
  await page.getByRole('button', { name: 'Fetch' }).click()
  return page.getByRole('region').filter({ hasText: 'Execution:' }).last()
}
