import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import type { Messages } from '../../i18n/messages/es'
import { paths } from '../../paths'

/** The header's links (product §2): shared by the desktop bar and the mobile drawer. */
export function navItems(t: Messages) {
  return [
    { to: paths.home, label: t.nav.home },
    { to: paths.services, label: t.nav.services },
    { to: paths.about, label: t.nav.about },
    { to: paths.contact, label: t.nav.contact },
  ]
}

export const NavItem = styled(NavLink)`
  color: var(--color-text-muted);
  text-decoration: none;
  font-weight: var(--font-weight-medium);
  &:hover,
  &.active {
    color: var(--color-text);
  }
`
