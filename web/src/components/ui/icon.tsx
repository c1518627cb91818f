import type { LucideIcon } from 'lucide-react'

type Props = { of: LucideIcon; size?: number; className?: string }

/**
 * A decorative line icon; it takes the text colour, so wrap it in a labelled element when it carries
 * meaning. Callers import the Lucide drawing they need, so each chunk carries only its own icons.
 */
export function Icon({ of: Drawing, size = 24, className }: Props) {
  return <Drawing size={size} className={className} aria-hidden="true" focusable="false" />
}
