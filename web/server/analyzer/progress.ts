import { analysisStages, type AnalysisStage } from 'site-analyzer'

/** One step of an analysis as the visitor's browser hears it; `done` closes the stream. */
export type ProgressEvent = { stage: AnalysisStage | 'done'; step: number; of: number }
type Listener = (event: ProgressEvent) => void

/**
 * Stages of running analyses, keyed by the random id the visitor's browser chose, for the progress
 * stream. A listener may arrive before or after the first stage (it hears the latest at once);
 * entries are forgotten after `ttlMs`, and at most `maxIds` are kept, so memory stays bounded.
 */
export function createProgressHub({ ttlMs = 120_000, maxIds = 2000 } = {}) {
  const entries = new Map<string, { last?: ProgressEvent; listeners: Set<Listener>; timer: NodeJS.Timeout }>()

  const entry = (id: string) => {
    let found = entries.get(id)
    if (!found) {
      if (entries.size >= maxIds) return undefined
      const timer = setTimeout(() => entries.delete(id), ttlMs)
      timer.unref()
      found = { listeners: new Set(), timer }
      entries.set(id, found)
    }
    return found
  }

  function publish(id: string, stage: ProgressEvent['stage']) {
    const found = entry(id)
    if (!found) return
    const event = {
      stage,
      step: stage === 'done' ? analysisStages.length : analysisStages.indexOf(stage) + 1,
      of: analysisStages.length,
    }
    found.last = event
    for (const listener of found.listeners) listener(event)
    if (stage === 'done') {
      clearTimeout(found.timer)
      entries.delete(id)
    }
  }

  /** Undefined when the hub is full; otherwise a function that stops listening. */
  function subscribe(id: string, listener: Listener): (() => void) | undefined {
    const found = entry(id)
    if (!found) return undefined
    found.listeners.add(listener)
    if (found.last) listener(found.last)
    return () => found.listeners.delete(listener)
  }

  return { publish, subscribe }
}

export type ProgressHub = ReturnType<typeof createProgressHub>
