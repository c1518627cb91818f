import { X } from 'lucide-react'
import { useCallback, useSyncExternalStore } from 'react'
import styled from 'styled-components'
import { useLanguage, useLocalizedPath } from '../../i18n/language-context'
import { scrollToTopSoon, useBookingLink } from '../../lib/scroll'
import { useDialogFocus } from '../../lib/use-dialog-focus'
import { ButtonAnchor } from '../ui/button'
import { Icon } from '../ui/icon'
import { IconButton } from '../ui/icon-button'
import { LanguageToggle } from './language-toggle'
import { menuId, NavItem, navItems } from './nav-items'

/*
 * A popover: the browser opens it from the header's button, moves focus to its close button
 * (`autofocus`) and closes it on that button, a press outside or Escape, before and without
 * JavaScript. In the top layer, above the page and the header (whose backdrop-filter would
 * otherwise hold a fixed child), it slides in from the right over a dimmed page; the rules below
 * undo the browser's own popover box.
 */
const Panel = styled.div`
  inset: 0 0 0 auto;
  width: min(var(--layout-drawer-width), 85vw);
  height: auto;
  max-height: none;
  margin: 0;
  padding: var(--space-lg);
  background: var(--color-surface-solid);
  color: var(--color-text);
  border: 0;
  border-left: 1px solid var(--color-border);
  flex-direction: column;
  gap: var(--space-lg);
  transform: translateX(100%);
  transition:
    transform var(--motion-normal),
    display var(--duration-normal) allow-discrete,
    overlay var(--duration-normal) allow-discrete;
  &:popover-open {
    display: flex;
    transform: none;
    @starting-style {
      transform: translateX(100%);
    }
  }
  &::backdrop {
    background: var(--color-overlay);
    opacity: 0;
    transition:
      opacity var(--motion-normal),
      display var(--duration-normal) allow-discrete,
      overlay var(--duration-normal) allow-discrete;
  }
  &:popover-open::backdrop {
    opacity: 1;
    @starting-style {
      opacity: 0;
    }
  }
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  font-weight: var(--font-weight-bold);
`

const Links = styled.nav`
  display: grid;
  gap: var(--space-xs);
  a {
    padding: var(--space-sm) 0;
    font-size: var(--font-size-lg);
  }
`

const menu = () => document.getElementById(menuId)

function followToggles(notify: () => void) {
  const element = menu()
  element?.addEventListener('toggle', notify)
  return () => element?.removeEventListener('toggle', notify)
}

const isOpen = () => menu()?.matches(':popover-open') ?? false

function closeMenu() {
  if (isOpen()) menu()?.hidePopover()
}

/**
 * The phone menu: the header's links, language toggle and booking button in a drawer from the right.
 * The server renders it and the browser runs it; its code comes as focus moves in on opening
 * (app/shell.tsx), and then keeps focus inside while it is open and closes it as its links
 * navigate in place.
 */
export function MobileDrawer() {
  const { t } = useLanguage()
  const localized = useLocalizedPath()
  const open = useSyncExternalStore(followToggles, isOpen, () => false)
  const panelRef = useDialogFocus<HTMLDivElement>(open, closeMenu)
  const booking = useBookingLink()
  const navigate = useCallback(() => {
    closeMenu()
    scrollToTopSoon()
  }, [])
  return (
    <Panel
      ref={panelRef}
      id={menuId}
      popover="auto"
      role="dialog"
      aria-label={t.nav.menuTitle}
      data-testid="mobile-drawer"
    >
      <Top>
        <span>{t.nav.menuTitle}</span>
        <IconButton aria-label={t.nav.closeMenu} popoverTarget={menuId} popoverTargetAction="hide" autoFocus>
          <Icon of={X} />
        </IconButton>
      </Top>
      <Links aria-label={t.nav.label}>
        {navItems(t, localized).map((item) => (
          <NavItem key={item.to} to={item.to} end onClick={navigate}>
            {item.label}
          </NavItem>
        ))}
      </Links>
      <LanguageToggle />
      <ButtonAnchor
        href={booking.href}
        onClick={(event) => {
          closeMenu()
          booking.onClick(event)
        }}
      >
        {t.nav.schedule}
      </ButtonAnchor>
    </Panel>
  )
}
