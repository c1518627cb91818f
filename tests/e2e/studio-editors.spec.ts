import { expect, test } from '@playwright/test'
import { sessionCookie } from 'content-lake/testing'
import { setUpStudioLake } from './studio-lake'
import { expectInGlobalPresence, openHistory, publish, spanishText, studioLoad } from './studio-editor'

/**
 * Who edits, in the built Studio on the lake: an editor signed in by name is that name in the
 * History of the documents they changed, a sign-in address naming nobody asks the name once per
 * browser, and signing out ends the session on the lake and the editor's presence. Neither
 * may log a console error or meet a lake answer of 400 or more.
 */
const studio = setUpStudioLake(180_000)

test('History names the editor who made the change', async ({ page }) => {
  await studio.open(page, 'structure/testimonial;testimonial-1', 'Ana Pérez')
  await expect(spanishText(page)).not.toHaveValue('', studioLoad)
  await spanishText(page).fill('Un cambio de Ana')
  await publish(page)

  // A fresh load, so the timeline comes from the lake's transaction log, not from this tab's edits.
  await studio.goto(page, 'structure/testimonial;testimonial-1')
  await expect(spanishText(page)).toHaveValue('Un cambio de Ana', studioLoad)
  await openHistory(page)
  const latest = page.getByTestId('timeline-item-button').first()
  await expect(latest).toContainText('Published', studioLoad)
  // The avatar shows the editor's initials and, on hover, the name.
  const avatar = latest.locator('[data-ui="Avatar"]').first()
  await expect(avatar).toContainText('AP')
  await avatar.hover()
  await expect(page.getByText('Ana Pérez', { exact: true })).toBeVisible()
})

test('an address naming nobody asks the name once, and the browser remembers it', async ({ page }) => {
  studio.watch(page.context())
  await page.goto(await studio.loginAddress())
  await page.getByLabel('Nombre · Name').fill('Carla Ruiz')
  await page.getByRole('button', { name: 'Entrar · Sign in' }).click()
  await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible(studioLoad)
  const me = () => page.evaluate(() => fetch('/v2025-02-19/users/me').then((response) => response.json()))
  expect(await me()).toMatchObject({ name: 'Carla Ruiz' })

  // The next address without a name, in this browser: straight into the Studio, as Carla.
  const address = await studio.loginAddress()
  await studio.goto(page, address.slice(`${studio.origin}/`.length))
  await expect(page.getByRole('link', { name: 'Structure' })).toBeVisible(studioLoad)
  expect(await me()).toMatchObject({ name: 'Carla Ruiz' })
})

test('signing out ends the session: the Studio asks to sign in, the lake refuses its writes, the others stop seeing the editor', async ({
  page,
  browser,
}) => {
  await studio.open(page, 'structure/testimonial;testimonial-2', 'Ana Pérez')
  await expect(spanishText(page)).not.toHaveValue('', studioLoad)
  // Another editor, in another browser, sees Ana.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await studio.open(other, 'structure/testimonial;testimonial-2', 'Ben Díaz')
  await expect(spanishText(other)).not.toHaveValue('', studioLoad)
  await expectInGlobalPresence(other, 'Ana Pérez')
  const cookie = (await page.context().cookies()).find(({ name }) => name === sessionCookie)
  expect(cookie).toBeDefined()
  const writeWithTheSession = () =>
    fetch(`${studio.lake.url}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: { cookie: `${sessionCookie}=${cookie!.value}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'testimonial-2', set: { order: 9 } } }] }),
    }).then((response) => response.status)
  expect(await writeWithTheSession()).toBe(200)

  await studio.signOut(page)
  const signIn = page.getByRole('link', { name: 'Iniciar sesión · Sign in' })
  expect(await writeWithTheSession()).toBe(401)
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain(sessionCookie)
  await other.getByRole('button', { name: 'Global presence' }).click()
  await expect(other.getByRole('menu', { name: 'Global presence' }).getByText('Ana Pérez')).toHaveCount(0, studioLoad)
  await otherContext.close()

  // The sign-in button says how to sign in again.
  await signIn.click()
  await expect(page.getByRole('heading', { name: 'Sign in to edit' })).toBeVisible()
  await expect(page.getByText('Run npm run studio in the project folder')).toBeVisible()
})
