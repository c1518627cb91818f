import styled, { css, keyframes } from 'styled-components'
import { Button } from '../../components/ui/button'
import type { Activity, CallStatus } from './state'
import { media } from '../../app/media'

export const Panel = styled.div`
  max-width: 32rem;
  margin: 0 auto;
  display: grid;
  justify-items: center;
  gap: var(--space-md);
  padding: var(--space-lg) var(--panel-side);
  ${media.desktop} {
    padding: var(--space-xl);
  }
  border-radius: var(--radius-lg);
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  box-shadow: var(--shadow-card);
  text-align: center;
`

const pulse = keyframes`
  from { transform: scale(1); }
  to { transform: scale(1.08); }
`

const ring = keyframes`
  from { box-shadow: 0 0 0 0 rgba(34, 211, 238, 0.55); }
  to { box-shadow: 0 0 0 1.25rem rgba(34, 211, 238, 0); }
`

/** Calm when idle; breathes while connecting or thinking, pulses when speaking, rings when listening. */
export const Orb = styled.div<{ $status: CallStatus; $activity: Activity }>`
  width: 8rem;
  height: 8rem;
  border-radius: 50%;
  display: grid;
  place-items: center;
  color: var(--color-accent-text);
  background: var(--gradient-brand);
  box-shadow: var(--shadow-glow);
  opacity: ${({ $status }) => ($status === 'idle' || $status === 'ended' ? 0.75 : 1)};
  transition: opacity var(--motion-normal);
  ${({ $status, $activity }) =>
    ($status === 'connecting' || $activity === 'thinking') &&
    css`
      animation: ${pulse} 1.2s ease-in-out infinite alternate;
    `}
  ${({ $activity }) =>
    $activity === 'speaking' &&
    css`
      animation: ${pulse} 0.45s ease-in-out infinite alternate;
    `}
  ${({ $activity }) =>
    $activity === 'listening' &&
    css`
      animation: ${ring} 1.2s ease-out infinite;
    `}
  ${media.reducedMotion} {
    animation: none;
  }
`

export const StatusText = styled.p`
  font-weight: var(--font-weight-medium);
  font-size: var(--font-size-lg);
`

export const ErrorText = styled.p`
  color: var(--color-danger);
  font-size: var(--font-size-sm);
`

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-sm);
`

export const HangUpButton = styled(Button)`
  background: var(--color-danger);
  color: var(--color-accent-text);
`

export const TranscriptBlock = styled.div`
  width: 100%;
  text-align: left;
  display: grid;
  gap: var(--space-sm);
  h3 {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`

/** product §9: the transcript box is at most 12rem tall and scrolls. */
export const TranscriptBox = styled.div`
  max-height: 12rem;
  overflow-y: auto;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  border: 1px solid var(--color-border);
  background: var(--color-surface-solid);
  font-size: var(--font-size-sm);
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--space-sm);
  }
  strong {
    color: var(--color-accent);
    margin-right: var(--space-xs);
  }
`
