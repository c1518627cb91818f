import { imageWithAlt } from '../assets'
import type { FixtureDocument } from '../helpers'
import { ls, lt } from '../helpers'

export const siteSettings: FixtureDocument = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  brandName: 'Zenit Digital',
  email: 'hola@zenitdigital.com',
  // A placeholder in the real format; the agency replaces it with its WhatsApp number in the Studio.
  phone: '+50376543210',
  location: ls('El Salvador y más allá', 'El Salvador and beyond'),
  bookingUrl30: 'https://calendly.com/zenitdigital/consulta-30min',
  bookingUrl15: 'https://calendly.com/zenitdigital/revision-15min',
  // Left empty on purpose: the demo widget says it is unavailable until the agency adds its keys.
  voiceDemo: { publicKey: '' },
  defaultShareImage: imageWithAlt('default-share.webp', [
    'Zenit Digital: páginas web y chatbots con IA en El Salvador',
    'Zenit Digital: websites and AI chatbots in El Salvador',
  ]),
  footer: {
    description: lt(
      'Páginas web rápidas, chatbots y asistentes de voz con inteligencia artificial para negocios de El Salvador. Tu negocio atendiendo 24/7, sin contratar más personal.',
      'Fast websites, chatbots and AI voice assistants for businesses in El Salvador. Your business serving customers 24/7 without hiring more staff.',
    ),
    scheduleTitle: ls('Agenda tu consulta gratis', 'Book a free consultation'),
    scheduleText: lt(
      '30 minutos para conocer tu negocio y decirte, sin compromiso, qué conviene automatizar primero.',
      '30 minutes to get to know your business and tell you, with no strings attached, what to automate first.',
    ),
    scheduleButtonLabel: ls('Agendar consulta', 'Book a consultation'),
  },
}
