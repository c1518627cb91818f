import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { e2eAdminToken } from './admin-token'
import { fillContactForm } from './contact-form'
import { holdChunk, holdRequests } from './hold-requests'

type Lead = {
  id: string
  data: Record<string, string>
  language: string
  deliveries: { kind: string; status: string }[]
}

async function storedLeads(page: Page): Promise<Lead[]> {
  const response = await page.request.get('/api/admin/leads?kind=contact', {
    headers: { Authorization: `Bearer ${e2eAdminToken}` },
  })
  expect(response.ok()).toBe(true)
  return (await response.json()).leads
}

test('home: required fields are checked by the app, in Spanish', async ({ page }) => {
  await page.goto('/#contact-section')
  const form = page.getByTestId('contact-form')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(form.getByText('Este campo es obligatorio')).toHaveCount(5)
  await expect(form.locator('#contact-nombre')).toBeFocused()
  await expect(form.locator('#contact-nombre')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('#contact-correo')).toHaveAttribute('type', 'email')
  await expect(form.locator('#contact-telefono')).toHaveAttribute('type', 'tel')
  // Six services to choose from; the placeholder option cannot be chosen.
  await expect(form.locator('#contact-servicio option:not([disabled])')).toHaveCount(6)
  for (const value of await form
    .locator('#contact-servicio option:not([disabled])')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value)))
    expect(value).not.toBe('')
})

test('home: a double-clicked submit shows "Enviando…", stores one lead and resets the form', async ({ page }) => {
  const marker = `dbl-${Date.now()}`
  await page.goto('/')
  const form = await fillContactForm(page, marker, true)
  const { release } = await holdRequests(page, '**/api/contact')
  const button = form.locator('button[type=submit]')
  await button.dblclick()
  await expect(button).toHaveText('Enviando…')
  await expect(button).toBeDisabled()
  await expect(form.locator('#contact-necesidades')).toBeDisabled()
  release()
  await expect(page.getByTestId('contact-toast')).toContainText('Mensaje enviado con éxito')
  await expect(form.locator('#contact-nombre')).toHaveValue('')
  await page.getByRole('button', { name: 'Cerrar aviso' }).click()
  await expect(page.getByTestId('contact-toast')).toHaveCount(0)
  const mine = (await storedLeads(page)).filter((lead) => lead.data.nombre === `Ana ${marker}`)
  expect(mine).toHaveLength(1)
  expect(mine[0]).toMatchObject({ language: 'es', data: { website: 'https://esquina.example', tool_id: 'website' } })
  // No SMTP here: the agency e-mail is delivered to the local mail outbox by the outbox worker.
  await expect
    .poll(async () => (await storedLeads(page)).find((lead) => lead.id === mine[0]!.id)?.deliveries)
    .toEqual([expect.objectContaining({ kind: 'agency-email', status: 'done' })])
})

test('/contacto in English: no website field, a failed send keeps the values and shows the error', async ({ page }) => {
  const marker = `en-${Date.now()}`
  await page.goto('/contacto?lang=en')
  const form = await fillContactForm(page, marker, false)
  await expect(form.locator('#contact-website')).toHaveCount(0)
  await page.route('**/api/contact', (route) => route.abort())
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('alert')).toContainText('Error sending message')
  const axe = await new AxeBuilder({ page }).include('[data-testid="contact-toast"]').analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  await expect(form.locator('#contact-nombre')).toHaveValue(`Ana ${marker}`)
  await page.unroute('**/api/contact')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('contact-toast')).toContainText('Message sent successfully')
  const [lead] = (await storedLeads(page)).filter((entry) => entry.data.nombre === `Ana ${marker}`)
  expect(lead).toMatchObject({ language: 'en', data: { website: '' } })
})

test("/contacto: what is typed before the form's code arrives is kept, with the caret, and sent", async ({ page }) => {
  const marker = `early-${Date.now()}`
  const chunk = await holdChunk(page, 'contact-section')
  await page.goto('/contacto')
  const form = page.getByTestId('contact-form')
  await form.locator('#contact-nombre').fill(`Ana ${marker}`)
  await form.locator('#contact-negocio').fill('Pupusería La Esquina')
  await form.locator('#contact-telefono').fill('+503 7000 0000')
  await form.locator('#contact-correo').fill('ana@example.test')
  await form.locator('#contact-servicio').selectOption('chatbots')
  const needs = form.locator('#contact-necesidades')
  await needs.pressSequentially('Un chatbot para pedidos')
  await page.keyboard.press('Shift+ArrowLeft')
  await page.keyboard.press('Shift+ArrowLeft')
  // The form's code was asked for when the visitor reached into it, and has not arrived.
  expect(chunk.requested()).toBe(true)
  await expect(page.locator('[data-on-demand="live"]').filter({ has: form })).toHaveCount(0)

  chunk.release()
  await expect(page.locator('[data-on-demand="live"]').filter({ has: form })).toHaveCount(1)
  await expect(needs).toBeFocused()
  expect(await needs.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd])).toEqual([
    21, 23,
  ])
  await expect(form.locator('#contact-nombre')).toHaveValue(`Ana ${marker}`)
  await expect(form.locator('#contact-servicio')).toHaveValue('chatbots')
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByTestId('contact-toast')).toContainText('Mensaje enviado con éxito')
  const [lead] = (await storedLeads(page)).filter((entry) => entry.data.nombre === `Ana ${marker}`)
  expect(lead?.data).toMatchObject({
    negocio: 'Pupusería La Esquina',
    telefono: '+503 7000 0000',
    correo: 'ana@example.test',
    servicio: 'chatbots',
    necesidades: 'Un chatbot para pedidos',
  })
})
