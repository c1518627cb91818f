import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { CreateVoiceClient, VoiceClientChoice } from './client/contract'
import { createVoiceClient } from './client/voice-client'
import { VoiceSession } from './session'
import { initialVoiceState, voiceReducer } from './state'

/** product §9: 'Llamada finalizada' stays for 2 s, then the widget is ready again. */
export const endedResetMs = 2000

/** The widget's state and commands for a configured demo. */
export function useVoiceCall(choice: VoiceClientChoice, createClient: CreateVoiceClient = createVoiceClient) {
  const [state, dispatch] = useReducer(voiceReducer, initialVoiceState)
  const session = useRef<VoiceSession | null>(null)

  // Leaving the page ends the call and removes every listener.
  useEffect(() => () => void session.current?.close(), [])

  useEffect(() => {
    if (state.status !== 'ended') return
    const timer = setTimeout(() => dispatch({ type: 'reset' }), endedResetMs)
    return () => clearTimeout(timer)
  }, [state.status])

  const start = useCallback(() => {
    const previous = session.current
    const next = new VoiceSession(dispatch)
    session.current = next
    dispatch({ type: 'start' })
    void next.begin(choice, createClient, previous?.close())
  }, [choice, createClient])

  const hangUp = useCallback(() => void session.current?.hangUp(), [])
  const setMuted = useCallback((muted: boolean) => session.current?.setMuted(muted), [])

  return { state, start, hangUp, setMuted }
}
