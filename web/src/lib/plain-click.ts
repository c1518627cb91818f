import type { MouseEvent } from 'react'

/**
 * A plain press of the main button: the app may handle the link in place. With a modifier key or
 * another button the visitor asks for a new tab or window, which is the browser's to open.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
}
