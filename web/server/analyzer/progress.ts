import { analysisStages, type AnalysisStage } from 'site-analyzer'

/** One step of an analysis as the visitor's browser hears it; `done` closes the stream. */
export type ProgressEvent = { stage: AnalysisStage | 'done'; step: number; of: number }
type Listener = (event: ProgressEvent) => void

/** A stream's place in the hub: the latest stage so far, and the function that gives the place up. */
export type Subscription = { latest?: ProgressEvent; unsubscribe: () => void }

/**
 * Why a stream was not let in: its client holds `maxStreamsPerClient` streams already, or the hub
 * holds `maxIds` ids; either frees within `ttlMs`.
 */
export type Refusal = { refused: 'client' | 'full'; retryAfterSeconds: number }

/** Each stream's listener, with what ends that stream when its place is given to another. */
type Entry = { last?: ProgressEvent; listeners: Map<Listener, () => void>; timer: NodeJS.Timeout }

/**
 * Stages of running analyses, keyed by the random id the visitor's browser chose, for the progress
 * stream. Every stream belongs to a client (its rate-limit key, `clientKey`): a client holds at most
 * `maxStreamsPerClient` streams at once, so one client cannot crowd out the others, and the hub at
 * most `maxIds` ids. When it holds that many, a new stream takes the place of the oldest that waits
 * on an id no analysis published to (a visitor's analysis publishes within a second of its stream
 * opening; many clients holding streams open on nothing would otherwise keep every fresh visitor
 * out); only when every id has an analysis behind it is a stream refused. An id lives while a stream
 * listens to it or an analysis has published to it, until `done` or `ttlMs`; an id nobody published
 * to is forgotten with its last stream. `publish` is never refused: the analyses that publish are
 * bounded by their own queue, so a stage always reaches the streams that wait for it.
 */
export function createProgressHub({ ttlMs = 120_000, maxIds = 2000, maxStreamsPerClient = 8 } = {}) {
  const entries = new Map<string, Entry>()
  const streams = new Map<string, number>()
  const retryAfterSeconds = Math.ceil(ttlMs / 1000)

  function create(id: string): Entry {
    const entry: Entry = { listeners: new Map(), timer: setTimeout(() => forget(id, entry), ttlMs) }
    entry.timer.unref()
    entries.set(id, entry)
    return entry
  }

  function forget(id: string, entry: Entry) {
    clearTimeout(entry.timer)
    if (entries.get(id) === entry) entries.delete(id)
  }

  function publish(id: string, stage: ProgressEvent['stage']) {
    const entry = entries.get(id) ?? create(id)
    const event = {
      stage,
      step: stage === 'done' ? analysisStages.length : analysisStages.indexOf(stage) + 1,
      of: analysisStages.length,
    }
    entry.last = event
    for (const listener of entry.listeners.keys()) listener(event)
    if (stage === 'done') forget(id, entry)
  }

  /** Ends the streams of the oldest id no analysis published to; false when there is none. */
  function evictIdle(): boolean {
    const idle = [...entries].find(([, entry]) => !entry.last)
    if (!idle) return false
    const [id, entry] = idle
    for (const evicted of [...entry.listeners.values()]) evicted()
    forget(id, entry)
    return true
  }

  /**
   * Listens to `id` on behalf of `client`. The listener hears the stages published from now on; the
   * latest one so far is returned, for the stream to send first. `evicted` ends the stream when its
   * place goes to a newer one.
   */
  function subscribe(id: string, client: string, listener: Listener, evicted = () => {}): Subscription | Refusal {
    const held = streams.get(client) ?? 0
    if (held >= maxStreamsPerClient) return { refused: 'client', retryAfterSeconds }
    const entry = entries.get(id) ?? (entries.size < maxIds || evictIdle() ? create(id) : undefined)
    if (!entry) return { refused: 'full', retryAfterSeconds }
    streams.set(client, held + 1)
    entry.listeners.set(listener, evicted)
    let open = true
    const unsubscribe = () => {
      if (!open) return
      open = false
      entry.listeners.delete(listener)
      const left = (streams.get(client) ?? 1) - 1
      if (left > 0) streams.set(client, left)
      else streams.delete(client)
      if (entry.listeners.size === 0 && !entry.last) forget(id, entry)
    }
    return { latest: entry.last, unsubscribe }
  }

  return { publish, subscribe }
}

export type ProgressHub = ReturnType<typeof createProgressHub>
