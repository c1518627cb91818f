import type { PreviewContent } from './preview-content'

/**
 * One listener on the content store, drafts included, shared by every open preview: it runs only
 * while a preview listens, and tells each one when anything changed, or may have changed while the
 * listener was reconnecting.
 */
export function draftChanges(preview: PreviewContent) {
  const subscribers = new Set<() => void>()
  let stopWatching: (() => void) | undefined

  const stop = () => {
    stopWatching?.()
    stopWatching = undefined
  }
  const start = () => {
    let welcomed = false
    return preview.watch((event) => {
      const missedSome = event === 'connected' && welcomed
      if (event === 'connected') welcomed = true
      if (event === 'changed' || missedSome) for (const subscriber of subscribers) subscriber()
    })
  }

  return {
    /** Calls `onChange` after every change; returns the unsubscribe. */
    subscribe(onChange: () => void) {
      subscribers.add(onChange)
      stopWatching ??= start()
      return () => {
        subscribers.delete(onChange)
        if (subscribers.size === 0) stop()
      }
    },
    close: stop,
  }
}
