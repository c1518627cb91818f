import type { FixtureDocument } from '../helpers'
import { cardsSection, heading, ls, lt, seo, stepsSection } from '../helpers'

export const homePage: FixtureDocument = {
  _id: 'homePage',
  _type: 'homePage',
  seo: seo(
    ['Páginas web y chatbots en El Salvador | Zenit Digital', 'Websites and Chatbots in El Salvador | Zenit Digital'],
    [
      'Páginas web rápidas y chatbots con IA para negocios en El Salvador. Tu sitio listo en menos de 7 días y atención 24/7. Agenda tu consulta gratis.',
      'Fast websites and AI chatbots for businesses in El Salvador. Your site ready in under 7 days and customer service 24/7. Book a free consultation.',
    ],
  ),
  hero: {
    titleLead: ls('Haz crecer tu negocio con', 'Grow your business with'),
    titleHighlight: ls('inteligencia artificial', 'artificial intelligence'),
    titleTrail: ls('que trabaja 24/7', 'that works 24/7'),
    subtitle: lt(
      'Páginas web rápidas, chatbots y asistentes de voz para negocios en El Salvador. Atendemos a tus clientes a cualquier hora para que tú te enfoques en vender y crecer.',
      'Fast websites, chatbots and voice assistants for businesses in El Salvador. We look after your customers around the clock so you can focus on selling and growing.',
    ),
    ctaLabel: ls('Agenda tu consulta gratis', 'Book a free consultation'),
  },
  analysisSection: heading(
    ['Descubre qué le falta a tu sitio web para vender más', 'Find out what your website needs to sell more'],
    [
      'Escribe la dirección de tu página y en menos de un minuto recibe un informe con mejoras de ventas, velocidad y automatización. Gratis y sin compromiso.',
      'Enter your website address and in under a minute get a report with sales, speed and automation improvements. Free, with no strings attached.',
    ],
    ['Análisis gratis', 'Free analysis'],
  ),
  voiceSection: heading(
    ['Habla ahora con un asistente de voz con\u00a0IA', 'Talk to an AI voice assistant right now'],
    [
      'Toca el botón y conversa con nuestro asistente como lo haría uno de tus clientes. Así suena tu negocio contestando cada llamada, 24/7.',
      'Press the button and talk to our assistant the way one of your customers would. This is how your business sounds when it answers every call, 24/7.',
    ],
    ['Demo en vivo', 'Live demo'],
  ),
  voiceSectionNoDemo: heading(
    [
      'Tu negocio contesta cada llamada con un asistente de\u00a0voz',
      'Your business answers every call with a voice assistant',
    ],
    [
      'Un asistente de voz con IA atiende a tus clientes 24/7, también cuando tú no puedes contestar. Agenda una consulta y te lo mostramos en una llamada con nuestro equipo.',
      'An AI voice assistant takes your customers’ calls 24/7, even when you cannot pick up. Book a consultation and we will show it to you on a call with our team.',
    ],
    ['Asistente de voz', 'Voice assistant'],
  ),
  differentials: cardsSection(
    heading(
      ['Por qué los negocios eligen Zenit Digital', 'Why businesses choose Zenit Digital'],
      [
        'Tecnología que ya usan las grandes empresas, adaptada al tamaño y al presupuesto de tu negocio.',
        'The technology big companies already use, sized for your business and your budget.',
      ],
    ),
    [
      [
        'clock',
        ['Disponible 24/7', 'Available 24/7'],
        [
          'Tus clientes reciben respuesta de día, de noche y en feriados. Nadie espera más de 3 segundos.',
          'Your customers get answers day and night, weekends and holidays included. Nobody waits more than 3 seconds.',
        ],
      ],
      [
        'check-circle',
        ['95% de resolución', '95% resolution rate'],
        [
          'Nuestros asistentes resuelven el 95% de las consultas sin que tengas que intervenir, y son 70% más eficientes que un humano en tareas repetitivas.',
          'Our assistants resolve 95% of enquiries without you stepping in, and are 70% more efficient than a human at repetitive tasks.',
        ],
      ],
      [
        'zap',
        ['Entrega en menos de 7 días', 'Delivered in under 7 days'],
        [
          'Tu página web lista en menos de 7 días, hasta 3x más rápida, con hosting y dominio incluidos (1\u00a0año).',
          'Your website ready in under 7 days, up to 3x faster, with hosting and domain included (1\u00a0year).',
        ],
      ],
      [
        'shield',
        ['Garantía de devolución', 'Money-back guarantee'],
        [
          'Si el resultado no te convence, te devolvemos tu dinero. La mayoría de clientes ve el retorno en menos de sesenta días.',
          'If the result does not convince you, you get your money back. Most clients see the return in under sixty days.',
        ],
      ],
    ],
  ),
  howItWorks: stepsSection(
    heading(
      ['Cómo funciona', 'How it works'],
      [
        'De la primera llamada a resultados medibles, en cuatro pasos.',
        'From the first call to measurable results, in four steps.',
      ],
    ),
    [
      [
        ['Agenda tu consulta gratis', 'Book a free consultation'],
        [
          'En 30 minutos conocemos tu negocio, tus clientes y lo que hoy te quita más tiempo.',
          'In 30 minutes we get to know your business, your customers and what takes up most of your time today.',
        ],
      ],
      [
        ['Recibe tu propuesta', 'Get your proposal'],
        [
          'Te enviamos un plan claro con alcance, precio fijo y fecha de entrega. Sin letra pequeña.',
          'We send you a clear plan with scope, a fixed price and a delivery date. No fine print.',
        ],
      ],
      [
        ['Lo construimos por ti', 'We build it for you'],
        [
          'Diseñamos, configuramos y probamos todo. Tu página web queda lista en menos de 7 días.',
          'We design, set up and test everything. Your website is ready in under 7 days.',
        ],
      ],
      [
        ['Lanzamos y medimos', 'We launch and measure'],
        [
          'Publicamos, te enseñamos a usarlo y revisamos los números contigo para seguir mejorando.',
          'We go live, show you how to use it and review the numbers with you to keep improving.',
        ],
      ],
    ],
  ),
  howItWorksCtaLabel: ls('Agenda tu consulta gratis', 'Book a free consultation'),
  testimonialsSection: heading(
    ['Lo que dicen nuestros clientes', 'What our clients say'],
    [
      'Negocios salvadoreños que ya atienden mejor, venden más y trabajan menos horas.',
      'Salvadoran businesses that already serve better, sell more and work fewer hours.',
    ],
  ),
  portfolioSection: heading(
    ['Proyectos recientes', 'Recent projects'],
    [
      'Algunos sitios que hemos lanzado para negocios como el tuyo.',
      'A few of the sites we have launched for businesses like yours.',
    ],
  ),
  bookingSection: heading(
    ['Agenda tu consulta gratis de 30\u00a0minutos', 'Book your free 30\u2011minute consultation'],
    [
      'Elige el día y la hora que mejor te queden. Hablamos de tu negocio y te decimos qué conviene automatizar primero.',
      'Pick the day and time that suit you. We talk about your business and tell you what is worth automating first.',
    ],
  ),
  faqSection: heading(
    ['Preguntas frecuentes', 'Frequently asked questions'],
    ['Lo que más nos preguntan antes de empezar.', 'What people ask us most before getting started.'],
  ),
  contactSection: heading(
    ['Cuéntanos sobre tu negocio', 'Tell us about your business'],
    [
      'Déjanos tus datos y lo que necesitas. Te respondemos en menos de 24 horas.',
      'Leave your details and what you need. We reply in under 24 hours.',
    ],
  ),
}
