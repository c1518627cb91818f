import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'
import { media } from '../../app/media'

type Variant = 'primary' | 'secondary'

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-sm);
  min-height: var(--size-control);
  max-width: 100%;
  /* Narrower sides and a smaller label on a phone keep a label and its icon on one line (theme.ts). */
  padding: var(--space-sm) var(--pill-side);
  ${media.desktop} {
    padding-inline: var(--space-lg);
  }
  border-radius: var(--radius-pill);
  border: 1px solid transparent;
  font-weight: var(--font-weight-bold);
  font-size: var(--pill-text);
  text-decoration: none;
  cursor: pointer;
  transition:
    transform var(--motion-fast),
    box-shadow var(--motion-fast);
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: var(--gradient-brand);
          color: var(--color-accent-text);
          &:hover {
            box-shadow: var(--shadow-glow);
            transform: translateY(-1px);
          }
        `
      : css`
          background: transparent;
          color: var(--color-text);
          border-color: var(--color-border-strong);
          &:hover {
            border-color: var(--color-accent);
          }
        `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: Variant
}>`
  ${buttonStyles}
`

export const ButtonLink = styled(Link)<{ $variant?: Variant }>`
  ${buttonStyles}
`

export const ButtonAnchor = styled.a<{ $variant?: Variant }>`
  ${buttonStyles}
`
