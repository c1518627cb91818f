import { imageWithAlt } from '../assets'
import type { FixtureDocument } from '../helpers'
import { benefitCards, callToAction, heading, ls, lt, seo, stepsSection } from '../helpers'

export const aboutPage: FixtureDocument = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  seo: seo(
    ['Sobre nosotros | Zenit Digital', 'About Us | Zenit Digital'],
    [
      'Conoce a Zenit Digital: una agencia salvadoreña que lleva la inteligencia artificial y las páginas web rápidas a los negocios locales.',
      'Meet Zenit Digital: a Salvadoran agency bringing artificial intelligence and fast websites to local businesses.',
    ],
  ),
  hero: heading(
    ['Tecnología de punta para los negocios de El Salvador', 'Cutting-edge technology for businesses in El Salvador'],
    [
      'Creemos que una pupusería, una clínica o una ferretería merecen las mismas herramientas que usan las grandes empresas, a un precio que tenga sentido.',
      'We believe a pupusería, a clinic or a hardware store deserve the same tools big companies use, at a price that makes sense.',
    ],
    ['Sobre nosotros', 'About us'],
  ),
  founder: {
    name: 'Andrés Rivera',
    role: ls('Fundador y director', 'Founder and director'),
    photo: imageWithAlt('founder.webp', [
      'Ilustración de Andrés Rivera, fundador de Zenit Digital',
      'Illustration of Andrés Rivera, founder of Zenit Digital',
    ]),
    bio: lt(
      'Soy salvadoreño y llevo más de diez años creando sitios web y sistemas para empresas. Fundé Zenit Digital después de ver a muchos negocios de aquí perder clientes por no contestar a tiempo un mensaje o una llamada. Hoy ayudo a dueños de negocios a automatizar la atención, las ventas y las tareas repetitivas con inteligencia artificial, explicado en palabras sencillas y con resultados que se pueden medir. Cada proyecto lo acompaño personalmente, de la primera llamada al lanzamiento.',
      'I am Salvadoran and have spent more than ten years building websites and systems for companies. I founded Zenit Digital after watching many local businesses lose customers simply because a message or a call went unanswered. Today I help business owners automate customer service, sales and repetitive tasks with artificial intelligence, explained in plain words and with results you can measure. I personally oversee every project, from the first call to launch.',
    ),
  },
  highlights: benefitCards([
    [
      'users',
      ['Hecho en El Salvador', 'Made in El Salvador'],
      [
        'Conocemos a tus clientes, cómo hablan y cómo compran, porque también son nuestros vecinos.',
        'We know your customers, how they talk and how they buy, because they are our neighbours too.',
      ],
    ],
    [
      'bar-chart',
      ['Resultados medibles', 'Measurable results'],
      [
        'Cada proyecto tiene metas claras: horas ahorradas, consultas resueltas y clientes nuevos.',
        'Every project has clear goals: hours saved, enquiries resolved and new customers.',
      ],
    ],
    [
      'headphones',
      ['Acompañamiento cercano', 'Hands-on support'],
      [
        'Hablas directamente con quien construye tu solución y recibes respuesta en menos de 24 horas.',
        'You talk directly to the person building your solution and get a reply in under 24 hours.',
      ],
    ],
  ]),
  quote: {
    text: lt(
      'La tecnología no debería ser un lujo. Mi trabajo es que tu negocio atienda como uno grande, sin que tengas que trabajar más horas.',
      'Technology should not be a luxury. My job is to make your business serve customers like a big one, without you working longer hours.',
    ),
    author: 'Andrés Rivera',
  },
  process: stepsSection(
    heading(
      ['Cómo trabajamos', 'How we work'],
      [
        'Un proceso simple y transparente, de la primera llamada a los resultados.',
        'A simple, transparent process, from the first call to results.',
      ],
    ),
    [
      [
        ['Escuchamos', 'We listen'],
        [
          'Conocemos tu negocio, tus clientes y las tareas que hoy te roban más tiempo.',
          'We learn about your business, your customers and the tasks that eat up most of your time.',
        ],
      ],
      [
        ['Diseñamos la solución', 'We design the solution'],
        [
          'Te proponemos lo que más impacto tendrá, con precio fijo y fecha de entrega.',
          'We propose what will have the biggest impact, with a fixed price and delivery date.',
        ],
      ],
      [
        ['Implementamos rápido', 'We implement fast'],
        [
          'Construimos y probamos todo contigo; tu página web queda lista en menos de 7 días.',
          'We build and test everything with you; your website is ready in under 7 days.',
        ],
      ],
      [
        ['Medimos y mejoramos', 'We measure and improve'],
        [
          'Revisamos los resultados contigo y ajustamos para que el retorno llegue en menos de 60 días.',
          'We review the results with you and fine-tune so the return arrives in under 60 days.',
        ],
      ],
    ],
  ),
  cta: callToAction({
    title: ['Conversemos sobre tu negocio', 'Let’s talk about your business'],
    text: [
      'Una llamada de 30 minutos, gratis y sin compromiso, para ver cómo la IA puede ayudarte.',
      'A free 30-minute call, with no strings attached, to see how AI can help you.',
    ],
    buttonLabel: ['Agenda tu consulta gratis', 'Book a free consultation'],
  }),
}
