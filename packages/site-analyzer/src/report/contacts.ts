import { whatsappUrl } from 'shared/phone'

/** How the agency is reached: the e-mail and the PDF close with these. */
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
