import * as z from 'zod/mini'
import type { VoiceClient, VoiceClientEvent, VoiceClientEvents } from './client/contract'
import type { VoiceAction, VoiceErrorKind } from './state'

/**
 * What the SDK's events mean for the widget. Loaded with the client, on the first click, so its
 * schemas cost the initial page nothing (zod/mini: a quarter of the classic API's bytes).
 */
const role = z.enum(['user', 'assistant'])

// The SDK's ClientMessageTranscript: `type` is 'transcript' or "transcript[transcriptType='final']".
const transcriptMessage = z.object({
  type: z.string().check(z.startsWith('transcript')),
  role,
  transcriptType: z.enum(['partial', 'final']),
  transcript: z.string(),
})
const speechUpdate = z.object({ type: z.literal('speech-update'), role, status: z.enum(['started', 'stopped']) })
const callEnded = z.object({ type: z.literal('status-update'), status: z.literal('ended') })

export function messageAction(message: unknown): VoiceAction | null {
  const transcript = transcriptMessage.safeParse(message)
  if (transcript.success) {
    const { transcriptType, role, transcript: text } = transcript.data
    // Partial transcripts are replaced by the final one; only final lines are kept (product §4).
    return transcriptType === 'final' && text.trim() ? { type: 'transcript', entry: { role, text: text.trim() } } : null
  }
  const speech = speechUpdate.safeParse(message)
  // The visitor's speech only: the assistant's comes from its audio (speech-start / speech-end).
  if (speech.success && speech.data.role === 'user') {
    return { type: speech.data.status === 'started' ? 'userSpeechStarted' : 'userSpeechEnded' }
  }
  return callEnded.safeParse(message).success ? { type: 'ended' } : null
}

/** SDK error types after which the call goes on (product §8): noise cancellation, autoplay, recording. */
const nonFatalErrorTypes = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'audio-start-failed',
  'video-recording-setup-error',
])

const microphoneProblem = /NotAllowedError|NotFoundError|NotReadableError|permission|not-allowed|denied|mic-in-use/i
const networkProblem = /fetch|network|offline|connection|call object bundle|timed? ?out|ERR_INTERNET/i

function describe(error: unknown): string {
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}

/** Which message a fatal SDK error shows, or null for one that must not end the call. */
export function classifyError(error: unknown): VoiceErrorKind | null {
  const type = (error as { type?: unknown } | null)?.type
  if (typeof type === 'string' && nonFatalErrorTypes.has(type)) return null
  const text = describe(error)
  if (microphoneProblem.test(text)) return 'microphone'
  if (type === 'daily-error' || networkProblem.test(text)) return 'connection'
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'connection'
  return 'startFailed'
}

type Sink = { action: (action: VoiceAction) => void; fail: (error: VoiceErrorKind) => void }
type Handlers = { [E in VoiceClientEvent]: VoiceClientEvents[E] }

/** Subscribes the widget to a client; returns the function that removes every listener again. */
export function bindVoiceEvents(client: VoiceClient, sink: Sink): () => void {
  const handlers: Handlers = {
    // The SDK turns the assistant's 'listening' message into call-start (docs/voice-demo.md).
    'call-start': () => sink.action({ type: 'connected' }),
    'call-end': () => sink.action({ type: 'ended' }),
    'speech-start': () => sink.action({ type: 'assistantSpeechStarted' }),
    'speech-end': () => sink.action({ type: 'assistantSpeechEnded' }),
    message: (message) => {
      const action = messageAction(message)
      if (action) sink.action(action)
    },
    error: (error) => {
      const kind = classifyError(error)
      if (kind) sink.fail(kind)
      else console.warn('[voice-demo] the call goes on after a non-fatal error', error)
    },
    // Daily reports every microphone failure here; a call nobody can speak into is over.
    'camera-error': () => sink.fail('microphone'),
  }
  const events = Object.keys(handlers) as VoiceClientEvent[]
  const each = (apply: <E extends VoiceClientEvent>(event: E, handler: VoiceClientEvents[E]) => void) =>
    events.forEach((event) => apply(event, handlers[event]))
  each((event, handler) => client.on(event, handler))
  return () => each((event, handler) => client.removeListener(event, handler))
}
