/** The visitor's `prefers-reduced-motion` setting, for motion started from script (CSS has its own rule). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
