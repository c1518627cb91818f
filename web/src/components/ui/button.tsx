import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

type Variant = 'primary' | 'secondary'

const buttonStyles = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.md};
  text-decoration: none;
  cursor: pointer;
  transition:
    transform ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.gradient.brand};
          color: ${theme.color.accentText};
          &:hover {
            box-shadow: ${theme.shadow.glow};
            transform: translateY(-1px);
          }
        `
      : css`
          background: transparent;
          color: ${theme.color.text};
          border-color: ${theme.color.borderStrong};
          &:hover {
            border-color: ${theme.color.accent};
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
