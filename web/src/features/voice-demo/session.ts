import type { CreateVoiceClient, VoiceClient, VoiceClientChoice } from './client/contract'
import type { bindVoiceEvents } from './events'
import type { VoiceAction, VoiceErrorKind } from './state'

/**
 * One call, from the click to the last listener removed. Once closed (hung up, failed, ended or
 * unmounted) it ignores whatever its client still reports, so a late event from an old call can
 * never change the widget.
 */
export class VoiceSession {
  private live = true
  private client: VoiceClient | null = null
  private unbind = () => {}
  private starting: Promise<unknown> = Promise.resolve()
  private closing: Promise<void> | null = null

  constructor(private dispatch: (action: VoiceAction) => void) {}

  /** `previous` is the last call's teardown: the SDK allows one call object at a time. */
  async begin(choice: VoiceClientChoice, createClient: CreateVoiceClient, previous?: Promise<void>) {
    let client: VoiceClient
    let bind: typeof bindVoiceEvents
    try {
      await previous
      ;[client, { bindVoiceEvents: bind }] = await Promise.all([createClient(choice), import('./events')])
    } catch (error) {
      console.error('[voice-demo] the voice client could not be loaded', error)
      return this.fail('init')
    }
    if (!this.live) return
    this.client = client
    this.unbind = bind(client, {
      action: (action) => {
        if (!this.live) return
        this.dispatch(action)
        if (action.type === 'ended') void this.close()
      },
      fail: (error) => this.fail(error),
    })
    this.starting = client.start(choice.assistantId)
    try {
      // The SDK resolves null after reporting the reason as an error event; this covers a silent one.
      if ((await this.starting) == null) this.fail('startFailed')
    } catch (error) {
      console.error('[voice-demo] the call could not start', error)
      this.fail('startFailed')
    }
  }

  setMuted(muted: boolean) {
    if (!this.live || !this.client) return
    this.client.setMuted(muted)
    this.dispatch({ type: 'muted', muted })
  }

  /** Works while still connecting too: the call is left as soon as it exists. */
  hangUp() {
    if (!this.live) return this.close()
    this.dispatch({ type: 'ended' })
    return this.close()
  }

  private fail(error: VoiceErrorKind) {
    if (!this.live) return
    this.dispatch({ type: 'failed', error })
    void this.close()
  }

  close(): Promise<void> {
    this.live = false
    this.closing ??= this.teardown()
    return this.closing
  }

  private async teardown() {
    const client = this.client
    if (!client) return
    const stop = () => client.stop().catch((error) => console.warn('[voice-demo] stop failed', error))
    await stop()
    // A start still in flight may join after that first stop (the SDK only checks between stages).
    if ((await this.starting.catch(() => null)) != null) await stop()
    this.unbind()
  }
}
