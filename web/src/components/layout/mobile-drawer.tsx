import { X } from 'lucide-react'
import styled from 'styled-components'
import { useLanguage } from '../../i18n/language-context'
import { scrollToTopSoon } from '../../lib/scroll'
import { useDialogFocus } from '../../lib/use-dialog-focus'
import { Button } from '../ui/button'
import { Icon } from '../ui/icon'
import { IconButton } from '../ui/icon-button'
import { LanguageToggle } from './language-toggle'
import { NavItem, navItems } from './nav-items'

const Backdrop = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  background: var(--color-overlay);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity var(--motion-normal);
`

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: var(--z-drawer);
  width: min(var(--layout-drawer-width), 85vw);
  padding: var(--space-lg);
  background: var(--color-surface-solid);
  border-left: 1px solid var(--color-border);
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once on open (so focus can move in); hidden only after the slide-out on close. */
  transition:
    transform var(--motion-normal),
    visibility 0s linear ${({ $open }) => ($open ? '0s' : 'var(--duration-normal)')};
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

type Props = { open: boolean; onClose: () => void; onSchedule: () => void }

/** The mobile menu: a right-side drawer with the header's links, language toggle and button. */
export function MobileDrawer({ open, onClose, onSchedule }: Props) {
  const { t } = useLanguage()
  const panelRef = useDialogFocus<HTMLDivElement>(open, onClose)
  const navigate = () => {
    onClose()
    scrollToTopSoon()
  }
  return (
    <>
      <Backdrop $open={open} onClick={onClose} aria-hidden="true" />
      <Panel
        ref={panelRef}
        id="mobile-drawer"
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label={t.nav.menuTitle}
        data-testid="mobile-drawer"
      >
        <Top>
          <span>{t.nav.menuTitle}</span>
          <IconButton aria-label={t.nav.closeMenu} onClick={onClose}>
            <Icon of={X} />
          </IconButton>
        </Top>
        <Links aria-label={t.nav.label}>
          {navItems(t).map((item) => (
            <NavItem key={item.to} to={item.to} end onClick={navigate}>
              {item.label}
            </NavItem>
          ))}
        </Links>
        <LanguageToggle />
        <Button
          onClick={() => {
            onClose()
            onSchedule()
          }}
        >
          {t.nav.schedule}
        </Button>
      </Panel>
    </>
  )
}
