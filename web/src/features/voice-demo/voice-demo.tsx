import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { Button } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { useMessages } from '../../i18n/feature-messages'
import type { CreateVoiceClient, VoiceClientChoice } from './client/contract'
import { voiceDemoMessages } from './messages'
import { statusKey, type TranscriptEntry } from './state'
import { useVoiceCall } from './use-voice-call'
import { useVoiceClientChoice } from './use-voice-client-choice'
import * as S from './voice-demo.styles'
import { VoiceDemoUnavailable } from './voice-demo-unavailable'

type Messages = (typeof voiceDemoMessages)['es']

function Transcript({ entries, m }: { entries: TranscriptEntry[]; m: Messages }) {
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  // Keep the newest line in view.
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight
  }, [entries.length])
  return (
    <S.TranscriptBlock>
      <h3 id={titleId}>{m.transcriptTitle}</h3>
      {/* Focusable so keyboard users can scroll it. */}
      <S.TranscriptBox ref={box} role="log" aria-labelledby={titleId} tabIndex={0}>
        <ol>
          {entries.map((entry, index) => (
            <li key={index}>
              <strong>{m.roles[entry.role]}</strong>
              {entry.text}
            </li>
          ))}
        </ol>
      </S.TranscriptBox>
    </S.TranscriptBlock>
  )
}

/** product §2 "Voice demo widget": a live call with the agency's assistant, in the visitor's browser. */
export function VoiceDemo({ createClient }: { createClient?: CreateVoiceClient }) {
  const choice = useVoiceClientChoice()
  return choice ? <VoiceCall choice={choice} createClient={createClient} /> : <VoiceDemoUnavailable />
}

function VoiceCall({ choice, createClient }: { choice: VoiceClientChoice; createClient?: CreateVoiceClient }) {
  const m = useMessages(voiceDemoMessages)
  const { state, start, hangUp, setMuted } = useVoiceCall(choice, createClient)
  const inCall = state.status === 'connecting' || state.status === 'active'

  // The pressed button disappears when a call starts or ends; keep keyboard focus on its successor.
  const panel = useRef<HTMLDivElement>(null)
  const primary = useRef<HTMLButtonElement>(null)
  // Compared with the last value rather than skipping the first run: StrictMode runs effects twice.
  const wasInCall = useRef(inCall)
  useEffect(() => {
    if (wasInCall.current === inCall) return
    wasInCall.current = inCall
    const focused = document.activeElement
    if (focused === document.body || panel.current?.contains(focused)) primary.current?.focus()
  }, [inCall])

  return (
    <S.Panel ref={panel} role="region" aria-label={m.label} data-testid="voice-demo" data-status={state.status}>
      <S.Orb $status={state.status} $activity={state.activity} aria-hidden="true">
        <Icon of={state.muted ? MicOff : Mic} size={44} />
      </S.Orb>
      <S.StatusText role="status">{m.status[statusKey(state)]}</S.StatusText>
      {state.error && <S.ErrorText role="alert">{m.errors[state.error]}</S.ErrorText>}
      <S.Controls>
        {inCall ? (
          <>
            <Button
              $variant="secondary"
              aria-pressed={state.muted}
              disabled={state.status !== 'active'}
              onClick={() => setMuted(!state.muted)}
            >
              <Icon of={state.muted ? MicOff : Mic} size={18} />
              {state.muted ? m.muted : m.unmuted}
            </Button>
            <S.HangUpButton ref={primary} onClick={hangUp}>
              <Icon of={PhoneOff} size={18} />
              {m.hangUp}
            </S.HangUpButton>
          </>
        ) : (
          <Button ref={primary} onClick={start}>
            <Icon of={Phone} size={18} />
            {m.start}
          </Button>
        )}
      </S.Controls>
      {state.transcript.length > 0 && <Transcript entries={state.transcript} m={m} />}
    </S.Panel>
  )
}
