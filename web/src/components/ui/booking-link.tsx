import type { ReactNode } from 'react'
import { useBookingLink } from '../../lib/scroll'
import { ButtonAnchor } from './button'

/**
 * A booking button (product §2): a link to the booking section that the app enhances
 * (`useBookingLink`); `here` on a page with a booking section of its own.
 */
export function BookingLink({ children, here }: { children: ReactNode; here?: boolean }) {
  return <ButtonAnchor {...useBookingLink(here)}>{children}</ButtonAnchor>
}
