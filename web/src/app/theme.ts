import type { GradientName } from '../../../schemas/constants'

const surfaceSolid = '#0f172a'
const text = '#f1f5f9'
const accent = '#22d3ee'

/**
 * The colours Calendly's booking widget takes, which cannot read custom properties: three of the
 * palette, apart so that the widget's chunk carries them and not the whole palette.
 */
export const bookingWidgetColors = { background: surfaceSolid, text, primary: accent } as const

/** The palette. */
const color = {
  background: '#05070d',
  surface: 'rgba(15, 23, 42, 0.72)',
  surfaceSolid,
  surfaceRaised: '#152036',
  border: 'rgba(148, 163, 184, 0.18)',
  borderStrong: 'rgba(148, 163, 184, 0.35)',
  text,
  textMuted: '#aab6c8',
  accent,
  accentStrong: '#06b6d4',
  accentText: '#03131a',
  secondary: '#a78bfa',
  danger: '#f87171',
  success: '#4ade80',
  star: '#facc15',
  focus: '#fde047',
  overlay: 'rgba(2, 6, 23, 0.72)',
  gridLine: 'rgba(34, 211, 238, 0.06)',
} as const

/**
 * Design tokens: every colour, size and timing a component uses comes from here. The browser gets
 * them as custom properties (`color.textMuted` is `var(--color-text-muted)`), declared once in the
 * document's style (document-style.ts), so no component carries the theme in its JavaScript; media
 * queries, which cannot use them, are in media.ts.
 */
export const theme = {
  color,
  gradient: {
    brand: 'linear-gradient(90deg, #22d3ee 0%, #a78bfa 100%)',
    page: 'radial-gradient(ellipse at top, #0b1a33 0%, #05070d 60%)',
    card: {
      cyan: 'linear-gradient(135deg, #06b6d4, #3b82f6)',
      violet: 'linear-gradient(135deg, #8b5cf6, #d946ef)',
      emerald: 'linear-gradient(135deg, #10b981, #14b8a6)',
      amber: 'linear-gradient(135deg, #f59e0b, #f97316)',
      rose: 'linear-gradient(135deg, #f43f5e, #ec4899)',
      indigo: 'linear-gradient(135deg, #6366f1, #0ea5e9)',
    } satisfies Record<GradientName, string>,
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': 'clamp(1.75rem, 4vw, 2.5rem)',
    hero: 'clamp(2.25rem, 6vw, 4rem)',
  },
  fontWeight: { regular: 400, medium: 500, bold: 700, black: 800 },
  lineHeight: { tight: 1.15, normal: 1.6 },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '5rem',
  },
  radius: { sm: '0.5rem', md: '0.875rem', lg: '1.25rem', pill: '999px' },
  shadow: {
    card: '0 10px 30px rgba(0, 0, 0, 0.35)',
    glow: '0 0 24px rgba(34, 211, 238, 0.35)',
  },
  layout: {
    maxWidth: '72rem',
    narrowWidth: '48rem',
    textWidth: '42rem',
    dialogWidth: '40rem',
    /** product §9: the services modal is at most 90% of the viewport's height. */
    dialogMaxHeight: '90vh',
    headerHeight: '4.5rem',
    drawerWidth: '18rem',
    cardMinWidth: '15rem',
  },
  /** Square controls and badges; 2.75rem keeps every tap target at least 44 px. */
  size: { control: '2.75rem', step: '2.5rem', badge: '3rem', badgeLarge: '3.25rem' },
  /**
   * Pill buttons' label and sides, and a panel's sides: on a phone narrower than 390 px the document's
   * style swaps in `narrow`, so «Agenda tu consulta gratis» and its icon fit on one line from 320 px.
   */
  pill: { text: 'var(--font-size-md)', side: 'var(--space-md)' },
  panel: { side: 'var(--space-lg)' },
  letterSpacing: { eyebrow: '0.12em' },
  blur: { header: '12px', overlay: '6px' },
  motion: { fast: '150ms ease', normal: '300ms ease', fade: '600ms ease-out' },
  duration: { normal: '300ms' },
  z: { background: 0, content: 1, header: 40, overlay: 50, drawer: 60 },
} as const

type Tokens = { readonly [name: string]: string | number | Tokens }

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Every token as a custom property, named by its path: `['--color-text-muted', '#aab6c8']`. */
function customProperties(tokens: Tokens, prefix = '--'): [string, string | number][] {
  return Object.entries(tokens).flatMap(([name, value]) =>
    typeof value === 'object'
      ? customProperties(value, `${prefix}${kebab(name)}-`)
      : [[`${prefix}${kebab(name)}`, value] as [string, string | number]],
  )
}

/** What a phone narrower than 390 px declares instead (document-style.ts). */
const narrow = {
  '--pill-text': 'var(--font-size-sm)',
  '--pill-side': 'var(--space-sm)',
  '--panel-side': 'var(--space-md)',
} as const

const declarations = (properties: [string, string | number][]) =>
  properties.map(([name, value]) => `${name}: ${value};`).join('\n')

/** The theme's custom property declarations, for the document's `:root`. */
export const themeProperties = (): string => declarations(customProperties(theme))

/** The declarations of `narrow`, for the document's `:root` on a narrow phone. */
export const narrowProperties = (): string => declarations(Object.entries(narrow))
