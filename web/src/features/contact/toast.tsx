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
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.z.overlay};
  display: grid;
  justify-items: end;
  pointer-events: none;
`

const Card = styled.div<{ $tone: ToastData['tone'] }>`
  pointer-events: auto;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 26rem;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  box-shadow: ${({ theme }) => theme.shadow.card};
  > svg {
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : theme.color.danger)};
  }
  strong {
    display: block;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
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
