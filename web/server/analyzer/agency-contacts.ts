import type { AgencyContacts } from 'site-analyzer/report'
import type { Language } from '../../src/i18n/language'
import type { ContentSource } from '../content'

/**
 * The agency's contacts from the published site settings (Sanity), which the report e-mail and PDF
 * close with. A missing value stops the e-mail (the outbox retries it) rather than sending a report
 * that closes with a placeholder.
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
