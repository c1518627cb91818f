import { X } from 'lucide-react'
import { useEffect, useId } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { CheckList } from '../../components/blocks/check-list'
import { Button } from '../../components/ui/button'
import { ContentIcon } from '../../components/ui/content-icon'
import { Icon } from '../../components/ui/icon'
import { IconButton } from '../../components/ui/icon-button'
import { useLanguage } from '../../i18n/language-context'
import { useDialogFocus } from '../../lib/use-dialog-focus'
import { ServiceIcon, type Service } from './service-card'
import { media } from '../../app/media'

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--z-drawer);
  background: var(--color-overlay);
  backdrop-filter: blur(var(--blur-overlay));
  display: grid;
  place-items: center;
  padding: var(--space-md);
`

/** product §9: at most 90% of the viewport's height; the content scrolls inside. */
const Dialog = styled.div`
  width: min(var(--layout-dialog-width), 100%);
  max-height: var(--layout-dialog-max-height);
  overflow-y: auto;
  background: var(--color-surface-solid);
  border: 1px solid var(--color-border-strong);
  border-radius: var(--radius-lg);
  padding: var(--space-lg);
  display: grid;
  gap: var(--space-lg);
  overscroll-behavior: contain;
  ${media.desktop} {
    padding: var(--space-xl);
  }
  h2 {
    font-size: var(--font-size-2xl);
  }
  h3 {
    font-size: var(--font-size-lg);
    margin-bottom: var(--space-sm);
  }
  p {
    color: var(--color-text-muted);
  }
`

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: var(--space-md);
`

type Labels = { summary: string; benefits: string; results: string; schedule: string }

type Props = { service: Service; labels: Labels; onClose: () => void; onSchedule: () => void }

export function ServiceModal({ service, labels, onClose, onSchedule }: Props) {
  const { t } = useLanguage()
  const ref = useDialogFocus<HTMLDivElement>(true, onClose)
  const titleId = useId()
  // The page behind stays still while the dialog is open.
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])
  // In <body>, not in <main>: main's stacking context would keep it under the fixed header.
  return createPortal(
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="service-modal">
        <Top>
          <ServiceIcon $gradient={service.gradient}>
            <ContentIcon name={service.icon} />
          </ServiceIcon>
          <IconButton aria-label={t.page.close} onClick={onClose}>
            <Icon of={X} />
          </IconButton>
        </Top>
        <h2 id={titleId}>{service.title}</h2>
        <section>
          <h3>{labels.summary}</h3>
          <p>{service.modalSummary}</p>
        </section>
        <section>
          <h3>{labels.benefits}</h3>
          <CheckList items={service.modalBenefits} />
        </section>
        <section>
          <h3>{labels.results}</h3>
          <CheckList items={service.modalResults} />
        </section>
        <div>
          <Button onClick={onSchedule}>{labels.schedule}</Button>
        </div>
      </Dialog>
    </Backdrop>,
    document.body,
  )
}
