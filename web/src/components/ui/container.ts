import styled from 'styled-components'
import { media } from '../../app/media'

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ $narrow }) => ($narrow ? 'var(--layout-narrow-width)' : 'var(--layout-max-width)')};
  margin: 0 auto;
  padding: 0 var(--space-md);
  ${media.desktop} {
    padding: 0 var(--space-xl);
  }
`
