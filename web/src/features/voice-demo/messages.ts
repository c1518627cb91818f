import { defineMessages } from '../../i18n/feature-messages'

/** product §2 and §8: the widget's texts, Spanish as specified, English alongside. */
export const voiceDemoMessages = defineMessages({
  es: {
    label: 'Demo del asistente de voz',
    start: 'Iniciar llamada',
    hangUp: 'Colgar',
    unmuted: 'Audio',
    muted: 'Silenciado',
    transcriptTitle: 'Conversación:',
    roles: { user: 'Tú:', assistant: 'Asistente:' },
    status: {
      idle: 'Toca el botón para hablar',
      connecting: 'Conectando…',
      ended: 'Llamada finalizada',
      waiting: 'Esperando…',
      listening: 'Escuchando…',
      thinking: 'Procesando…',
      speaking: 'Asistente hablando…',
    },
    errors: {
      connection: 'Error de conexión. Por favor intenta de nuevo.',
      init: 'No se pudo inicializar el asistente de voz',
      startFailed: 'No se pudo iniciar la llamada',
      microphone: 'No pudimos usar tu micrófono. Permite el acceso al micrófono en tu navegador e intenta de nuevo.',
    },
    unavailable: {
      label: 'Asistente de voz no disponible',
      text: 'La demo en vivo aún no está activa. Agenda tu consulta gratis y te mostramos el asistente, o escríbenos por\u00a0WhatsApp.',
      book: 'Agenda tu consulta gratis',
    },
  },
  en: {
    label: 'Voice assistant demo',
    start: 'Start call',
    hangUp: 'Hang up',
    unmuted: 'Audio',
    muted: 'Muted',
    transcriptTitle: 'Conversation:',
    roles: { user: 'You:', assistant: 'Assistant:' },
    status: {
      idle: 'Tap the button to talk',
      connecting: 'Connecting…',
      ended: 'Call ended',
      waiting: 'Waiting…',
      listening: 'Listening…',
      thinking: 'Processing…',
      speaking: 'Assistant speaking…',
    },
    errors: {
      connection: 'Connection error. Please try again.',
      init: 'The voice assistant could not be initialised',
      startFailed: 'The call could not be started',
      microphone: 'We couldn’t use your microphone. Allow microphone access in your browser and try again.',
    },
    unavailable: {
      label: 'Voice assistant unavailable',
      text: 'The live demo is not switched on yet. Book a free consultation and we will show you the assistant, or message us on\u00a0WhatsApp.',
      book: 'Book a free consultation',
    },
  },
})
