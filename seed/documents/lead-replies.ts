import type { LeadKind } from '../../schemas/constants'
import type { FixtureDocument } from '../helpers'
import { ls, lt } from '../helpers'

type Reply = {
  key: string
  title: string
  kinds: LeadKind[]
  whatsapp: [es: string, en: string]
  subject: [es: string, en: string]
  body: [es: string, en: string]
}

const reply = (order: number, { key, title, kinds, whatsapp, subject, body }: Reply): FixtureDocument => ({
  _id: `lead-reply-${key}`,
  _type: 'leadReply',
  title,
  kinds,
  whatsapp: lt(...whatsapp),
  emailSubject: ls(...subject),
  emailBody: lt(...body),
  order,
})

/** The replies the Leads tool offers out of the box, one for each kind of lead. */
export const leadReplies: FixtureDocument[] = [
  reply(1, {
    key: 'contact',
    title: 'Gracias por escribirnos',
    kinds: ['contact'],
    whatsapp: [
      'Hola {name}, soy {editor} de Zenit Digital. Gracias por escribirnos. ¿Te queda bien una llamada de 15 minutos esta semana para conocer tu negocio?',
      'Hi {name}, this is {editor} from Zenit Digital. Thanks for getting in touch. Would a 15-minute call this week suit you, so we can learn about your business?',
    ],
    subject: ['Tu mensaje a Zenit Digital', 'Your message to Zenit Digital'],
    body: [
      'Hola {name}:\n\nGracias por escribirnos. Leímos tu mensaje y nos gustaría conocer mejor {business}. ¿Qué día y hora te quedan bien para una llamada de 15 minutos?\n\nSaludos,\n{editor}\nZenit Digital',
      'Hi {name},\n\nThanks for getting in touch. We read your message and would like to learn more about {business}. Which day and time suit you for a 15-minute call?\n\nBest regards,\n{editor}\nZenit Digital',
    ],
  }),
  reply(2, {
    key: 'analysis',
    title: 'Sobre tu análisis gratis',
    kinds: ['analysis'],
    whatsapp: [
      'Hola {name}, soy {editor} de Zenit Digital. Vimos el análisis de {site}: hay mejoras rápidas que te pueden traer más clientes. ¿Te las explico en 15 minutos?',
      'Hi {name}, this is {editor} from Zenit Digital. We saw the analysis of {site}: there are quick fixes that could bring you more customers. Can I walk you through them in 15 minutes?',
    ],
    subject: ['Tu análisis de {site}', 'Your analysis of {site}'],
    body: [
      'Hola {name}:\n\nGracias por analizar {site} con nosotros. Las tres mejoras del informe son un buen comienzo; si quieres, te explicamos cómo hacerlas en una llamada de 15 minutos, gratis.\n\nSaludos,\n{editor}\nZenit Digital',
      'Hi {name},\n\nThanks for analysing {site} with us. The report’s three improvements are a good start; if you like, we can explain how to make them in a free 15-minute call.\n\nBest regards,\n{editor}\nZenit Digital',
    ],
  }),
  reply(3, {
    key: 'booking',
    title: 'Confirmación de la consulta',
    kinds: ['booking'],
    whatsapp: [
      'Hola {name}, soy {editor} de Zenit Digital. Confirmamos tu consulta gratis. Si quieres, cuéntanos antes un poco de tu negocio para aprovechar mejor el tiempo.',
      'Hi {name}, this is {editor} from Zenit Digital. Your free consultation is confirmed. If you like, tell us a little about your business beforehand so we make the most of the time.',
    ],
    subject: ['Tu consulta con Zenit Digital', 'Your consultation with Zenit Digital'],
    body: [
      'Hola {name}:\n\nConfirmamos tu consulta gratis. Si quieres, respóndenos con un poco de tu negocio y lo que te gustaría lograr, para aprovechar mejor el tiempo.\n\nHasta pronto,\n{editor}\nZenit Digital',
      'Hi {name},\n\nYour free consultation is confirmed. If you like, reply with a little about your business and what you’d like to achieve, so we make the most of the time.\n\nSee you soon,\n{editor}\nZenit Digital',
    ],
  }),
]
