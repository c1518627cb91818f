import type { Page } from '@playwright/test'

/** Fills the contact form on the page as Ana, `marker` after her name so a journey finds its own lead. */
export async function fillContactForm(page: Page, marker: string, withWebsite: boolean) {
  const form = page.getByTestId('contact-form')
  await form.locator('#contact-nombre').fill(`Ana ${marker}`)
  await form.locator('#contact-negocio').fill('Pupusería La Esquina')
  await form.locator('#contact-telefono').fill('+503 7000 0000')
  await form.locator('#contact-correo').fill('ana@example.test')
  if (withWebsite) await form.locator('#contact-website').fill('https://esquina.example')
  await form.locator('#contact-servicio').selectOption('chatbots')
  await form.locator('#contact-necesidades').fill('Un chatbot para pedidos por WhatsApp')
  return form
}
