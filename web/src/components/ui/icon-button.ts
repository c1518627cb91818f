import styled from 'styled-components'

/** A square button holding only an icon (menu, close); always give it an aria-label. */
export const IconButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control};
  height: ${({ theme }) => theme.size.control};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`
