import { defineMessages } from '../../i18n/feature-messages'
import type { ServiceKey } from '../../../../schemas/constants'
import type { ContactErrorKey } from './contact-values'

type FieldText = { label: string; placeholder: string }

/** The contact form's strings (product §3 placeholders, §4 states, §8 toasts) in both languages. */
export const contactMessages = defineMessages<{
  fields: Record<'nombre' | 'negocio' | 'telefono' | 'correo' | 'website' | 'servicio' | 'necesidades', FieldText>
  services: Record<ServiceKey, string>
  errors: Record<ContactErrorKey, string> & { tooMany: string; invalidRequest: string; unavailable: string }
  required: string
  submit: string
  sending: string
  successMessage: string
  successDescription: string
  errorMessage: string
  errorDescription: string
  dismiss: string
  honeypot: string
}>({
  es: {
    fields: {
      nombre: { label: 'Nombre', placeholder: 'p.\u00a0ej. Ana Martínez' },
      negocio: { label: 'Negocio', placeholder: 'p.\u00a0ej. Pupusería La Ceiba' },
      telefono: { label: 'Teléfono (WhatsApp)', placeholder: 'p.\u00a0ej. +503 7123-4567' },
      correo: { label: 'Correo electrónico', placeholder: 'p.\u00a0ej. ana@tunegocio.com' },
      website: { label: 'Sitio web actual (opcional)', placeholder: 'p.\u00a0ej. tunegocio.com' },
      servicio: { label: 'Servicio', placeholder: 'Elige uno (opcional)' },
      necesidades: { label: 'Necesidades', placeholder: 'p.\u00a0ej. quiero que mis clientes reserven por WhatsApp' },
    },
    services: {
      chatbots: 'Chatbots con IA',
      voiceAssistants: 'Asistentes de voz',
      webCreation: 'Creación de páginas web',
      automation: 'Automatización de procesos',
      contentCreation: 'Creación de contenido',
      leadGeneration: 'Generación de clientes',
    },
    errors: {
      required: 'Este campo es obligatorio',
      email: 'Por favor ingresa un correo válido',
      phone: 'Escribe un teléfono con sus números, por ejemplo +503 7123-4567',
      tooLong: 'El texto es demasiado largo',
      service: 'Elige uno de los servicios de la lista',
      tooMany: 'Demasiados envíos seguidos. Por favor intenta de nuevo en unos minutos.',
      invalidRequest: 'La solicitud no es válida',
      unavailable: 'No pudimos guardar tu mensaje. Por favor intenta de nuevo en un momento.',
    },
    required: '(obligatorio)',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    successMessage: 'Mensaje enviado con éxito',
    successDescription: 'Nos pondremos en contacto contigo muy pronto.',
    errorMessage: 'Error al enviar el mensaje',
    errorDescription: 'Por favor intenta de nuevo o contáctanos directamente.',
    dismiss: 'Cerrar aviso',
    honeypot: 'No llenes este campo',
  },
  en: {
    fields: {
      nombre: { label: 'Name', placeholder: 'e.g. Ana Martínez' },
      negocio: { label: 'Business', placeholder: 'e.g. Pupusería La Ceiba' },
      telefono: { label: 'Phone (WhatsApp)', placeholder: 'e.g. +503 7123-4567' },
      correo: { label: 'E-mail', placeholder: 'e.g. ana@yourbusiness.com' },
      website: { label: 'Current website (optional)', placeholder: 'e.g. yourbusiness.com' },
      servicio: { label: 'Service', placeholder: 'Choose one (optional)' },
      necesidades: { label: 'Needs', placeholder: 'e.g. I want my customers to book on WhatsApp' },
    },
    services: {
      chatbots: 'AI chatbots',
      voiceAssistants: 'Voice assistants',
      webCreation: 'Website creation',
      automation: 'Process automation',
      contentCreation: 'Content creation',
      leadGeneration: 'Lead generation',
    },
    errors: {
      required: 'This field is required',
      email: 'Please enter a valid e-mail',
      phone: 'Enter a phone number with its digits, for example +503 7123-4567',
      tooLong: 'The text is too long',
      service: 'Choose one of the listed services',
      tooMany: 'Too many submissions in a row. Please try again in a few minutes.',
      invalidRequest: 'The request is not valid',
      unavailable: 'We could not save your message. Please try again in a moment.',
    },
    required: '(required)',
    submit: 'Send message',
    sending: 'Sending…',
    successMessage: 'Message sent successfully',
    successDescription: 'We will get in touch with you very soon.',
    errorMessage: 'Error sending message',
    errorDescription: 'Please try again or contact us directly.',
    dismiss: 'Dismiss notice',
    honeypot: 'Leave this field empty',
  },
})
