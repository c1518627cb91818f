import styled from 'styled-components'
import { media } from '../../app/media'

export const Card = styled.article`
  /* Cards are also rendered as figure or li; the grid sets their width, not browser margins. */
  margin: 0;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  padding: var(--space-lg);
  box-shadow: var(--shadow-card);
  display: grid;
  align-content: start;
  gap: var(--space-sm);
  h3 {
    font-size: var(--font-size-lg);
  }
  p {
    color: var(--color-text-muted);
  }
`

export const CardGridLayout = styled.div<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: var(--space-lg);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--layout-card-min-width)), 1fr));
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
  }
`

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--size-badge);
  height: var(--size-badge);
  border-radius: var(--radius-md);
  background: var(--gradient-card-cyan);
  color: var(--color-text);
`
