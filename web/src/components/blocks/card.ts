import styled from 'styled-components'

export const Card = styled.article`
  /* Cards are also rendered as figure or li; the grid sets their width, not browser margins. */
  margin: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`

export const CardGridLayout = styled.div<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.layout.cardMinWidth}), 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
  }
`

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.badge};
  height: ${({ theme }) => theme.size.badge};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.gradient.card.cyan};
  color: ${({ theme }) => theme.color.text};
`
