import type { FixtureDocument } from '../helpers'
import { service } from './service'

/** Conversational services: the chatbot and the voice assistant. */
export const assistantServices: FixtureDocument[] = [
  service('chatbots', 1, {
    icon: 'bot',
    gradient: 'cyan',
    title: ['Chatbots y agentes de\u00a0IA', 'Chatbots & AI Agents'],
    tagline: [
      'Atiende, vende y agenda 24/7 sin contratar más personal',
      'Serve, sell and book 24/7 without hiring more staff',
    ],
    bullets: {
      es: [
        'Disponible 24/7 en WhatsApp, tu web e Instagram',
        'Resuelve el 95% de las consultas sin ayuda',
        'Agenda citas y guarda los datos de cada cliente',
      ],
      en: [
        'Available 24/7 on WhatsApp, your website and Instagram',
        'Resolves 95% of enquiries on its own',
        'Books appointments and saves every customer’s details',
      ],
    },
    badge: ['Disponible 24/7', 'Available 24/7'],
    modalSummary: [
      'Un asistente entrenado con la información de tu negocio que contesta preguntas, recomienda productos, toma pedidos y agenda citas por escrito, a cualquier hora. Cuando algo necesita a una persona, te pasa la conversación con todo el contexto.',
      'An assistant trained on your business information that answers questions, recommends products, takes orders and books appointments in writing, at any hour. When something needs a person, it hands the conversation to you with the full context.',
    ],
    modalBenefits: {
      es: [
        'Respuestas inmediatas, también de noche y en feriados',
        'Tu equipo deja de contestar siempre las mismas preguntas',
        'Cada conversación queda registrada con los datos del cliente',
        'Habla como tu marca, en español natural',
      ],
      en: [
        'Instant answers, at night and on holidays too',
        'Your team stops answering the same questions over and over',
        'Every conversation is logged with the customer’s details',
        'Speaks like your brand, in natural Spanish',
      ],
    },
    modalResults: {
      es: [
        '95% de las consultas resueltas sin intervención humana',
        'Nadie espera más de 3 segundos por una respuesta',
        'Retorno de la inversión en menos de 60 días',
      ],
      en: [
        '95% of enquiries resolved without human intervention',
        'Nobody waits more than 3 seconds for an answer',
        'Return on investment in under 60 days',
      ],
    },
  }),
  service('voiceAssistants', 2, {
    icon: 'mic',
    gradient: 'violet',
    title: ['Asistentes de voz con\u00a0IA', 'AI Voice Assistants'],
    tagline: [
      'Contesta cada llamada con una voz natural, a cualquier hora',
      'Answer every call with a natural voice, at any hour',
    ],
    bullets: {
      es: [
        'Contesta llamadas 24/7, sin tonos de espera',
        'Agenda citas y toma pedidos por teléfono',
        '70% más eficiente que un humano en llamadas repetitivas',
      ],
      en: [
        'Answers calls 24/7, with no hold music',
        'Books appointments and takes orders by phone',
        '70% more efficient than a human on repetitive calls',
      ],
    },
    badge: ['70% más eficiente', '70% more efficient'],
    modalSummary: [
      'Una recepcionista virtual que contesta el teléfono de tu negocio con voz natural, entiende el español salvadoreño, responde dudas, agenda citas y transfiere a tu equipo las llamadas que lo necesitan.',
      'A virtual receptionist that answers your business phone with a natural voice, understands Salvadoran Spanish, answers questions, books appointments and transfers the calls that need your team.',
    ],
    modalBenefits: {
      es: [
        'Ninguna llamada perdida, ni en hora de almuerzo',
        'Tu personal se dedica a atender en persona',
        'Cada llamada queda transcrita y resumida',
        'Horarios, mensajes y tono configurados a tu medida',
      ],
      en: [
        'No missed calls, not even at lunchtime',
        'Your staff focus on the customers in front of them',
        'Every call is transcribed and summarised',
        'Hours, messages and tone set up your way',
      ],
    },
    modalResults: {
      es: [
        '70% más eficiente que un humano en llamadas repetitivas',
        'Nadie espera más de 3 segundos para ser atendido',
        'Disponible 24/7, los 365 días del año',
      ],
      en: [
        '70% more efficient than a human on repetitive calls',
        'Nobody waits more than 3 seconds to be answered',
        'Available 24/7, 365 days a year',
      ],
    },
  }),
]
