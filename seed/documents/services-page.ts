import type { FixtureDocument } from '../helpers'
import { callToAction, heading, ls, seo } from '../helpers'

export const servicesPage: FixtureDocument = {
  _id: 'servicesPage',
  _type: 'servicesPage',
  seo: seo(
    ['Servicios de IA y páginas web | Zenit Digital', 'AI and Website Services | Zenit Digital'],
    [
      'Chatbots, asistentes de voz, páginas web rápidas, automatizaciones, contenido y generación de clientes para negocios en El Salvador.',
      'Chatbots, voice assistants, fast websites, automations, content and lead generation for businesses in El Salvador.',
    ],
  ),
  hero: heading(
    ['Soluciones de IA que trabajan por tu negocio', 'AI solutions that work for your business'],
    [
      'Seis servicios pensados para que vendas más y trabajes menos. Empieza con uno y crece a tu ritmo.',
      'Six services designed to help you sell more and work less. Start with one and grow at your own pace.',
    ],
    ['Nuestros servicios', 'Our services'],
  ),
  cardLearnMoreLabel: ls('Conocer más', 'Learn more'),
  modalSummaryTitle: ls('En qué consiste', 'What it is'),
  modalBenefitsTitle: ls('Beneficios', 'Benefits'),
  modalResultsTitle: ls('Resultados medibles', 'Measurable results'),
  modalScheduleLabel: ls('Agenda tu consulta gratis', 'Book a free consultation'),
  cta: callToAction({
    title: ['¿No sabes por dónde empezar?', 'Not sure where to start?'],
    text: [
      'En una llamada de 30 minutos revisamos tu negocio y te recomendamos el servicio con el retorno más rápido. Si el resultado no te convence, te devolvemos tu dinero.',
      'In a 30-minute call we look at your business and recommend the service with the fastest return. If the result does not convince you, you get your money back.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
  }),
  bookingSection: heading(
    ['Agenda tu consulta gratis', 'Book a free consultation'],
    [
      'Elige un horario y conversemos 30 minutos sobre lo que tu negocio necesita.',
      'Pick a time and let’s spend 30 minutes on what your business needs.',
    ],
  ),
}
