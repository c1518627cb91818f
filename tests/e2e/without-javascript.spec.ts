import { expect, test, type Page } from '@playwright/test'
import { expectedHeading, pageRoutes } from './expected'
import type { Language } from '../../web/src/i18n/language'

/**
 * A visitor whose browser runs no script: every navigation is a plain link or the browser's own
 * popover (the phone menu), at a phone's width (`@mobile`, 390 px) and a desktop's (1366 px).
 */
test.use({ javaScriptEnabled: false })

const words = {
  es: { menu: 'Abrir menú', close: 'Cerrar menú', switchTo: 'Cambiar idioma a English', schedule: 'Agendar consulta' },
  en: {
    menu: 'Open menu',
    close: 'Close menu',
    switchTo: 'Switch language to Español',
    schedule: 'Book a consultation',
  },
} as const

const languages: Language[] = ['es', 'en']
const addressIn = (path: string, language: Language) => (language === 'en' ? `${path}?lang=en` : path)

async function expectPage(page: Page, id: Parameters<typeof expectedHeading>[0], language: Language) {
  await expect(page.locator('h1')).toHaveText(expectedHeading(id, language))
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

async function openMenu(page: Page, language: Language) {
  await page.getByRole('button', { name: words[language].menu }).click()
  const menu = page.getByTestId('mobile-drawer')
  await expect(menu).toBeVisible()
  return menu
}

test('@mobile the phone menu opens, shows its links, and walks the site in both languages', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('mobile-drawer')).toBeHidden()
  let menu = await openMenu(page, 'es')
  await expect(menu.getByRole('button', { name: words.es.close })).toBeFocused()
  for (const name of ['Inicio', 'Servicios', 'Sobre nosotros', 'Contacto'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: words.es.switchTo })).toBeVisible()
  await expect(menu.getByRole('link', { name: words.es.schedule })).toBeVisible()

  // Its close button, Escape and a press outside close it; focus goes back to the menu button.
  await menu.getByRole('button', { name: words.es.close }).click()
  await expect(menu).toBeHidden()
  await openMenu(page, 'es')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: words.es.menu })).toBeFocused()
  await openMenu(page, 'es')
  await page.mouse.click(20, 400)
  await expect(menu).toBeHidden()

  menu = await openMenu(page, 'es')
  await menu.getByRole('link', { name: 'Servicios' }).click()
  await expectPage(page, 'services', 'es')
  menu = await openMenu(page, 'es')
  await menu.getByRole('link', { name: words.es.switchTo }).click()
  await expect(page).toHaveURL(/\/servicios\?lang=en$/)
  await expectPage(page, 'services', 'en')
  // English links stay English.
  menu = await openMenu(page, 'en')
  await menu.getByRole('link', { name: 'About us' }).click()
  await expect(page).toHaveURL(/\/sobre-nosotros\?lang=en$/)
  await expectPage(page, 'about', 'en')
  menu = await openMenu(page, 'en')
  await menu.getByRole('link', { name: words.en.schedule }).click()
  await expect(page).toHaveURL(/\/\?lang=en#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

for (const language of languages) {
  test(`@mobile from every route in ${language}, the phone menu's booking button reaches the booking section`, async ({
    page,
  }) => {
    // Two page loads per route, every route: longer than one journey's time on a busy machine.
    test.slow()
    for (const [, path] of pageRoutes) {
      await page.goto(addressIn(path, language))
      const menu = await openMenu(page, language)
      await menu.getByRole('link', { name: words[language].schedule }).click()
      await expect(page.locator('#calendly-section'), path).toBeInViewport()
      await expect(page.locator('html'), path).toHaveAttribute('lang', language)
    }
  })

  test(`from every route in ${language}, the header's booking button reaches the booking section`, async ({ page }) => {
    test.slow()
    for (const [, path] of pageRoutes) {
      await page.goto(addressIn(path, language))
      await page.getByTestId('site-header').getByRole('link', { name: words[language].schedule }).click()
      await expect(page.locator('#calendly-section'), path).toBeInViewport()
      await expect(page.locator('html'), path).toHaveAttribute('lang', language)
    }
  })
}

test('at desktop width the header walks the site and switches language', async ({ page }) => {
  const header = page.getByTestId('site-header')
  await page.goto('/')
  await header.getByRole('link', { name: 'Sobre nosotros' }).click()
  await expectPage(page, 'about', 'es')
  await header.getByRole('link', { name: words.es.switchTo }).click()
  await expect(page).toHaveURL(/\/sobre-nosotros\?lang=en$/)
  await expectPage(page, 'about', 'en')
  await header.getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/servicios\?lang=en$/)
  await expectPage(page, 'services', 'en')
  await header.getByRole('link', { name: words.en.switchTo }).click()
  await expect(page).toHaveURL(/\/servicios\?lang=es$/)
  await expectPage(page, 'services', 'es')
})

test('the footer and the pages’ own buttons lead to booking and to the services, in the page’s language', async ({
  page,
}) => {
  await page.goto('/sobre-nosotros?lang=en')
  await page.locator('footer').getByRole('link', { name: words.en.schedule }).click()
  await expect(page).toHaveURL(/\/\?lang=en#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()

  await page.goto('/servicios')
  await page.getByRole('main').getByRole('link', { name: 'Agenda tu consulta gratis' }).click()
  await expect(page).toHaveURL(/\/servicios#calendly-section$/)
  await expect(page.locator('#calendly-section')).toBeInViewport()

  // A service with a page of its own leads there; the others to their card.
  await page.goto('/servicios?lang=en')
  await page
    .getByTestId('service-chatbots')
    .getByRole('link', { name: /Learn more/ })
    .click()
  await expect(page).toHaveURL(/\/chatbots-inteligentes\?lang=en$/)
  await expectPage(page, 'chatbots', 'en')
  await page.goto('/servicios')
  const automation = page.getByTestId('service-automation')
  await expect(automation.getByRole('link', { name: /Conocer más/ })).toHaveAttribute('href', '#service-automation')
})
