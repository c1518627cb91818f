import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

const control = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceSolid};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    opacity: 0.6;
  }
`

export const Input = styled.input`
  ${control}
`

export const TextArea = styled.textarea`
  ${control}
  min-height: 8rem;
  resize: vertical;
`

export const Select = styled.select`
  ${control}
  appearance: none;
`

/** A select shows nothing until a service is chosen; this stands in as its placeholder. */
export const SelectPlaceholder = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

const Control = styled.div`
  position: relative;
`

const Problem = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  &::before {
    content: '⚠ ';
  }
`

/** Label, control and its error; the error is tied to the control for screen readers. */
export function Field(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <Root>
      <label htmlFor={props.id}>
        {props.label} {props.hint && <span aria-hidden="true">{props.hint}</span>}
      </label>
      <Control>{props.children}</Control>
      {props.error && <Problem id={`${props.id}-error`}>{props.error}</Problem>}
    </Root>
  )
}

/** Off-screen and out of the tab order: only bots fill it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
    > :nth-last-child(-n + 3) {
      grid-column: 1 / -1;
    }
  }
`
