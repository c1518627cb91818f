import type { FixtureDocument } from '../helpers'
import { service } from './service'

/** The website and automation services. */
export const webAndAutomationServices: FixtureDocument[] = [
  service('webCreation', 3, {
    icon: 'globe',
    gradient: 'emerald',
    title: ['Creación de páginas web rápidas', 'Fast Website Creation'],
    tagline: ['Tu sitio profesional, listo en menos de 7 días', 'Your professional website, ready in under 7 days'],
    bullets: {
      es: [
        'Páginas hasta 3x más rápidas',
        'Hosting y dominio incluidos (1\u00a0año)',
        'Botón de WhatsApp, Google Maps y SEO básico',
      ],
      en: [
        'Pages up to 3x faster',
        'Hosting and domain included (1\u00a0year)',
        'WhatsApp button, Google Maps and basic SEO',
      ],
    },
    badge: ['Entrega en menos de 7 días', 'Delivered in under 7 days'],
    modalSummary: [
      'Una página web moderna que carga rápido en cualquier celular, aparece en Google y convierte visitas en mensajes de WhatsApp. Nos encargamos de todo: diseño, textos, dominio, hosting y correo profesional.',
      'A modern website that loads fast on any phone, shows up on Google and turns visits into WhatsApp messages. We take care of everything: design, copy, domain, hosting and professional email.',
    ],
    modalBenefits: {
      es: [
        'Dominio y hosting por 1 año incluidos',
        'Correo profesional con el nombre de tu negocio',
        'Botón de contacto y WhatsApp en cada página',
        'Integración con Google Maps y SEO básico',
      ],
      en: [
        'Domain and hosting for 1 year included',
        'Professional email with your business name',
        'Contact and WhatsApp button on every page',
        'Google Maps integration and basic SEO',
      ],
    },
    modalResults: {
      es: [
        'Páginas hasta 3x más rápidas que un sitio promedio',
        'Tu sitio publicado en menos de 7 días',
        'Garantía de devolución de dinero si el resultado no te convence',
      ],
      en: [
        'Pages up to 3x faster than an average site',
        'Your site live in under 7 days',
        'Money-back guarantee if the result does not convince you',
      ],
    },
  }),
  service('automation', 4, {
    icon: 'workflow',
    gradient: 'amber',
    title: ['Automatizaciones a la medida', 'Custom Automations'],
    tagline: ['Deja que las tareas repetitivas se hagan solas', 'Let repetitive tasks run themselves'],
    bullets: {
      es: [
        'Conecta WhatsApp, correo, hojas de cálculo y tu CRM',
        'Ahorra 10+ horas por semana',
        'Menos errores de digitación y olvidos',
      ],
      en: [
        'Connects WhatsApp, email, spreadsheets and your CRM',
        'Saves 10+ hours per week',
        'Fewer typing mistakes and forgotten follow-ups',
      ],
    },
    badge: ['Ahorra 10+ horas/semana', 'Saves 10+ hours/week'],
    modalSummary: [
      'Revisamos cómo trabaja tu equipo y automatizamos lo que se repite: cotizaciones, recordatorios, facturas, reportes y seguimiento de clientes. Tus herramientas se hablan entre sí y la información fluye sola.',
      'We look at how your team works and automate what repeats: quotes, reminders, invoices, reports and customer follow-up. Your tools talk to each other and information flows on its own.',
    ],
    modalBenefits: {
      es: [
        'Procesos que corren solos, día y noche',
        'Datos siempre al día en un solo lugar',
        'Recordatorios automáticos a clientes y proveedores',
        'Tu equipo se enfoca en lo que genera dinero',
      ],
      en: [
        'Processes that run on their own, day and night',
        'Data always up to date in one place',
        'Automatic reminders to customers and suppliers',
        'Your team focuses on what makes money',
      ],
    },
    modalResults: {
      es: [
        '10+ horas por semana de vuelta para tu equipo',
        'Retorno de la inversión en menos de sesenta días',
        'Respuesta a cada cliente en minutos, no en días',
      ],
      en: [
        '10+ hours per week back for your team',
        'Return on investment in under sixty days',
        'Every customer answered in minutes, not days',
      ],
    },
  }),
]
