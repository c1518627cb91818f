import { defineMessages } from '../../i18n/feature-messages'

export const bookingMessages = defineMessages({
  es: {
    region: 'Calendario de reservas',
    loading: 'Cargando el calendario…',
    text: 'Elige el día y la hora que mejor te queden para tu consulta gratis de 30\u00a0minutos.',
    failed: 'No pudimos mostrar el calendario aquí. Puedes reservar tu consulta directamente en la página de reservas.',
    open: 'Abrir el calendario',
  },
  en: {
    region: 'Booking calendar',
    loading: 'Loading the calendar…',
    text: 'Pick the day and time that suit you best for your free 30-minute consultation.',
    failed: 'We couldn’t show the calendar here. You can book your consultation directly on the booking page.',
    open: 'Open the calendar',
  },
})
