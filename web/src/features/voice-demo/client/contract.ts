import type { Language } from '../../../i18n/language'

/**
 * The part of `@vapi-ai/web`'s `Vapi` class the widget uses. The real SDK satisfies it as it is and
 * the fake mirrors it, so the widget cannot tell them apart.
 */
export type VoiceClientEvents = {
  'call-start': () => void
  'call-end': () => void
  'speech-start': () => void
  'speech-end': () => void
  message: (message: unknown) => void
  error: (error: unknown) => void
  'camera-error': (error: unknown) => void
}
export type VoiceClientEvent = keyof VoiceClientEvents

export interface VoiceClient {
  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown
  removeListener<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]): unknown
  /** Resolves the call, or null when it could not start (the reason arrives as an `error` event). */
  start(assistantId: string): Promise<unknown>
  stop(): Promise<void>
  setMuted(muted: boolean): void
}

export type VoiceClientChoice =
  { kind: 'vapi'; publicKey: string; assistantId: string } | { kind: 'fake'; assistantId: string; language: Language }

export type CreateVoiceClient = (choice: VoiceClientChoice) => Promise<VoiceClient>
