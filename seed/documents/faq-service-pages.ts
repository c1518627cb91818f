import { faqItems } from '../helpers'

/** The four questions of each service page (product §2), ids faq-<placement>-<n>. */
export const webDesignFaq = faqItems('webDesign', [
  [
    ['¿Cuánto tiempo tarda en estar lista mi página web?', 'How long does it take to get my website ready?'],
    [
      'Menos de 7 días. Un sitio básico está listo en 5 a 7 días hábiles desde que recibimos tu información; si necesitas tienda en línea o reservas, toma de 2 a 3 semanas.',
      'Under 7 days. A basic site is ready in 5 to 7 business days after we receive your information; if you need an online shop or bookings, it takes 2 to 3 weeks.',
    ],
  ],
  [
    ['¿El hosting y el dominio están incluidos?', 'Are hosting and the domain included?'],
    [
      'Sí, el primer año de dominio y hosting va incluido, junto con tu correo profesional. Después puedes renovarlo con nosotros o llevártelo a donde prefieras.',
      'Yes, the first year of domain and hosting is included, together with your professional email. After that you can renew with us or take it wherever you prefer.',
    ],
  ],
  [
    ['No tengo logo ni fotos, ¿me pueden ayudar?', 'I have no logo or photos. Can you help?'],
    [
      'Claro. Te ayudamos a crear un logo sencillo, usamos fotos profesionales con licencia y te damos consejos para tomar buenas fotos de tus productos con tu celular.',
      'Of course. We help you create a simple logo, use licensed professional photos and give you tips for taking good photos of your products with your phone.',
    ],
  ],
  [
    ['¿Qué pasa después de que se publica mi página?', 'What happens after my website goes live?'],
    [
      'Tenemos planes de soporte mensual para actualizar contenido, agregar secciones, hacer respaldos y revisar la velocidad. Tú decides si lo necesitas; no es obligatorio.',
      'We offer monthly support plans to update content, add sections, run backups and check speed. You decide whether you need one; it is not required.',
    ],
  ],
])

export const chatbotsFaq = faqItems('chatbots', [
  [
    ['¿Las respuestas del chatbot van a parecer de robot?', 'Will the chatbot’s replies read like a robot’s?'],
    [
      'No. Escribe en español natural, con el tono de tu marca, y entiende cómo escriben tus clientes, con abreviaturas y errores de dedo incluidos.',
      'No. It writes in natural Spanish in your brand’s tone and understands how your customers write, abbreviations and typos included.',
    ],
  ],
  [
    ['¿Qué pasa si no sabe responder algo?', 'What if it does not know an answer?'],
    [
      'Te avisa y te pasa la conversación con todo el contexto, para que la continúes tú o alguien de tu equipo. Está configurado para no inventar precios ni promesas.',
      'It lets you know and hands you the conversation with the full context, so you or someone on your team can pick it up. It is set up not to make up prices or promises.',
    ],
  ],
  [
    ['¿En cuánto tiempo estará funcionando?', 'How soon will it be up and running?'],
    [
      'Un chatbot para un canal queda listo en menos de 7 días. Si lo conectamos a varios canales o a tu sistema de inventario, toma de 2 a 3 semanas.',
      'A chatbot for one channel is ready in under 7 days. If we connect it to several channels or to your inventory system, it takes 2 to 3 weeks.',
    ],
  ],
  [
    ['¿Puedo usar mi número de WhatsApp actual?', 'Can I keep my current WhatsApp number?'],
    [
      'Sí. Lo configuramos con WhatsApp Business en tu mismo número, así tus clientes no tienen que aprender uno nuevo.',
      'Yes. We set it up with WhatsApp Business on your existing number, so your customers do not have to learn a new one.',
    ],
  ],
])

export const voiceAssistantsFaq = faqItems('voiceAssistants', [
  [
    ['¿Entiende el acento salvadoreño?', 'Does it understand the Salvadoran accent?'],
    [
      'Sí. Está configurado para reconocer el español salvadoreño y latinoamericano, con sus expresiones del día a día, y lo probamos con llamadas reales antes de lanzarlo.',
      'Yes. It is set up to recognise Salvadoran and Latin American Spanish, everyday expressions included, and we test it with real calls before launch.',
    ],
  ],
  [
    ['¿Puedo usar el número de teléfono que ya tengo?', 'Can I use the phone number I already have?'],
    [
      'Sí. Desviamos las llamadas de tu número actual al asistente, todo el día o solo fuera de horario, como prefieras.',
      'Yes. We forward calls from your current number to the assistant, all day or only after hours, whichever you prefer.',
    ],
  ],
  [
    ['¿Qué pasa si el cliente quiere hablar con una persona?', 'What if a caller wants to talk to a person?'],
    [
      'El asistente transfiere la llamada a tu equipo o toma el mensaje y te lo envía al instante, para que devuelvas la llamada.',
      'The assistant transfers the call to your team or takes a message and sends it to you instantly so you can call back.',
    ],
  ],
  [
    ['¿En cuánto tiempo estará funcionando?', 'How soon will it be up and running?'],
    [
      'Un asistente con agenda y preguntas frecuentes queda listo en menos de 7 días. Integraciones con tu sistema de reservas o inventario toman de 2 a 3 semanas.',
      'An assistant with booking and FAQs is ready in under 7 days. Integrations with your booking or inventory system take 2 to 3 weeks.',
    ],
  ],
])
