import type { ComponentProps } from 'react'
import styled from 'styled-components'
import { Field, Input } from '../../components/ui/form-field'

/** A checkbox drawn as a switch; the input stays a real, focusable checkbox with role="switch". */
export const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--space-md);
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    width: 2.75rem;
    height: 1.5rem;
    border-radius: var(--radius-pill);
    background: var(--color-border-strong);
    position: relative;
    cursor: pointer;
    transition: background var(--motion-fast);
    &::after {
      content: '';
      position: absolute;
      top: 0.1875rem;
      left: 0.1875rem;
      width: 1.125rem;
      height: 1.125rem;
      border-radius: 50%;
      background: var(--color-text);
      transition: transform var(--motion-fast);
    }
    &:checked {
      background: var(--color-accent-strong);
    }
    &:checked::after {
      transform: translateX(1.25rem);
    }
  }
`

type TextFieldProps = { id: string; label: string; error?: string } & ComponentProps<typeof Input>

/** A labelled input whose error sits under it and is announced with it. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
    </Field>
  )
}
