import type { FixtureDocument } from '../helpers'
import { heading, ls, seo } from '../helpers'

export const contactPage: FixtureDocument = {
  _id: 'contactPage',
  _type: 'contactPage',
  seo: seo(
    ['Contacto | Zenit Digital', 'Contact | Zenit Digital'],
    [
      'Escríbenos por correo o WhatsApp, o agenda una consulta gratis de 30 minutos. Respondemos en menos de 24 horas.',
      'Email us or message us on WhatsApp, or book a free 30-minute consultation. We reply in under 24 hours.',
    ],
  ),
  hero: heading(
    ['Hablemos de tu negocio', 'Let’s talk about your business'],
    [
      'Escríbenos, agenda una llamada o déjanos tus datos. Respondemos en menos de 24 horas.',
      'Write to us, book a call or leave your details. We reply in under 24 hours.',
    ],
    ['Contacto', 'Contact'],
  ),
  channelsTitle: ls('Escríbenos directamente', 'Reach us directly'),
  bookingSection: heading(
    ['Agenda una consulta gratis de 30 minutos', 'Book a free 30\u2011minute consultation'],
    ['Elige el horario que te quede mejor.', 'Pick the time that works best for you.'],
  ),
  formSection: heading(
    ['O déjanos un mensaje', 'Or leave us a message'],
    [
      'Cuéntanos qué necesitas y te contactamos por WhatsApp o correo.',
      'Tell us what you need and we will get back to you by WhatsApp or email.',
    ],
  ),
}
