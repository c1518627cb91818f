/**
 * The voice demo's state (product §3) and its transitions (product §4), as a pure reducer so every
 * transition is testable without a browser or an SDK.
 */
export type CallStatus = 'idle' | 'connecting' | 'active' | 'ended'
export type Activity = 'idle' | 'listening' | 'thinking' | 'speaking'
export type VoiceErrorKind = 'connection' | 'init' | 'startFailed' | 'microphone'
export type TranscriptEntry = { role: 'user' | 'assistant'; text: string }

export type VoiceState = {
  status: CallStatus
  activity: Activity
  muted: boolean
  transcript: TranscriptEntry[]
  error: VoiceErrorKind | null
}

export type VoiceAction =
  | { type: 'start' }
  | { type: 'connected' }
  | { type: 'assistantSpeechStarted' }
  | { type: 'assistantSpeechEnded' }
  | { type: 'userSpeechStarted' }
  | { type: 'userSpeechEnded' }
  | { type: 'transcript'; entry: TranscriptEntry }
  | { type: 'muted'; muted: boolean }
  | { type: 'ended' }
  | { type: 'reset' }
  | { type: 'failed'; error: VoiceErrorKind }

export const initialVoiceState: VoiceState = {
  status: 'idle',
  activity: 'idle',
  muted: false,
  transcript: [],
  error: null,
}

const inCall = (state: VoiceState) => state.status === 'connecting' || state.status === 'active'

function activity(state: VoiceState, next: Activity, onlyFrom?: Activity): VoiceState {
  if (state.status !== 'active' || (onlyFrom && state.activity !== onlyFrom)) return state
  return { ...state, activity: next }
}

export function voiceReducer(state: VoiceState, action: VoiceAction): VoiceState {
  switch (action.type) {
    case 'start':
      // Starting clears the error and the transcript of the previous call.
      return inCall(state) ? state : { ...initialVoiceState, status: 'connecting' }
    case 'connected':
      return state.status === 'connecting' ? { ...state, status: 'active', activity: 'idle' } : state
    // The assistant's audio started: what the visitor hears is the assistant speaking.
    case 'assistantSpeechStarted':
      return activity(state, 'speaking')
    // Its audio stopped; unless the visitor already barged in, the assistant now waits for them.
    case 'assistantSpeechEnded':
      return activity(state, 'idle', 'speaking')
    case 'userSpeechStarted':
      return activity(state, 'listening')
    // The visitor stopped talking: the assistant is working out its answer.
    case 'userSpeechEnded':
      return activity(state, 'thinking', 'listening')
    case 'transcript':
      return inCall(state) ? { ...state, transcript: [...state.transcript, action.entry] } : state
    case 'muted':
      return inCall(state) ? { ...state, muted: action.muted } : state
    case 'ended':
      return inCall(state) ? { ...state, status: 'ended', activity: 'idle', muted: false } : state
    case 'reset':
      return state.status === 'ended' ? { ...state, status: 'idle' } : state
    case 'failed':
      // Only a call can fail, and only once: the SDK reports one failure on several events, and an
      // error after the call has ended is teardown noise.
      if (state.status === 'ended' || state.status === 'idle') return state
      return { ...state, status: 'idle', activity: 'idle', muted: false, error: action.error }
  }
}

export type StatusKey = 'idle' | 'connecting' | 'ended' | 'waiting' | 'listening' | 'thinking' | 'speaking'

/** Which product §2 status text the widget shows. */
export function statusKey({ status, activity }: VoiceState): StatusKey {
  if (status !== 'active') return status
  return activity === 'idle' ? 'waiting' : activity
}
