import { expect, test, type Locator } from '@playwright/test'
import { setUpStudioLake } from './studio-lake'
import { studioLoad } from './studio-editor'

/**
 * Everything the Studio's top bar offers works offline on the lake, or is not offered: each menu is
 * opened and each of its items used, with no console error and no lake answer of 400 or more.
 */
const studio = setUpStudioLake(180_000)

/**
 * Opens a menu until `item` shows and passes `check`: on a loaded machine a press can land before the
 * menu's handler is ready, and the loading Studio can render its top bar again and close the menu.
 */
async function openMenu(
  button: Locator,
  item: Locator,
  check = (shown: Locator) => expect(shown).toBeVisible({ timeout: 3000 }),
) {
  await expect(async () => {
    if (!(await item.isVisible())) await button.click()
    await check(item)
  }).toPass(studioLoad)
}

/**
 * Opens a menu and picks `item`, again until the pick lands: besides a press that comes too early,
 * the loading Studio can render its top bar again and close an open menu under the pointer.
 */
async function pick(button: Locator, item: Locator) {
  await expect(async () => {
    if (!(await item.isVisible())) await button.click()
    await item.click({ timeout: 3000 })
  }).toPass(studioLoad)
}

test('every top-bar menu and help item works offline', async ({ page }) => {
  await studio.open(page, 'structure')

  // The workspace menu: its "Manage project" opens the lake's page about the local project.
  const workspace = page.getByRole('button', { name: 'Agency content' })
  await expect(workspace).toBeVisible(studioLoad)
  const manage = page.getByRole('link', { name: 'Manage project' })
  await openMenu(workspace, manage, (shown) =>
    expect(shown).toHaveAttribute('href', '/lake/project', { timeout: 3000 }),
  )
  const [project] = await Promise.all([page.context().waitForEvent('page'), pick(workspace, manage)])
  await expect(project.getByRole('heading', { name: 'Local project' })).toBeVisible()
  await expect(project.getByRole('heading', { name: 'Proyecto local' })).toBeVisible()
  await project.close()
  await page.keyboard.press('Escape')

  // Help: Diagnostics runs its checks against the lake; the Studio's version opens its dialog;
  // "Send feedback", which would need the internet to reach Sanity, is not offered.
  const help = page.getByTestId('button-resources-menu')
  await openMenu(help, page.getByRole('menuitem', { name: 'Diagnostics' }))
  await expect(page.getByRole('menuitem', { name: 'Send feedback' })).toHaveCount(0)
  await pick(help, page.getByRole('menuitem', { name: 'Diagnostics' }))
  const diagnostics = page.getByRole('dialog')
  await expect(diagnostics.getByRole('button', { name: 'Run again' })).toBeEnabled(studioLoad)
  await expect(diagnostics).not.toContainText('Gathering diagnostics')
  await diagnostics.getByRole('button', { name: 'Close' }).first().click()
  await expect(diagnostics).toHaveCount(0)
  await pick(help, page.getByTestId('menu-item-studio-version'))
  const version = page.getByRole('dialog')
  await expect(version).toContainText('Sanity Studio', studioLoad)
  await version.getByRole('button', { name: 'OK' }).click()
  await expect(version).toHaveCount(0)

  // The user menu: appearance and sign-out (studio-editors.spec.ts signs out).
  await pick(page.locator('#user-menu'), page.getByRole('menuitem', { name: 'Dark' }))
  // The choice closes the menu; reopen it only once it has gone, or its closing frames would count as open.
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeHidden()
  await openMenu(page.locator('#user-menu'), page.getByRole('menuitem', { name: 'Sign out' }))
  await pick(page.locator('#user-menu'), page.getByRole('menuitem', { name: 'System' }))

  // Global presence, new document and search open and close.
  await page.getByRole('button', { name: 'Global presence' }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Create' }).first().click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Search' }).first().click()
  await page.keyboard.press('Escape')
  // Whatever the menus asked the lake in the background has been answered by now.
  await expect(page.getByRole('button', { name: 'Agency content' })).toBeVisible()
})
