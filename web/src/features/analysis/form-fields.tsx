import type { ComponentProps } from 'react'
import styled from 'styled-components'

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`

const Input = styled.input`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceSolid};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`

const FieldError = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
`

/** A checkbox drawn as a switch; the input stays a real, focusable checkbox with role="switch". */
export const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    width: 2.75rem;
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.borderStrong};
    position: relative;
    cursor: pointer;
    transition: background ${({ theme }) => theme.motion.fast};
    &::after {
      content: '';
      position: absolute;
      top: 0.1875rem;
      left: 0.1875rem;
      width: 1.125rem;
      height: 1.125rem;
      border-radius: 50%;
      background: ${({ theme }) => theme.color.text};
      transition: transform ${({ theme }) => theme.motion.fast};
    }
    &:checked {
      background: ${({ theme }) => theme.color.accentStrong};
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
    <Field>
      <label htmlFor={id}>{label}</label>
      <Input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  )
}
