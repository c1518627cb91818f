import { Menu } from 'lucide-react'
import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { useContent } from '../../content/use-content'
import { useLanguage, useLocalizedPath } from '../../i18n/language-context'
import { scrollToTop, scrollToTopSoon, useScrolledPast } from '../../lib/scroll'
import { paths } from '../../paths'
import { BookingLink } from '../ui/booking-link'
import { Icon } from '../ui/icon'
import { IconButton } from '../ui/icon-button'
import { LanguageToggle } from './language-toggle'
import { menuId, NavItem, navItems } from './nav-items'
import { media } from '../../app/media'

/** product §9: the header turns opaque after 50 px of scrolling. */
const opaqueAfterPx = 50

const Bar = styled.header<{ $opaque: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: var(--z-header);
  height: var(--layout-header-height);
  display: flex;
  align-items: center;
  border-bottom: 1px solid transparent;
  transition:
    background var(--motion-normal),
    border-color var(--motion-normal);
  ${({ $opaque }) =>
    $opaque &&
    css`
      background: var(--color-overlay);
      backdrop-filter: blur(var(--blur-header));
      border-bottom-color: var(--color-border);
    `}
`

const Inner = styled.div`
  width: 100%;
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 0 var(--space-md);
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-md);
`

export const Logo = styled(Link)`
  color: var(--color-text);
  font-weight: var(--font-weight-black);
  font-size: var(--font-size-xl);
  text-decoration: none;
  white-space: nowrap;
  span {
    background: var(--gradient-brand);
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`

// The whole navigation fits on one line from 1024 px; below, in either language, it wraps, so
// tablets open the menu as phones do.
const DesktopNav = styled.nav`
  display: none;
  ${media.wide} {
    display: flex;
    align-items: center;
    gap: var(--space-lg);
  }
`

const MenuButton = styled(IconButton)`
  ${media.wide} {
    display: none;
  }
`

export function BrandName({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ')
  return (
    <>
      <span>{first}</span>
      {rest.length > 0 && ` ${rest.join(' ')}`}
    </>
  )
}

export function Header() {
  const { t } = useLanguage()
  const localized = useLocalizedPath()
  const { data: layout } = useContent('layout')
  const opaque = useScrolledPast(opaqueAfterPx)
  const brandName = layout?.brandName ?? ''

  return (
    <Bar $opaque={opaque} data-testid="site-header" data-opaque={opaque}>
      <Inner>
        <Logo to={localized(paths.home)} aria-label={`${brandName} — ${t.nav.logoLabel}`} onClick={scrollToTop}>
          <BrandName name={brandName} />
        </Logo>
        <DesktopNav aria-label={t.nav.label}>
          {navItems(t, localized).map((item) => (
            <NavItem key={item.to} to={item.to} end onClick={scrollToTopSoon}>
              {item.label}
            </NavItem>
          ))}
          <LanguageToggle />
          <BookingLink>{t.nav.schedule}</BookingLink>
        </DesktopNav>
        {/* Opens the phone menu, a popover the browser shows before and without JavaScript (mobile-drawer.tsx). */}
        <MenuButton aria-label={t.nav.openMenu} popoverTarget={menuId}>
          <Icon of={Menu} />
        </MenuButton>
      </Inner>
    </Bar>
  )
}
