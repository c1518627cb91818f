import type { Language } from '../../../i18n/language'
import { fakeConversation, type FakeStep } from './fake-script'
import type { VoiceClient, VoiceClientEvent, VoiceClientEvents } from './contract'

type Listener = (payload?: unknown) => void

/** Time between scripted steps: long enough to read each status, short enough for a journey. */
const stepMs = 500

type Options = {
  /** A language plays the scripted conversation; steps play those; none leaves it to the test. */
  script?: Language | FakeStep[]
  /** Makes start() fail the way the SDK does: `error` event, then null. */
  failWith?: unknown
}

/**
 * A local stand-in for `@vapi-ai/web`: the same methods and events, no network, no microphone.
 * Tests drive it with `emit`; development and the journeys let it play a scripted conversation.
 */
export class FakeVoiceClient implements VoiceClient {
  private listeners = new Map<VoiceClientEvent, Set<Listener>>()
  private timers: ReturnType<typeof setTimeout>[] = []
  private joined = false
  private muted = false
  readonly calls: { start: string[]; stop: number } = { start: [], stop: 0 }

  constructor(private options: Options = {}) {}

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener as Listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    this.listeners.get(event)?.delete(listener as Listener)
    return this
  }

  listenerCount(event?: VoiceClientEvent): number {
    const sets = event ? [this.listeners.get(event)] : [...this.listeners.values()]
    return sets.reduce((total, set) => total + (set?.size ?? 0), 0)
  }

  /** Like EventEmitter: an `error` nobody listens to is thrown. */
  emit(event: VoiceClientEvent, payload?: unknown): void {
    const set = this.listeners.get(event)
    if (event === 'error' && !set?.size) throw payload instanceof Error ? payload : new Error(String(payload))
    for (const listener of [...(set ?? [])]) listener(payload)
  }

  async start(assistantId: string): Promise<unknown> {
    this.calls.start.push(assistantId)
    await Promise.resolve()
    if (this.options.failWith !== undefined) {
      this.emit('error', { type: 'start-method-error', error: this.options.failWith })
      return null
    }
    this.joined = true
    const { script } = this.options
    const steps = typeof script === 'string' ? fakeConversation(script) : (script ?? [])
    steps.forEach((step, index) => {
      this.timers.push(setTimeout(() => this.emit(step.event, step.payload), stepMs * (index + 1)))
    })
    return { id: 'fake-call', webCallUrl: 'about:blank' }
  }

  /** Like the SDK: leaving a joined call reports call-end. */
  async stop(): Promise<void> {
    this.calls.stop += 1
    this.timers.forEach(clearTimeout)
    this.timers = []
    if (this.joined) {
      this.joined = false
      this.emit('call-end')
    }
  }

  setMuted(muted: boolean): void {
    this.muted = muted
  }

  isMuted(): boolean {
    return this.muted
  }
}
