import styled, { css, keyframes } from 'styled-components'
import { Button } from '../../components/ui/button'
import type { Activity, CallStatus } from './state'

export const Panel = styled.div`
  max-width: 32rem;
  margin: 0 auto;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
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
  color: ${({ theme }) => theme.color.accentText};
  background: ${({ theme }) => theme.gradient.brand};
  box-shadow: ${({ theme }) => theme.shadow.glow};
  opacity: ${({ $status }) => ($status === 'idle' || $status === 'ended' ? 0.75 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal};
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
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

export const StatusText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-size: ${({ theme }) => theme.fontSize.lg};
`

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`

export const HangUpButton = styled(Button)`
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.accentText};
`

export const TranscriptBlock = styled.div`
  width: 100%;
  text-align: left;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`

/** product §9: the transcript box is at most 12rem tall and scrolls. */
export const TranscriptBox = styled.div`
  max-height: 12rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceSolid};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
  strong {
    color: ${({ theme }) => theme.color.accent};
    margin-right: ${({ theme }) => theme.space.xs};
  }
`
