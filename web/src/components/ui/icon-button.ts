import styled from 'styled-components'

/** A square button holding only an icon (menu, close); always give it an aria-label. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-control);
  height: var(--size-control);
  background: transparent;
  color: var(--color-text);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  cursor: pointer;
  &:hover {
    border-color: var(--color-accent);
  }
`
