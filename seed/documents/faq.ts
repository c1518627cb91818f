import { faqItems } from '../helpers'

/** The home page's own set (content model: at least five, covering delivery times, guarantee, hosting, reply time). */
export const homeFaq = faqItems('home', [
  [
    ['¿Cuánto tiempo tarda en estar lista mi página web?', 'How long does it take to get my website ready?'],
    [
      'Un sitio básico queda listo en 5 a 7 días hábiles desde que tenemos tu información. Los proyectos más complejos, como tiendas en línea, sistemas de reservas o integraciones con otras herramientas, toman de 2 a 3 semanas. Te damos la fecha exacta en la propuesta.',
      'A basic site is ready in 5 to 7 business days once we have your information. More complex projects, such as online shops, booking systems or integrations with other tools, take 2 to 3 weeks. You get the exact date in the proposal.',
    ],
  ],
  [
    ['¿Qué pasa si el resultado no me convence?', 'What if I am not happy with the result?'],
    [
      'Tienes garantía de devolución de dinero. Primero hacemos los ajustes que necesites; si aun así el resultado no te convence, te devolvemos tu dinero según las condiciones de nuestros términos de servicio.',
      'You have a money-back guarantee. First we make the adjustments you need; if the result still does not convince you, we refund your money under the conditions in our terms of service.',
    ],
  ],
  [
    ['¿El hosting y el dominio están incluidos?', 'Are hosting and the domain included?'],
    [
      'Sí. Todas nuestras páginas web incluyen hosting y dominio por 1 año, además de correo profesional. El dominio se registra a nombre de tu negocio, así que siempre es tuyo.',
      'Yes. All our websites include hosting and a domain for 1 year, plus professional email. The domain is registered in your business’s name, so it is always yours.',
    ],
  ],
  [
    ['¿En cuánto tiempo me responden?', 'How quickly will you get back to me?'],
    [
      'Respondemos todas las solicitudes en menos de 24 horas, normalmente el mismo día. Si prefieres, agenda directamente tu consulta gratis en el calendario.',
      'We reply to every request in under 24 hours, usually the same day. If you prefer, book your free consultation straight from the calendar.',
    ],
  ],
  [
    [
      '¿Necesito saber de tecnología para usar lo que me entregan?',
      'Do I need to be tech-savvy to use what you deliver?',
    ],
    [
      'No. Nosotros configuramos todo y te explicamos en una llamada cómo funciona. Si algo cambia en tu negocio, como horarios, precios o productos, nos escribes y lo actualizamos.',
      'No. We set everything up and walk you through it on a call. If something changes in your business, such as opening hours, prices or products, just message us and we update it.',
    ],
  ],
  [
    [
      '¿Los chatbots y asistentes de voz entienden cómo hablan mis clientes?',
      'Do the chatbots and voice assistants understand how my customers talk?',
    ],
    [
      'Sí. Los entrenamos con la información de tu negocio y con el español salvadoreño y latinoamericano, incluidas las expresiones del día a día. Están disponibles 24/7 y resuelven el 95% de las consultas sin ayuda.',
      'Yes. We train them on your business information and on Salvadoran and Latin American Spanish, everyday expressions included. They are available 24/7 and resolve 95% of enquiries on their own.',
    ],
  ],
])
