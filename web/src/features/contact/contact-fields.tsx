import styled from 'styled-components'
import { media } from '../../app/media'

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
  gap: var(--space-lg);
  ${media.desktop} {
    grid-template-columns: 1fr 1fr;
    > :nth-last-child(-n + 3) {
      grid-column: 1 / -1;
    }
  }
`
