import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'

/** Form controls and their labelled wrapper, shared by every form on the site. */
const control = css`
  width: 100%;
  min-height: var(--size-control);
  padding: var(--space-sm) var(--space-md);
  border-radius: var(--radius-sm);
  border: 1px solid var(--color-border-strong);
  background: var(--color-surface-solid);
  color: var(--color-text);
  font: inherit;
  &::placeholder {
    color: var(--color-text-muted);
  }
  &[aria-invalid='true'] {
    border-color: var(--color-danger);
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
    color: var(--color-text-muted);
  }
  option {
    color: var(--color-text);
  }
`

const Root = styled.div`
  display: grid;
  gap: var(--space-xs);
  label {
    font-weight: var(--font-weight-medium);
    font-size: var(--font-size-sm);
  }
`

const Control = styled.div`
  position: relative;
`

// Doubled class: forms sit in cards, whose muted paragraph colour would otherwise win.
const Problem = styled.p`
  && {
    color: var(--color-danger);
  }
  font-size: var(--font-size-sm);
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
