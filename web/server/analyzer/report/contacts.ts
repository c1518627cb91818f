import type { Language } from '../../../src/i18n/language'
import { whatsappUrl } from '../../../src/lib/phone'
import type { ContentSource } from '../../content'

/** How the agency is reached, from site settings (Sanity): the e-mail and the PDF close with these. */
export type AgencyContacts = {
  brandName: string
  bookingUrl15: string
  /** E.164, `+503` and eight digits. */
  phone: string
  email: string
}

export type ContactLine = { label: string; text: string; href: string }

export const contactLinks = (contacts: AgencyContacts) => ({
  booking: contacts.bookingUrl15,
  whatsapp: whatsappUrl(contacts.phone),
  email: `mailto:${contacts.email}`,
})

/**
 * The contacts from the published site settings. A missing value stops the e-mail (the outbox
 * retries it) rather than sending a report that closes with a placeholder.
 */
export function contactsFrom(content: ContentSource) {
  return async (language: Language): Promise<AgencyContacts> => {
    const settings = await content.fetch('layout', language)
    const { brandName, bookingUrl15, phone, email } = settings ?? {}
    if (!brandName || !bookingUrl15 || !phone || !email) {
      throw new Error('site settings lack the brand name, the 15-minute booking page, the phone or the e-mail')
    }
    return { brandName, bookingUrl15, phone, email }
  }
}
