/**
 * The media queries of the design: a custom property (theme.ts) cannot stand in a media query's
 * condition, so these are the one part of the design that templates interpolate.
 */
export const media = {
  desktop: '@media (min-width: 768px)',
  wide: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

/**
 * Phones narrower than the common 390 px, down to 320 px. Only the document's style uses it, to set
 * custom properties (theme.ts `narrow`), so no component's JavaScript carries it.
 */
export const narrowPhone = '@media (max-width: 389.98px)'
