import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/** Form controls and their labelled wrapper, shared by every form on the site. */
const control = css`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
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
  /* Showing its placeholder option, a select looks like an empty input. */
  &:has(option[value='']:checked) {
    color: ${({ theme }) => theme.color.textMuted};
  }
  option {
    color: ${({ theme }) => theme.color.text};
  }
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

// Doubled class: forms sit in cards, whose muted paragraph colour would otherwise win.
const Problem = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
  }
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
