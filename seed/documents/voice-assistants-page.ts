import type { FixtureDocument } from '../helpers'
import { callToAction, cardsSection, explainer, featureCardsSection, heading, seo, stepsSection } from '../helpers'

export const voiceAssistantsPage: FixtureDocument = {
  _id: 'voiceAssistantsPage',
  _type: 'voiceAssistantsPage',
  seo: seo(
    ['Asistentes de voz con IA en El Salvador | Zenit Digital', 'AI Voice Assistants in El Salvador | Zenit Digital'],
    [
      'Asistentes de voz con IA que contestan las llamadas de tu negocio 24/7, agendan citas y entienden el español salvadoreño.',
      'AI voice assistants that answer your business calls 24/7, book appointments and understand Salvadoran Spanish.',
    ],
    { noIndex: true },
  ),
  hero: heading(
    ['Asistentes de voz que contestan cada llamada', 'Voice assistants that answer every call'],
    [
      'Una voz natural que atiende el teléfono de tu negocio 24/7, resuelve dudas y agenda citas. 70% más eficiente que un humano en llamadas repetitivas.',
      'A natural voice that answers your business phone 24/7, resolves questions and books appointments. 70% more efficient than a human on repetitive calls.',
    ],
    ['Asistentes de voz con\u00a0IA', 'AI voice assistants'],
  ),
  explainer: explainer(
    ['¿Cómo funciona un asistente de voz con IA?', 'How does an AI voice assistant work?'],
    [
      'Cuando alguien llama a tu negocio, el asistente contesta al instante con una voz natural. Escucha, entiende lo que la persona necesita, consulta la información que le dimos —horarios, precios, disponibilidad— y responde en segundos. Puede agendar una cita, tomar un pedido o transferir la llamada a tu equipo. Al terminar, te deja la transcripción y un resumen de cada conversación.',
      'When someone calls your business, the assistant answers instantly with a natural voice. It listens, understands what the caller needs, checks the information we gave it (hours, prices, availability) and replies within seconds. It can book an appointment, take an order or transfer the call to your team. Afterwards you get the transcript and a summary of every conversation.',
    ],
  ),
  industries: featureCardsSection(
    heading(
      ['Hecho para tu industria', 'Built for your industry'],
      [
        'Cada asistente se configura con el vocabulario y los procesos de tu negocio.',
        'Each assistant is set up with your business’s vocabulary and processes.',
      ],
    ),
    [
      {
        icon: 'stethoscope',
        title: ['Clínicas', 'Clinics'],
        description: ['Médicas, dentales, estéticas y veterinarias.', 'Medical, dental, beauty and veterinary.'],
        features: {
          es: [
            'Agenda, confirma y reprograma citas',
            'Recordatorios para reducir ausencias',
            'Responde sobre precios y preparación',
          ],
          en: [
            'Books, confirms and reschedules appointments',
            'Reminders that cut no-shows',
            'Answers questions on prices and preparation',
          ],
        },
      },
      {
        icon: 'utensils',
        title: ['Restaurantes', 'Restaurants'],
        description: ['Pedidos y reservas sin que suene ocupado.', 'Orders and bookings without a busy tone.'],
        features: {
          es: [
            'Toma pedidos para llevar y a domicilio',
            'Gestiona reservas de mesa',
            'Informa menú, horarios y ubicación',
          ],
          en: ['Takes takeaway and delivery orders', 'Manages table bookings', 'Shares the menu, hours and location'],
        },
      },
      {
        icon: 'briefcase',
        title: ['Empresas de servicios', 'Service companies'],
        description: ['Talleres, despachos, agencias y técnicos.', 'Workshops, firms, agencies and technicians.'],
        features: {
          es: [
            'Califica a cada cliente potencial',
            'Agenda visitas y cotizaciones',
            'Da seguimiento a solicitudes abiertas',
          ],
          en: ['Qualifies every prospect', 'Schedules visits and quotes', 'Follows up on open requests'],
        },
      },
      {
        icon: 'shopping-cart',
        title: ['General y e-commerce', 'General and e-commerce'],
        description: ['Cualquier negocio que recibe llamadas.', 'Any business that gets phone calls.'],
        features: {
          es: ['Estado de pedidos y envíos', 'Preguntas frecuentes sobre productos', 'Atención posventa y garantías'],
          en: ['Order and shipping status', 'Frequently asked product questions', 'After-sales support and warranties'],
        },
      },
    ],
  ),
  benefits: cardsSection(
    heading(
      ['Por qué un asistente de voz', 'Why a voice assistant'],
      ['Más llamadas atendidas, menos costo por cada una.', 'More calls answered, at a lower cost per call.'],
    ),
    [
      [
        'clock',
        ['Disponible 24/7', 'Available 24/7'],
        [
          'Contesta de madrugada, en feriados y en hora de almuerzo. Ninguna llamada se pierde.',
          'Answers before dawn, on holidays and at lunchtime. No call is ever missed.',
        ],
      ],
      [
        'trending-up',
        ['70% más eficiente', '70% more efficient'],
        [
          'Atiende llamadas repetitivas 70% más eficientemente que un humano, sin cansarse.',
          'Handles repetitive calls 70% more efficiently than a human, without getting tired.',
        ],
      ],
      [
        'zap',
        ['Sin esperas', 'No waiting'],
        [
          'Nadie espera más de 3 segundos: el asistente contesta al primer timbre y atiende varias llamadas a la vez.',
          'Nobody waits more than 3 seconds: the assistant picks up on the first ring and handles several calls at once.',
        ],
      ],
      [
        'bar-chart',
        ['Retorno rápido', 'Fast return'],
        [
          'Menos llamadas perdidas y más citas agendadas: el retorno llega en menos de sesenta días.',
          'Fewer missed calls and more bookings: the return comes in under sixty days.',
        ],
      ],
    ],
  ),
  callFlow: stepsSection(
    heading(
      ['Así es una llamada', 'What a call looks like'],
      ['De principio a fin, en cinco pasos.', 'From start to finish, in five steps.'],
    ),
    [
      [
        ['Tu cliente llama', 'Your customer calls'],
        [
          'Marca el número de siempre y el asistente contesta al instante, con el saludo de tu negocio.',
          'They dial your usual number and the assistant answers instantly with your business’s greeting.',
        ],
      ],
      [
        ['Escucha y entiende', 'It listens and understands'],
        [
          'Reconoce lo que la persona necesita, aunque lo diga con sus propias palabras.',
          'It recognises what the caller needs, however they phrase it.',
        ],
      ],
      [
        ['Resuelve', 'It resolves'],
        [
          'Responde dudas, agenda la cita o toma el pedido con la información de tu negocio.',
          'It answers questions, books the appointment or takes the order using your business information.',
        ],
      ],
      [
        ['Transfiere si hace falta', 'It transfers when needed'],
        [
          'Si el caso necesita a una persona, pasa la llamada a tu equipo con un resumen.',
          'If the case needs a person, it passes the call to your team with a summary.',
        ],
      ],
      [
        ['Te deja el resumen', 'It sends you the summary'],
        [
          'Recibes la transcripción, la grabación y los datos del cliente para dar seguimiento.',
          'You receive the transcript, the recording and the customer’s details for follow-up.',
        ],
      ],
    ],
  ),
  technicalFeatures: cardsSection(
    heading(
      ['Características técnicas', 'Technical features'],
      ['Tecnología de primer nivel, configurada para tu negocio.', 'First-class technology, set up for your business.'],
    ),
    [
      [
        'headphones',
        ['Español salvadoreño y latinoamericano', 'Salvadoran and Latin American Spanish'],
        [
          'Reconoce el acento y las expresiones de El Salvador y del resto de Latinoamérica.',
          'Recognises the accent and expressions of El Salvador and the rest of Latin America.',
        ],
      ],
      [
        'mic',
        ['Voz natural', 'Natural voice'],
        [
          'Una voz cálida y clara que suena como una persona, no como una grabación.',
          'A warm, clear voice that sounds like a person, not a recording.',
        ],
      ],
      [
        'file-text',
        ['Transcripción y grabación', 'Transcription and recording'],
        [
          'Cada llamada queda grabada y transcrita para que revises lo que se habló.',
          'Every call is recorded and transcribed so you can review what was said.',
        ],
      ],
      [
        'calendar',
        ['Configuración de horarios', 'Schedule configuration'],
        [
          'Define qué hace el asistente dentro y fuera de tu horario de atención.',
          'Decide what the assistant does inside and outside your business hours.',
        ],
      ],
      [
        'settings',
        ['Personalización total', 'Full customisation'],
        [
          'Saludo, tono, respuestas y reglas de transferencia, todo a tu medida.',
          'Greeting, tone, answers and transfer rules, all tailored to you.',
        ],
      ],
      [
        'bar-chart',
        ['Reportes de interacciones', 'Interaction reports'],
        [
          'Conoce cuántas llamadas entran, qué preguntan y cuántas terminan en cita o venta.',
          'See how many calls come in, what callers ask and how many end in a booking or sale.',
        ],
      ],
    ],
  ),
  faqSection: heading(
    ['Preguntas frecuentes sobre asistentes de voz', 'Voice assistant FAQ'],
    [
      'Resolvemos tus dudas antes de que contestes tu primera llamada con IA.',
      'We answer your questions before your first AI-answered call.',
    ],
  ),
  cta: callToAction({
    title: ['Que ninguna llamada se quede sin respuesta', 'Never leave a call unanswered'],
    text: [
      'Prueba la demo aquí mismo, en esta página, o agenda una consulta gratis y diseñamos juntos tu asistente.',
      'Try the demo right here on this page, or book a free consultation and we will design your assistant together.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
  }),
  ctaNoDemo: callToAction({
    title: ['Que ninguna llamada se quede sin respuesta', 'Never leave a call unanswered'],
    text: [
      'Agenda una consulta gratis: te mostramos cómo suena un asistente de voz y diseñamos juntos el de tu negocio.',
      'Book a free consultation: we will show you how a voice assistant sounds and design yours together.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
  }),
}
