import styled from 'styled-components'

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.desktop} {
    padding: 0 ${({ theme }) => theme.space.xl};
  }
`
