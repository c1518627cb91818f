import { NavLink } from 'react-router-dom'
import styled from 'styled-components'
import type { Messages } from '../../i18n/messages/es'
import { paths } from '../../paths'

/** The phone menu's id: the header's menu button opens it by this name, without JavaScript too. */
export const menuId = 'mobile-drawer'

/**
 * The header's links (product §2), in the page's language (`localized`): shared by the desktop bar
 * and the phone menu.
 */
export function navItems(t: Messages, localized: (path: string) => string) {
  return (
    [
      [paths.home, t.nav.home],
      [paths.services, t.nav.services],
      [paths.about, t.nav.about],
      [paths.contact, t.nav.contact],
    ] as const
  ).map(([path, label]) => ({ to: localized(path), label }))
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
