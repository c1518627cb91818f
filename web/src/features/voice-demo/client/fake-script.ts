import type { Language } from '../../../i18n/language'
import type { VoiceClientEvent } from './contract'

/** One thing the fake assistant does, some time after the previous one. */
export type FakeStep = { event: VoiceClientEvent; payload?: unknown }

const turn = (role: 'user' | 'assistant', text: string): FakeStep[] => {
  const transcript = (transcriptType: 'partial' | 'final', words: string) => ({
    event: 'message' as const,
    payload: { type: 'transcript', role, transcriptType, transcript: words },
  })
  const partial = transcript('partial', text.split(' ').slice(0, 3).join(' '))
  // The real SDK reports the assistant's audio with speech-start/-end and the visitor's speech with
  // `speech-update` messages (docs/voice-demo.md); the fake does the same.
  if (role === 'assistant') {
    return [{ event: 'speech-start' }, partial, transcript('final', text), { event: 'speech-end' }]
  }
  const speech = (status: 'started' | 'stopped') => ({
    event: 'message' as const,
    payload: { type: 'speech-update', role: 'user', status },
  })
  return [speech('started'), partial, transcript('final', text), speech('stopped')]
}

/** Assistant and visitor take turns, the assistant first. */
const lines: Record<Language, string[]> = {
  es: [
    '¡Hola! Soy el asistente de voz de la demo. ¿En qué te puedo ayudar?',
    'Quiero agendar una cita para el viernes.',
    'Con gusto. Tengo espacio el viernes a las diez de la mañana. ¿Te la reservo?',
    'Sí, por favor.',
    'Listo: tu cita quedó para el viernes a las diez. Te enviaremos un recordatorio. ¡Gracias por llamar!',
  ],
  en: [
    'Hi! I’m the demo voice assistant. How can I help you?',
    'I’d like to book an appointment for Friday.',
    'Happy to. I have Friday at ten in the morning free. Shall I book it?',
    'Yes, please.',
    'Done: you’re booked for Friday at ten. We’ll send you a reminder. Thanks for calling!',
  ],
}

/** A short scripted conversation for development and the browser journeys, in the page's language. */
export function fakeConversation(language: Language): FakeStep[] {
  const turns = lines[language].flatMap((text, index) => turn(index % 2 ? 'user' : 'assistant', text))
  return [{ event: 'call-start' }, ...turns]
}
