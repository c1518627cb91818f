import type { GradientName, IconName, ServiceKey } from '../../schemas/constants'
import type { FixtureDocument, Pair } from '../helpers'
import { list, ls, lt } from '../helpers'

type Lists = { es: readonly string[]; en: readonly string[] }
type ServiceInput = {
  icon: IconName
  gradient: GradientName
  title: Pair
  tagline: Pair
  bullets: Lists
  badge: Pair
  modalSummary: Pair
  modalBenefits: Lists
  modalResults: Lists
}

const service = (key: ServiceKey, order: number, input: ServiceInput): FixtureDocument => ({
  _id: `service-${key}`,
  _type: 'service',
  key,
  order,
  icon: input.icon,
  gradient: input.gradient,
  title: ls(...input.title),
  tagline: ls(...input.tagline),
  bullets: list(input.bullets.es, input.bullets.en),
  badge: ls(...input.badge),
  modalSummary: lt(...input.modalSummary),
  modalBenefits: list(input.modalBenefits.es, input.modalBenefits.en),
  modalResults: list(input.modalResults.es, input.modalResults.en),
})

export const services: FixtureDocument[] = [
  service('chatbots', 1, {
    icon: 'bot',
    gradient: 'cyan',
    title: ['Chatbots y Agentes de IA', 'Chatbots & AI Agents'],
    tagline: ['Atiende, vende y agenda 24/7 sin contratar más personal', 'Serve, sell and book 24/7 without hiring more staff'],
    bullets: {
      es: ['Disponible 24/7 en WhatsApp, tu web e Instagram', 'Resuelve el 95% de las consultas sin ayuda', 'Agenda citas y guarda los datos de cada cliente'],
      en: ['Available 24/7 on WhatsApp, your website and Instagram', 'Resolves 95% of enquiries on its own', 'Books appointments and saves every customer’s details'],
    },
    badge: ['Disponible 24/7', 'Available 24/7'],
    modalSummary: [
      'Un asistente entrenado con la información de tu negocio que contesta preguntas, recomienda productos, toma pedidos y agenda citas por escrito, a cualquier hora. Cuando algo necesita a una persona, te pasa la conversación con todo el contexto.',
      'An assistant trained on your business information that answers questions, recommends products, takes orders and books appointments in writing, at any hour. When something needs a person, it hands the conversation to you with the full context.',
    ],
    modalBenefits: {
      es: ['Respuestas inmediatas, también de noche y en feriados', 'Tu equipo deja de contestar siempre las mismas preguntas', 'Cada conversación queda registrada con los datos del cliente', 'Habla como tu marca, en español natural'],
      en: ['Instant answers, at night and on holidays too', 'Your team stops answering the same questions over and over', 'Every conversation is logged with the customer’s details', 'Speaks like your brand, in natural Spanish'],
    },
    modalResults: {
      es: ['95% de las consultas resueltas sin intervención humana', 'Nadie espera más de 3 segundos por una respuesta', 'Retorno de la inversión en menos de 60 días'],
      en: ['95% of enquiries resolved without human intervention', 'Nobody waits more than 3 seconds for an answer', 'Return on investment in under 60 days'],
    },
  }),
  service('voiceAssistants', 2, {
    icon: 'mic',
    gradient: 'violet',
    title: ['Asistentes de Voz con IA', 'AI Voice Assistants'],
    tagline: ['Contesta cada llamada con una voz natural, a cualquier hora', 'Answer every call with a natural voice, at any hour'],
    bullets: {
      es: ['Contesta llamadas 24/7, sin tonos de espera', 'Agenda citas y toma pedidos por teléfono', '70% más eficiente que un humano en llamadas repetitivas'],
      en: ['Answers calls 24/7, with no hold music', 'Books appointments and takes orders by phone', '70% more efficient than a human on repetitive calls'],
    },
    badge: ['70% más eficiente', '70% more efficient'],
    modalSummary: [
      'Una recepcionista virtual que contesta el teléfono de tu negocio con voz natural, entiende el español salvadoreño, responde dudas, agenda citas y transfiere a tu equipo las llamadas que lo necesitan.',
      'A virtual receptionist that answers your business phone with a natural voice, understands Salvadoran Spanish, answers questions, books appointments and transfers the calls that need your team.',
    ],
    modalBenefits: {
      es: ['Ninguna llamada perdida, ni en hora de almuerzo', 'Tu personal se dedica a atender en persona', 'Cada llamada queda transcrita y resumida', 'Horarios, mensajes y tono configurados a tu medida'],
      en: ['No missed calls, not even at lunchtime', 'Your staff focus on the customers in front of them', 'Every call is transcribed and summarised', 'Hours, messages and tone set up your way'],
    },
    modalResults: {
      es: ['70% más eficiente que un humano en llamadas repetitivas', 'Nadie espera más de 3 segundos para ser atendido', 'Disponible 24/7, los 365 días del año'],
      en: ['70% more efficient than a human on repetitive calls', 'Nobody waits more than 3 seconds to be answered', 'Available 24/7, 365 days a year'],
    },
  }),
  service('webCreation', 3, {
    icon: 'globe',
    gradient: 'emerald',
    title: ['Creación de Páginas Web Rápidas', 'Fast Website Creation'],
    tagline: ['Tu sitio profesional, listo en menos de 7 días', 'Your professional website, ready in under 7 days'],
    bullets: {
      es: ['Páginas hasta 3x más rápidas', 'Hosting y dominio incluidos (1 año)', 'Botón de WhatsApp, Google Maps y SEO básico'],
      en: ['Pages up to 3x faster', 'Hosting and domain included (1 year)', 'WhatsApp button, Google Maps and basic SEO'],
    },
    badge: ['Entrega en menos de 7 días', 'Delivered in under 7 days'],
    modalSummary: [
      'Una página web moderna que carga rápido en cualquier celular, aparece en Google y convierte visitas en mensajes de WhatsApp. Nos encargamos de todo: diseño, textos, dominio, hosting y correo profesional.',
      'A modern website that loads fast on any phone, shows up on Google and turns visits into WhatsApp messages. We take care of everything: design, copy, domain, hosting and professional email.',
    ],
    modalBenefits: {
      es: ['Dominio y hosting por 1 año incluidos', 'Correo profesional con el nombre de tu negocio', 'Botón de contacto y WhatsApp en cada página', 'Integración con Google Maps y SEO básico'],
      en: ['Domain and hosting for 1 year included', 'Professional email with your business name', 'Contact and WhatsApp button on every page', 'Google Maps integration and basic SEO'],
    },
    modalResults: {
      es: ['Páginas hasta 3x más rápidas que un sitio promedio', 'Tu sitio publicado en menos de 7 días', 'Garantía de devolución de dinero si el resultado no te convence'],
      en: ['Pages up to 3x faster than an average site', 'Your site live in under 7 days', 'Money-back guarantee if the result does not convince you'],
    },
  }),
  service('automation', 4, {
    icon: 'workflow',
    gradient: 'amber',
    title: ['Automatizaciones a la Medida', 'Custom Automations'],
    tagline: ['Deja que las tareas repetitivas se hagan solas', 'Let repetitive tasks run themselves'],
    bullets: {
      es: ['Conecta WhatsApp, correo, hojas de cálculo y tu CRM', 'Ahorra 10+ horas por semana', 'Menos errores de digitación y olvidos'],
      en: ['Connects WhatsApp, email, spreadsheets and your CRM', 'Saves 10+ hours per week', 'Fewer typing mistakes and forgotten follow-ups'],
    },
    badge: ['Ahorra 10+ horas/semana', 'Saves 10+ hours/week'],
    modalSummary: [
      'Revisamos cómo trabaja tu equipo y automatizamos lo que se repite: cotizaciones, recordatorios, facturas, reportes y seguimiento de clientes. Tus herramientas se hablan entre sí y la información fluye sola.',
      'We look at how your team works and automate what repeats: quotes, reminders, invoices, reports and customer follow-up. Your tools talk to each other and information flows on its own.',
    ],
    modalBenefits: {
      es: ['Procesos que corren solos, día y noche', 'Datos siempre al día en un solo lugar', 'Recordatorios automáticos a clientes y proveedores', 'Tu equipo se enfoca en lo que genera dinero'],
      en: ['Processes that run on their own, day and night', 'Data always up to date in one place', 'Automatic reminders to customers and suppliers', 'Your team focuses on what makes money'],
    },
    modalResults: {
      es: ['10+ horas por semana de vuelta para tu equipo', 'Retorno de la inversión en menos de sesenta días', 'Respuesta a cada cliente en minutos, no en días'],
      en: ['10+ hours per week back for your team', 'Return on investment in under sixty days', 'Every customer answered in minutes, not days'],
    },
  }),
  service('contentCreation', 5, {
    icon: 'sparkles',
    gradient: 'rose',
    title: ['Creación Automática de Contenido', 'Automatic Content Creation'],
    tagline: ['Publica con constancia sin pasar horas frente a la pantalla', 'Post consistently without spending hours at the screen'],
    bullets: {
      es: ['Posts, textos y blogs con la voz de tu marca', 'Calendario de publicaciones automático', 'Tú apruebas todo antes de publicar'],
      en: ['Posts, captions and blogs in your brand’s voice', 'Automatic publishing calendar', 'You approve everything before it goes out'],
    },
    badge: ['Contenido todas las semanas', 'Content every week'],
    modalSummary: [
      'Un sistema que prepara ideas, textos e imágenes para tus redes y tu blog a partir de lo que vende tu negocio. Tú revisas y apruebas; nosotros nos encargamos de que salga a tiempo, todas las semanas.',
      'A system that prepares ideas, copy and images for your social media and blog from what your business sells. You review and approve; we make sure it goes out on time, every week.',
    ],
    modalBenefits: {
      es: ['Presencia constante en redes sin contratar un equipo', 'Contenido pensado para tus clientes salvadoreños', 'Ideas nuevas cada semana basadas en tus productos', 'Publicación programada en tus canales'],
      en: ['A steady social media presence without hiring a team', 'Content written for your Salvadoran customers', 'Fresh ideas every week based on your products', 'Scheduled publishing on your channels'],
    },
    modalResults: {
      es: ['Publicaciones constantes todas las semanas', 'Horas de redacción ahorradas cada mes', 'Más consultas que llegan desde tus redes'],
      en: ['Consistent posts every single week', 'Hours of writing saved every month', 'More enquiries coming from your social media'],
    },
  }),
  service('leadGeneration', 6, {
    icon: 'target',
    gradient: 'indigo',
    title: ['Motor de Generación de Leads', 'Lead Generation Engine'],
    tagline: ['Un flujo constante de clientes potenciales calificados', 'A steady flow of qualified prospects'],
    bullets: {
      es: ['Captura prospectos desde anuncios, web y redes', 'Califica y da seguimiento automático', 'Respuesta inmediata a cada nuevo contacto'],
      en: ['Captures prospects from ads, your website and social media', 'Qualifies and follows up automatically', 'Instant reply to every new contact'],
    },
    badge: ['Más clientes, menos esfuerzo', 'More clients, less effort'],
    modalSummary: [
      'Conectamos tus anuncios, tu página web y tus redes con un sistema que responde a cada interesado en segundos, le hace las preguntas correctas y te entrega solo los contactos listos para comprar.',
      'We connect your ads, website and social media to a system that replies to every prospect within seconds, asks the right questions and hands you only the contacts ready to buy.',
    ],
    modalBenefits: {
      es: ['Ningún prospecto se queda sin respuesta', 'Seguimiento automático por WhatsApp y correo', 'Tu equipo de ventas habla solo con gente interesada', 'Todos tus contactos ordenados en un solo lugar'],
      en: ['No prospect is left without a reply', 'Automatic follow-up by WhatsApp and email', 'Your sales team only talks to interested people', 'All your contacts organised in one place'],
    },
    modalResults: {
      es: ['Respuesta a cada prospecto en menos de 3 segundos', 'Más citas de venta agendadas cada semana', 'Retorno de la inversión en menos de 60 días'],
      en: ['Every prospect answered in under 3 seconds', 'More sales meetings booked every week', 'Return on investment in under 60 days'],
    },
  }),
]
