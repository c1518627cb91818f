import { expect, test } from '@playwright/test'
import { siteSettings } from './expected'
import { blockCalendly, fakeCalendly } from './fakes/calendly'

test('offline, the booking section offers the booking page in a new tab', async ({ page }) => {
  let scriptRequested = false
  page.on('request', (request) => {
    if (request.url().includes('assets.calendly.com')) scriptRequested = true
  })
  await blockCalendly(page)
  await page.goto('/')
  const frame = page.getByTestId('booking-frame')
  // Far below the fold, the script is not loaded yet.
  await expect(frame).toHaveAttribute('data-state', 'waiting')
  expect(scriptRequested).toBe(false)

  await frame.scrollIntoViewIfNeeded()
  await expect(frame).toHaveAttribute('data-state', 'failed')
  expect(scriptRequested).toBe(true)
  await expect(frame).toContainText('No pudimos mostrar el calendario aquí')
  const link = frame.getByRole('link', { name: /Abrir el calendario de reservas/ })
  await expect(link).toHaveAttribute('href', siteSettings().bookingUrl30)
  await expect(link).toHaveAttribute('target', '_blank')
  // Compact once the widget cannot come, and the link's icon drawn in the link's own colour.
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(400)
  const linkColour = await link.evaluate((element) => getComputedStyle(element).color)
  await expect(link.locator('svg')).toHaveCSS('color', linkColour)
})

test('the widget loads after client-side navigation, in the page language, and records bookings', async ({ page }) => {
  await fakeCalendly(page)
  await page.goto('/sobre-nosotros?lang=en')
  await page.getByTestId('site-header').getByRole('link', { name: 'Contact' }).click()
  const frame = page.getByTestId('booking-frame')
  // After client navigation the page's chunk, its content, then Calendly's script and frame load in turn.
  await expect(frame).toHaveAttribute('data-state', 'ready')
  const iframe = frame.locator('iframe')
  await expect(iframe).toBeVisible()
  const src = new URL((await iframe.getAttribute('src')) ?? '')
  expect(`${src.origin}${src.pathname}`).toBe(siteSettings().bookingUrl30)
  expect(src.searchParams.get('locale')).toBe('en')
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(630)

  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/booking-events'))
  await page.frameLocator('[data-testid=booking-frame] iframe').getByRole('button', { name: 'Confirm booking' }).click()
  const response = await recorded
  expect(response.status()).toBe(204)
  expect(response.request().postDataJSON()).toEqual({
    event: 'calendly.event_scheduled',
    path: '/contacto',
    language: 'en',
    eventUri: 'https://api.calendly.com/scheduled_events/evt-1',
    inviteeUri: 'https://api.calendly.com/scheduled_events/evt-1/invitees/inv-1',
  })
})
