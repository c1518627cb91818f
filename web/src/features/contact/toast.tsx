import { CircleCheck, X } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import styled from 'styled-components'
import { Icon } from '../../components/ui/icon'
import { IconButton } from '../../components/ui/icon-button'

export type ToastData = { tone: 'success' | 'error'; title: string; description: string }

const neverChanges = () => () => {}

/** Successes go away by themselves; errors stay until dismissed, so nobody misses them. */
const successMs = 8000

const Region = styled.div`
  position: fixed;
  right: var(--space-md);
  bottom: var(--space-md);
  left: var(--space-md);
  z-index: var(--z-overlay);
  display: grid;
  justify-items: end;
  pointer-events: none;
`

const Card = styled.div<{ $tone: ToastData['tone'] }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--space-md);
  max-width: 26rem;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-surface-raised);
  border: 1px solid ${({ $tone }) => ($tone === 'success' ? 'var(--color-success)' : 'var(--color-danger)')};
  box-shadow: var(--shadow-card);
  > svg {
    color: ${({ $tone }) => ($tone === 'success' ? 'var(--color-success)' : 'var(--color-danger)')};
  }
  strong {
    display: block;
  }
  p {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
`

/**
 * The form's toast (product §8): the live region is always in the page, so screen readers announce
 * what appears in it; errors are alerts. An icon and a title carry the meaning, not the colour.
 */
export function Toast({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastData | null
  onDismiss: () => void
  dismissLabel: string
}) {
  // In <body>, because a transformed ancestor (the section's fade-in) would pin a fixed box to itself.
  // Mounted after hydration, before any message can appear, so the region is there to be watched.
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
  // Reading it (pointer over it, or focus in it) holds it open.
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (toast?.tone !== 'success' || held) return
    const timer = setTimeout(onDismiss, successMs)
    return () => clearTimeout(timer)
  }, [toast, onDismiss, held])
  if (!hydrated) return null
  return createPortal(
    <Region aria-live="polite">
      {toast && (
        <Card
          $tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-testid="contact-toast"
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <Icon of={toast.tone === 'success' ? CircleCheck : X} />
          <div>
            <strong>{toast.title}</strong>
            <p>{toast.description}</p>
          </div>
          <IconButton aria-label={dismissLabel} onClick={onDismiss}>
            <Icon of={X} size={18} />
          </IconButton>
        </Card>
      )}
    </Region>,
    document.body,
  )
}
