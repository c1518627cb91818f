import { describe, expect, it } from 'vitest'
import { initialVoiceState, statusKey, voiceReducer, type VoiceAction, type VoiceState } from './state'

const run = (...actions: VoiceAction[]) => actions.reduce(voiceReducer, initialVoiceState)
const active = () => run({ type: 'start' }, { type: 'connected' })
const line = (role: 'user' | 'assistant', text: string): VoiceAction => ({ type: 'transcript', entry: { role, text } })

describe('voiceReducer', () => {
  it('goes idle -> connecting -> active -> ended -> idle', () => {
    const states = [{ type: 'start' }, { type: 'connected' }, { type: 'ended' }, { type: 'reset' }].reduce<
      VoiceState[]
    >((list, action) => [...list, voiceReducer(list.at(-1)!, action as VoiceAction)], [initialVoiceState])
    expect(states.map((state) => state.status)).toEqual(['idle', 'connecting', 'active', 'ended', 'idle'])
    expect(states.map(statusKey)).toEqual(['idle', 'connecting', 'waiting', 'ended', 'idle'])
  })

  it('starting clears the error and the transcript of the last call', () => {
    const failed = run({ type: 'start' }, { type: 'connected' }, line('user', 'hola'), {
      type: 'failed',
      error: 'connection',
    })
    expect(failed).toMatchObject({ status: 'idle', error: 'connection', transcript: [{ role: 'user', text: 'hola' }] })
    expect(voiceReducer(failed, { type: 'start' })).toEqual({ ...initialVoiceState, status: 'connecting' })
  })

  it('maps who is talking to the activity the visitor should read', () => {
    let state = active()
    const step = (action: VoiceAction) => statusKey((state = voiceReducer(state, action)))
    expect(step({ type: 'assistantSpeechStarted' })).toBe('speaking')
    expect(step({ type: 'assistantSpeechEnded' })).toBe('waiting')
    expect(step({ type: 'userSpeechStarted' })).toBe('listening')
    expect(step({ type: 'userSpeechEnded' })).toBe('thinking')
    expect(step({ type: 'assistantSpeechStarted' })).toBe('speaking')
    // The visitor interrupts: the assistant's late speech-end must not claim it is waiting.
    expect(step({ type: 'userSpeechStarted' })).toBe('listening')
    expect(step({ type: 'assistantSpeechEnded' })).toBe('listening')
  })

  it('has no activity outside an active call', () => {
    expect(run({ type: 'assistantSpeechStarted' })).toEqual(initialVoiceState)
    expect(run({ type: 'start' }, { type: 'userSpeechStarted' }).activity).toBe('idle')
  })

  it('appends final lines in order and keeps them after the call', () => {
    const ended = run({ type: 'start' }, { type: 'connected' }, line('assistant', 'Hola'), line('user', 'Buenas'), {
      type: 'ended',
    })
    expect(ended.transcript).toEqual([
      { role: 'assistant', text: 'Hola' },
      { role: 'user', text: 'Buenas' },
    ])
    expect(voiceReducer(ended, line('user', 'late')).transcript).toHaveLength(2)
  })

  it('toggles mute during a call and forgets it when the call ends', () => {
    const muted = voiceReducer(active(), { type: 'muted', muted: true })
    expect(muted.muted).toBe(true)
    expect(voiceReducer(muted, { type: 'muted', muted: false }).muted).toBe(false)
    expect(voiceReducer(muted, { type: 'ended' }).muted).toBe(false)
    expect(run({ type: 'muted', muted: true }).muted).toBe(false)
  })

  it('returns to idle on an error, and shows only the first error of a call', () => {
    const failed = run(
      { type: 'start' },
      { type: 'failed', error: 'microphone' },
      { type: 'failed', error: 'startFailed' },
    )
    expect(failed).toMatchObject({ status: 'idle', activity: 'idle', error: 'microphone' })
  })

  it('ignores errors once the call has ended, and late call events after a failure', () => {
    const ended = run({ type: 'start' }, { type: 'connected' }, { type: 'ended' })
    expect(voiceReducer(ended, { type: 'failed', error: 'connection' })).toBe(ended)
    const failed = run({ type: 'start' }, { type: 'failed', error: 'connection' })
    expect(voiceReducer(failed, { type: 'connected' })).toBe(failed)
    expect(voiceReducer(failed, { type: 'ended' })).toBe(failed)
  })

  it('hang-up while connecting ends the call', () => {
    expect(run({ type: 'start' }, { type: 'ended' }).status).toBe('ended')
  })

  it('does not restart a call that is under way', () => {
    const state = active()
    expect(voiceReducer(state, { type: 'start' })).toBe(state)
  })
})
