import type { FixtureDocument } from '../helpers'
import { callToAction, cardsSection, explainer, featureCardsSection, heading, seo, stepsSection } from '../helpers'

export const chatbotsPage: FixtureDocument = {
  _id: 'chatbotsPage',
  _type: 'chatbotsPage',
  seo: seo(
    ['Chatbots inteligentes en El Salvador | Zenit Digital', 'Smart Chatbots in El Salvador | Zenit Digital'],
    [
      'Chatbots con IA para WhatsApp, tu web, Instagram y tu tienda en línea. Atienden 24/7 y resuelven el 95% de las consultas.',
      'AI chatbots for WhatsApp, your website, Instagram and your online shop. They answer 24/7 and resolve 95% of enquiries.',
    ],
    { noIndex: true },
  ),
  hero: heading(
    ['Chatbots inteligentes que atienden a tus clientes 24/7', 'Smart chatbots that serve your customers 24/7'],
    [
      'Responden al instante, venden y agendan citas en WhatsApp, tu página web e Instagram, mientras tú te ocupas de tu negocio.',
      'They reply instantly, sell and book appointments on WhatsApp, your website and Instagram while you run your business.',
    ],
    ['Chatbots con IA', 'AI chatbots'],
  ),
  explainer: explainer(
    ['¿Qué es un chatbot con inteligencia artificial?', 'What is an AI chatbot?'],
    [
      'Es un asistente que conversa por escrito con tus clientes como lo haría la mejor persona de tu equipo. Lo entrenamos con tus productos, precios, horarios y políticas, así que entiende preguntas escritas de mil maneras y responde con información correcta. A diferencia de los bots de menú, no obliga a nadie a «marcar 1»: entiende lo que el cliente quiere, lo resuelve y, si hace falta, te pasa la conversación.',
      'It is an assistant that chats with your customers in writing the way the best person on your team would. We train it on your products, prices, opening hours and policies, so it understands questions phrased a thousand ways and answers with correct information. Unlike menu bots, it never makes anyone “press 1”: it understands what the customer wants, solves it and, when needed, hands the conversation to you.',
    ],
  ),
  channels: featureCardsSection(
    heading(
      ['Un solo asistente, todos tus canales', 'One assistant, all your channels'],
      [
        'Tus clientes escriben donde prefieren; tu chatbot responde en todos lados.',
        'Your customers write wherever they like; your chatbot answers everywhere.',
      ],
    ),
    [
      {
        icon: 'message-circle',
        title: ['WhatsApp Business', 'WhatsApp Business'],
        description: ['Donde ya están tus clientes salvadoreños.', 'Where your Salvadoran customers already are.'],
        features: {
          es: [
            'Respuestas instantáneas\u00a024/7',
            'Envío de catálogo, precios y ubicación',
            'Toma de pedidos y agenda de citas',
            'Paso a un humano cuando se necesita',
          ],
          en: [
            'Instant replies 24/7',
            'Sends catalogue, prices and location',
            'Takes orders and books appointments',
            'Hands over to a human when needed',
          ],
        },
      },
      {
        icon: 'globe',
        title: ['Sitio web', 'Website'],
        description: ['Convierte visitas en contactos.', 'Turns visits into contacts.'],
        features: {
          es: [
            'Chat integrado con el estilo de tu marca',
            'Responde dudas antes de que el cliente se vaya',
            'Captura nombre, teléfono y correo',
            'Funciona igual en celular y computadora',
          ],
          en: [
            'Built-in chat in your brand’s style',
            'Answers questions before visitors leave',
            'Captures name, phone and email',
            'Works the same on phone and desktop',
          ],
        },
      },
      {
        icon: 'instagram',
        title: ['Instagram Business', 'Instagram Business'],
        description: ['Atiende cada mensaje directo y comentario.', 'Handles every direct message and comment.'],
        features: {
          es: [
            'Respuesta automática a mensajes directos',
            'Información de productos de tus publicaciones',
            'Seguimiento a quien comenta «precio»',
            'Lleva la conversación a una venta',
          ],
          en: [
            'Automatic replies to direct messages',
            'Product details from your posts',
            'Follows up with anyone who comments “price”',
            'Moves the conversation towards a sale',
          ],
        },
      },
      {
        icon: 'shopping-cart',
        title: ['E-commerce', 'E-commerce'],
        description: ['Un vendedor que nunca se cansa.', 'A salesperson who never gets tired.'],
        features: {
          es: [
            'Recomienda productos según lo que buscan',
            'Informa el estado de pedidos y envíos',
            'Recupera carritos abandonados',
            'Responde sobre cambios y devoluciones',
          ],
          en: [
            'Recommends products based on what shoppers want',
            'Reports order and shipping status',
            'Recovers abandoned carts',
            'Answers questions about exchanges and returns',
          ],
        },
      },
    ],
  ),
  benefits: cardsSection(
    heading(
      ['Lo que gana tu negocio', 'What your business gains'],
      ['Resultados que se notan desde el primer mes.', 'Results you notice from the very first month.'],
    ),
    [
      [
        'clock',
        ['Disponible 24/7', 'Available 24/7'],
        [
          'Atiende de noche, fines de semana y feriados, sin turnos ni horas extra.',
          'Answers at night, on weekends and holidays, with no shifts or overtime.',
        ],
      ],
      [
        'check-circle',
        ['95% de resolución', '95% resolution'],
        [
          'Resuelve el 95% de las consultas sin que tú o tu equipo tengan que intervenir.',
          'Resolves 95% of enquiries without you or your team stepping in.',
        ],
      ],
      [
        'zap',
        ['Respuestas en segundos', 'Answers in seconds'],
        [
          'Nadie espera más de 3 segundos, así que ningún cliente se va con la competencia.',
          'Nobody waits more than 3 seconds, so no customer leaves for a competitor.',
        ],
      ],
      [
        'trending-up',
        ['Más ventas', 'More sales'],
        [
          'Cada consulta atendida a tiempo es una venta posible. El retorno llega en menos de 60 días.',
          'Every enquiry answered on time is a possible sale. The return comes in under 60 days.',
        ],
      ],
    ],
  ),
  process: stepsSection(
    heading(
      ['Cómo integramos tu chatbot', 'How we set up your chatbot'],
      [
        'Cinco pasos, y tú solo participas en los importantes.',
        'Five steps, and you only join for the ones that matter.',
      ],
    ),
    [
      [
        ['Diagnóstico', 'Diagnosis'],
        [
          'Revisamos las preguntas que más te hacen y los canales por donde llegan tus clientes.',
          'We review the questions you get most and the channels your customers use.',
        ],
      ],
      [
        ['Entrenamiento', 'Training'],
        [
          'Cargamos tus productos, precios, horarios y políticas, y definimos el tono de tu marca.',
          'We load your products, prices, hours and policies and set your brand’s tone of voice.',
        ],
      ],
      [
        ['Integración', 'Integration'],
        [
          'Conectamos el chatbot a WhatsApp Business, tu web, Instagram o tu tienda en línea.',
          'We connect the chatbot to WhatsApp Business, your website, Instagram or your online shop.',
        ],
      ],
      [
        ['Pruebas', 'Testing'],
        [
          'Lo ponemos a prueba con conversaciones reales y ajustamos cada respuesta contigo.',
          'We test it with real conversations and fine-tune every answer with you.',
        ],
      ],
      [
        ['Lanzamiento y mejora', 'Launch and improve'],
        [
          'Lo activamos para tus clientes y revisamos cada mes qué preguntan para que sea cada vez mejor.',
          'We switch it on for your customers and review every month what they ask so it keeps getting better.',
        ],
      ],
    ],
  ),
  faqSection: heading(
    ['Preguntas frecuentes sobre chatbots', 'Chatbot FAQ'],
    ['Todo lo que necesitas saber antes de empezar.', 'Everything you need to know before you start.'],
  ),
  cta: callToAction({
    title: ['Tu negocio atendiendo 24/7, desde este mes', 'Your business answering 24/7, starting this month'],
    text: [
      'Agenda una consulta gratis y te mostramos cómo funcionaría un chatbot con las preguntas reales de tus clientes.',
      'Book a free consultation and we will show you how a chatbot would handle your customers’ real questions.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
    secondaryLabel: ['Escríbenos', 'Write to us'],
  }),
}
