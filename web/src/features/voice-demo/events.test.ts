import { describe, expect, it, vi } from 'vitest'
import { FakeVoiceClient } from './client/fake-client'
import { bindVoiceEvents, classifyError, messageAction } from './events'

describe('messageAction', () => {
  it('keeps final transcripts, in both spellings of the type, and ignores partial ones', () => {
    const final = { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: ' Hola ' }
    expect(messageAction(final)).toEqual({ type: 'transcript', entry: { role: 'assistant', text: 'Hola' } })
    expect(messageAction({ ...final, type: "transcript[transcriptType='final']", role: 'user' })).toEqual({
      type: 'transcript',
      entry: { role: 'user', text: 'Hola' },
    })
    expect(messageAction({ ...final, transcriptType: 'partial' })).toBeNull()
    expect(messageAction({ ...final, transcript: '  ' })).toBeNull()
  })

  it("takes the visitor's speech from speech-update, not the assistant's", () => {
    expect(messageAction({ type: 'speech-update', role: 'user', status: 'started' })).toEqual({
      type: 'userSpeechStarted',
    })
    expect(messageAction({ type: 'speech-update', role: 'user', status: 'stopped' })).toEqual({
      type: 'userSpeechEnded',
    })
    expect(messageAction({ type: 'speech-update', role: 'assistant', status: 'started' })).toBeNull()
  })

  it('ends the call on an ended status-update and ignores everything else', () => {
    expect(messageAction({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' })).toEqual({
      type: 'ended',
    })
    for (const other of [
      { type: 'status-update', status: 'in-progress' },
      { type: 'model-output' },
      'listening',
      null,
    ]) {
      expect(messageAction(other)).toBeNull()
    }
  })
})

describe('classifyError', () => {
  it('lets the call go on after non-fatal SDK errors', () => {
    for (const type of ['audio-processing-setup-error', 'audio-processor-recovery-error', 'audio-start-failed']) {
      expect(classifyError({ type, error: { message: 'NotAllowedError: play() failed' } })).toBeNull()
    }
  })

  it('tells a network failure from another failure to start', () => {
    const offline = { type: 'start-method-error', error: { name: 'TypeError', message: 'Failed to fetch' } }
    expect(classifyError(offline)).toBe('connection')
    expect(classifyError({ type: 'daily-error', error: { message: 'ejected' } })).toBe('connection')
    const badKey = { type: 'start-method-error', error: { error: { statusCode: 401, message: 'Invalid Key' } } }
    expect(classifyError(badKey)).toBe('startFailed')
  })

  it('recognises a refused microphone', () => {
    const denied = { type: 'daily-call-join-error', error: { name: 'NotAllowedError', message: 'Permission denied' } }
    expect(classifyError(denied)).toBe('microphone')
  })

  it('copes with errors that cannot be serialised', () => {
    const circular: Record<string, unknown> = { type: 'start-method-error' }
    circular.self = circular
    expect(classifyError(circular)).toBe('startFailed')
  })
})

describe('bindVoiceEvents', () => {
  it('routes every event and removes every listener again', () => {
    const client = new FakeVoiceClient()
    const sink = { action: vi.fn(), fail: vi.fn() }
    const unbind = bindVoiceEvents(client, sink)
    client.emit('call-start')
    client.emit('speech-start')
    client.emit('camera-error', { type: 'camera-error' })
    client.emit('error', { type: 'audio-start-failed' })
    expect(sink.action.mock.calls).toEqual([[{ type: 'connected' }], [{ type: 'assistantSpeechStarted' }]])
    expect(sink.fail.mock.calls).toEqual([['microphone']])
    expect(client.listenerCount()).toBe(7)
    unbind()
    expect(client.listenerCount()).toBe(0)
  })
})
