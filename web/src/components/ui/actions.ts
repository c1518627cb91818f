import styled from 'styled-components'

/** A centred row of buttons under a block of content. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-md);
  margin-top: var(--space-xl);
`
