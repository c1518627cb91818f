import styled from 'styled-components'

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
