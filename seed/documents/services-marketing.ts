import type { FixtureDocument } from '../helpers'
import { service } from './service'

/** The content and lead generation services. */
export const marketingServices: FixtureDocument[] = [
  service('contentCreation', 5, {
    icon: 'sparkles',
    gradient: 'rose',
    title: ['Creación automática de contenido', 'Automatic Content Creation'],
    tagline: [
      'Publica con constancia sin pasar horas frente a la pantalla',
      'Post consistently without spending hours at the screen',
    ],
    bullets: {
      es: [
        'Posts, textos y blogs con la voz de tu marca',
        'Calendario de publicaciones automático',
        'Tú apruebas todo antes de publicar',
      ],
      en: [
        'Posts, captions and blogs in your brand’s voice',
        'Automatic publishing calendar',
        'You approve everything before it goes out',
      ],
    },
    badge: ['Contenido todas las semanas', 'Content every week'],
    modalSummary: [
      'Un sistema que prepara ideas, textos e imágenes para tus redes y tu blog a partir de lo que vende tu negocio. Tú revisas y apruebas; nosotros nos encargamos de que salga a tiempo, todas las semanas.',
      'A system that prepares ideas, copy and images for your social media and blog from what your business sells. You review and approve; we make sure it goes out on time, every week.',
    ],
    modalBenefits: {
      es: [
        'Presencia constante en redes sin contratar un equipo',
        'Contenido pensado para tus clientes salvadoreños',
        'Ideas nuevas cada semana basadas en tus productos',
        'Publicación programada en tus canales',
      ],
      en: [
        'A steady social media presence without hiring a team',
        'Content written for your Salvadoran customers',
        'Fresh ideas every week based on your products',
        'Scheduled publishing on your channels',
      ],
    },
    modalResults: {
      es: [
        'Publicaciones constantes todas las semanas',
        'Horas de redacción ahorradas cada mes',
        'Más consultas que llegan desde tus redes',
      ],
      en: [
        'Consistent posts every single week',
        'Hours of writing saved every month',
        'More enquiries coming from your social media',
      ],
    },
  }),
  service('leadGeneration', 6, {
    icon: 'target',
    gradient: 'indigo',
    title: ['Motor de generación de clientes', 'Lead Generation Engine'],
    tagline: ['Un flujo constante de clientes potenciales calificados', 'A steady flow of qualified prospects'],
    bullets: {
      es: [
        'Captura prospectos desde anuncios, web y redes',
        'Califica y da seguimiento automático',
        'Respuesta inmediata a cada nuevo contacto',
      ],
      en: [
        'Captures prospects from ads, your website and social media',
        'Qualifies and follows up automatically',
        'Instant reply to every new contact',
      ],
    },
    badge: ['Más clientes, menos esfuerzo', 'More clients, less effort'],
    modalSummary: [
      'Conectamos tus anuncios, tu página web y tus redes con un sistema que responde a cada interesado en segundos, le hace las preguntas correctas y te entrega solo los contactos listos para comprar.',
      'We connect your ads, website and social media to a system that replies to every prospect within seconds, asks the right questions and hands you only the contacts ready to buy.',
    ],
    modalBenefits: {
      es: [
        'Ningún prospecto se queda sin respuesta',
        'Seguimiento automático por WhatsApp y correo',
        'Tu equipo de ventas habla solo con gente interesada',
        'Todos tus contactos ordenados en un solo lugar',
      ],
      en: [
        'No prospect is left without a reply',
        'Automatic follow-up by WhatsApp and email',
        'Your sales team only talks to interested people',
        'All your contacts organised in one place',
      ],
    },
    modalResults: {
      es: [
        'Respuesta a cada prospecto en menos de 3 segundos',
        'Más citas de venta agendadas cada semana',
        'Retorno de la inversión en menos de 60 días',
      ],
      en: [
        'Every prospect answered in under 3 seconds',
        'More sales meetings booked every week',
        'Return on investment in under 60 days',
      ],
    },
  }),
]
